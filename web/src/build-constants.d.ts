/** The day the site was built, in India (`YYYY-MM-DD`; vite.config.ts `define`, build/build-day.ts):
 * the last-updated date of a page whose content has none. */
declare const BUILD_DAY: string;
/** The year the site was built (vite.config.ts `define`): the footer's year in prerendered pages. */
declare const BUILD_YEAR: number;
