// The list of what is wrong after a refused submit, each entry a link to its field
// (GOV.UK error summary). Announced as an alert; the form moves focus to the first field. On a
// page the server rendered with the problems of a form sent without the app, it takes the focus
// itself as the page opens (`focusOnLoad`).
import { useId, type MouseEvent } from "react";
import { useLanguage } from "../../lib/language";
import "./forms.css";

export interface SummaryEntry {
  /** The id of the field the entry links to. */
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  entries: readonly SummaryEntry[];
  /** The level of its heading: 2 at the top of a page, 3 inside a section with an h2, 4
   * inside a part of such a section with an h3. */
  level?: 2 | 3 | 4;
  /** Focused as the page opens: a page rendered with the problems of a form sent without the app,
   * where no script can move the focus. */
  focusOnLoad?: boolean;
}

export function ErrorSummary({ entries, level = 2, focusOnLoad = false }: ErrorSummaryProps) {
  const { t } = useLanguage();
  const titleId = useId();
  if (entries.length === 0) return null;

  // A plain #id link would change the address and leave focus on the page; go to the field.
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView({ block: "center" });
  };

  const Heading = level === 4 ? "h4" : level === 3 ? "h3" : "h2";
  return (
    <div
      className="error-summary"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={focusOnLoad ? -1 : undefined}
      // The one way to move the focus to the problems of a page rendered by the server, which the
      // browser follows without any script.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnLoad}
    >
      <Heading id={titleId} className="error-summary__title">
        {t("form.errorSummaryTitle")}
      </Heading>
      <ul className="error-summary__list">
        {entries.map(({ fieldId, message }, index) => (
          <li key={index}>
            <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
