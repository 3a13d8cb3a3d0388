// /admin/content: every kind of content the public pages show, and the editor of its items.
// `?kind=` opens a kind (its list, or the editor of a kind that is one document), `&item=` one
// of its items (`new` to add one).
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Link } from "../../../components/link";
import type { PageProps } from "../../../lib/page-props";
import { searchWithLang, useLanguage } from "../../../lib/language";
import { CONTENT_PATH, contentSearch } from "./content-path";
import { ItemEditor } from "./item-editor";
import { ItemList } from "./item-list";
import { KindIndex } from "./kind-index";
import { LoadFailed } from "../load-failed";
import { kindSpec, type KindSpec } from "./schema";
import { useChoices } from "./use-choices";
import { useItem } from "./use-item";
import "./content.css";

export function ContentPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const [params] = useSearchParams();
  const spec = kindSpec(params.get("kind"));
  const item = spec?.shape === "document" ? spec.kind : params.get("item");

  return (
    <div className="admin-page content-page">
      {spec && (
        <nav aria-label={t("content.breadcrumbs")} className="content-breadcrumbs">
          <ol>
            <li>
              <Link to={`${CONTENT_PATH}${searchWithLang("", lang)}`}>{t("content.allKinds")}</Link>
            </li>
            <li>
              {item && spec.shape === "collection" ? (
                <Link to={`${CONTENT_PATH}${searchWithLang(contentSearch(spec.kind), lang)}`}>
                  {t(`content.kind.${spec.kind}`)}
                </Link>
              ) : (
                <span aria-current="page">{t(`content.kind.${spec.kind}`)}</span>
              )}
            </li>
          </ol>
        </nav>
      )}
      {!spec && params.get("kind") !== null && (
        <p role="alert" className="admin-message admin-message--error">
          {t("content.unknownKind")}
        </p>
      )}
      {spec ? <KindView key={spec.kind} spec={spec} item={item} /> : <KindIndex />}
    </div>
  );
}

/** The view's heading, focused when the clerk came to it from another view of the area (the
 * address's path stays the same, so the layout does not move focus itself). */
function ViewHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key !== "default") ref.current?.focus({ preventScroll: false });
  }, [key]);
  return (
    <h2 ref={ref} tabIndex={-1} className="content-page__kind">
      {children}
    </h2>
  );
}

function KindView({ spec, item }: { spec: KindSpec; item: string | null }) {
  const { t } = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const choices = useChoices(spec.kind, attempt);
  const retry = () => setAttempt(attempt + 1);
  if (choices.status === "failed") return <LoadFailed message="content.loadFailed" error={choices.error} onRetry={retry} />;
  if (choices.status === "loading") return <p role="status">{t("common.loading")}</p>;
  const heading = <ViewHeading>{t(`content.kind.${spec.kind}`)}</ViewHeading>;
  if (item === null) {
    return (
      <>
        {heading}
        <p className="content-page__hint">{t(`content.kindHint.${spec.kind}`)}</p>
        <ItemList spec={spec} choices={choices.choices} />
      </>
    );
  }
  return <EditorView key={item} spec={spec} id={item} choices={choices.choices} />;
}

function EditorView({ spec, id, choices }: { spec: KindSpec; id: string; choices: Parameters<typeof ItemEditor>[0]["choices"] }) {
  const { t } = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const state = useItem(spec, id, attempt);
  if (state.status === "loading") return <p role="status">{t("common.loading")}</p>;
  if (state.status === "failed") return <LoadFailed message="content.loadFailed" error={state.error} onRetry={() => setAttempt(attempt + 1)} />;
  if (state.status === "missing") {
    return (
      <p role="alert" className="admin-message admin-message--error">
        {t("content.missing")}
      </p>
    );
  }
  return (
    <>
      <ViewHeading>{t(id === "new" ? "content.newItem" : "content.editItem")}</ViewHeading>
      <ItemEditor spec={spec} initial={state.item} stored={state.stored} choices={choices} />
    </>
  );
}
