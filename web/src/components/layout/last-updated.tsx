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
import { use, useLayoutEffect, useReducer, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { PageBeingRenderedContext } from "../../lib/content/page-being-rendered";
import { lastUpdatedDay } from "../../lib/content/last-updated";
import { useContentStore } from "../../lib/content/store";
import { formatDay } from "../../lib/dates";
import { useLanguage } from "../../lib/language";

/** The day (`YYYY-MM-DD`, India) the content of the page on screen last changed. */
export function usePageUpdatedDay(): string {
  const { pathname } = useLocation();
  const rendered = use(PageBeingRenderedContext);
  const store = useContentStore();
  const now = () => lastUpdatedDay(store.listsOnScreen(pathname));
  const day = useSyncExternalStore(store.subscribe, now, () => lastUpdatedDay(rendered?.lists ?? store.renderedLists()));
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

/** The line at the end of a page's main content: "Last updated: 24 November 2026". */
export function LastUpdated() {
  const { t } = useLanguage();
  const day = usePageUpdatedDay();
  return (
    <p className="last-updated">
      {t("common.lastUpdated")} <UpdatedDay day={day} />
    </p>
  );
}
