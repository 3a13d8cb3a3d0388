/** The year the site was built (vite.config.ts `define`): the footer's year in prerendered pages. */
declare const BUILD_YEAR: number;
