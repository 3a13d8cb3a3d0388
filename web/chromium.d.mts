// Types of chromium.mjs (plain JavaScript, so that node scripts import it as it is).
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
