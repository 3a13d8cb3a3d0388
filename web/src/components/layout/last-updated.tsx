// "Last updated": the day the content of the page on screen last changed (lib/content/
// last-updated.ts), at the end of every public page's main content and in the footer.
//
// Both show the day of the same lists, the ones the page reads, which are known in full before
// any part of the page is rendered: Node gives them to the page it renders
// (lib/content/page-being-rendered.ts, src/render/), and the app hydrates the page with the lists
// the page carries (store.ts `renderedLists`). So the line at the end of <main> and the footer
// after it show one day, the same in the HTML and in the app's first render, whichever part React
// renders or hydrates first. From then on the app follows the lists the components on screen read
// (`listsOnScreen`): a page rendered by the app, or a list that arrives later, changes the day.
//
// The line also says "Checked on …" when the content was checked and found still correct on a
// later day than it last changed: the same lists give that day, in the same way.
import { use, useLayoutEffect, useReducer, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { PageBeingRenderedContext } from "../../lib/content/page-being-rendered";
import { checkedDay, lastUpdatedDay } from "../../lib/content/last-updated";
import { useContentStore, type List } from "../../lib/content/store";
import { formatDay } from "../../lib/dates";
import { useLanguage } from "../../lib/language";

/** The day (`YYYY-MM-DD`, India) the content of the page on screen last changed. */
export function usePageUpdatedDay(): string {
  return usePageDay(lastUpdatedDay);
}

/** The day (`YYYY-MM-DD`, India) the content of the page on screen was last checked and found
 * still correct, when later than it last changed; else "". */
export function usePageCheckedDay(): string {
  return usePageDay(checkedDay);
}

/** The day `dayOf` gives of the lists of the page on screen: on the server and in the app's
 * first render those the page was rendered from, then those its components read. */
function usePageDay(dayOf: (lists: readonly (List | undefined)[]) => string): string {
  const { pathname } = useLocation();
  const rendered = use(PageBeingRenderedContext);
  const store = useContentStore();
  const now = () => dayOf(store.listsOnScreen(pathname));
  const day = useSyncExternalStore(store.subscribe, now, () => dayOf(rendered?.lists ?? store.renderedLists()));
  // The components rendered in the same pass count their lists in layout effects, which run before
  // this one (it comes after them) but may run before this component subscribes: a day they
  // change is rendered again before the screen shows the old one.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    if (now() !== day) rerender();
  });
  return day;
}

/** `day` in the page language, as a `<time>`. */
export function UpdatedDay({ day }: { day: string }) {
  const { lang } = useLanguage();
  return <time dateTime={day}>{formatDay(day, lang)}</time>;
}

/** The line at the end of a page's main content: "Last updated: 24 November 2026", and
 * " · Checked on 3 March 2027" when it was checked on a later day. */
export function LastUpdated() {
  const { t } = useLanguage();
  const day = usePageUpdatedDay();
  const checked = usePageCheckedDay();
  return (
    <p className="last-updated">
      {t("common.lastUpdated")} <UpdatedDay day={day} />
      {checked && (
        <>
          {" · "}
          <span className="last-updated__checked">
            {t("common.checkedOn")} <UpdatedDay day={checked} />
          </span>
        </>
      )}
    </p>
  );
}
