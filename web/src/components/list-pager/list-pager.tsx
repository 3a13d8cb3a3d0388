import { useLocation, type Location } from "react-router";
import { Link } from "../link";
import type { ListPage } from "../../generated/content";
import { searchWithLang, useLanguage } from "../../lib/language";
import type { Lang } from "../../lib/wasm";
import "./list-pager.css";

/** The address of page `number` of the list at `location`, of `year` if given: the site's
 * own way (`?lang=hi&year=2025&page=2`), the first page without `page`; what else the address
 * asks (the site search's words) is kept. */
function pageAddress({ pathname, search }: Location, lang: Lang, number: number, year?: number) {
  const params = new URLSearchParams(search);
  // Not kept: the language (set below), the page and year, and an answer to "Was this page
  // useful?", which belongs to the page it was given on.
  for (const name of ["lang", "year", "page", "useful"]) params.delete(name);
  if (year !== undefined) params.set("year", String(year));
  if (number > 1) params.set("page", String(number));
  return { pathname, search: searchWithLang(`?${params}`, lang) };
}

/** The page numbers to link, `null` for a gap: the first and last, and two either side of
 * `number`, so a phone's row stays short however long the list. */
export function pageNumbers(number: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = number - 2; n <= number + 2; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1] > 1) numbers.push(null);
    numbers.push(n);
  });
  return numbers;
}

/** The years a list can be limited to, as links ("All years", "2025 (402)"), the one shown
 * marked; rendered only for a list of more than one page or one limited to a year. */
export function YearLinks({ page }: { page: ListPage }) {
  const { t, lang } = useLanguage();
  const location = useLocation();
  if (page.years.length < 2 || (page.pages < 2 && page.year === undefined)) return null;
  return (
    <nav className="list-pager list-pager--years" aria-label={t("pager.years")}>
      <ul className="list-pager__list">
        <li>
          <Link
            className="list-pager__link"
            to={pageAddress(location, lang, 1)}
            aria-current={page.year === undefined ? "page" : undefined}
          >
            {t("pager.allYears")}
          </Link>
        </li>
        {page.years.map(({ year, count }) => (
          <li key={year}>
            <Link
              className="list-pager__link"
              to={pageAddress(location, lang, 1, year)}
              aria-current={page.year === year ? "page" : undefined}
            >
              {t("pager.year", { year, count })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Where the page stands among the list's pages ("Page 2 of 16"), with links to the previous
 * and next pages and to pages around it; past the last page, a link back to the first. */
export function PageLinks({ page }: { page: ListPage }) {
  const { t, lang } = useLanguage();
  const location = useLocation();
  const { number, pages, year } = page;
  if (number > pages) {
    return (
      <p className="list-pager__beyond">
        {t("pager.beyond", { number, pages })} <Link to={pageAddress(location, lang, 1, year)}>{t("pager.first")}</Link>
      </p>
    );
  }
  if (pages < 2) return null;
  return (
    <nav className="list-pager" aria-label={t("pager.pages")}>
      <p className="list-pager__status">{t("pager.status", { number, pages, total: page.total })}</p>
      <ul className="list-pager__list">
        {number > 1 && (
          <li>
            <Link className="list-pager__link" rel="prev" to={pageAddress(location, lang, number - 1, year)}>
              {t("pager.previous")}
            </Link>
          </li>
        )}
        {pageNumbers(number, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="list-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className="list-pager__link"
                to={pageAddress(location, lang, n, year)}
                aria-current={n === number ? "page" : undefined}
              >
                <span className="visually-hidden">{t("pager.page", { number: n })}</span>
                <span aria-hidden="true">{n}</span>
              </Link>
            </li>
          ),
        )}
        {number < pages && (
          <li>
            <Link className="list-pager__link" rel="next" to={pageAddress(location, lang, number + 1, year)}>
              {t("pager.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
