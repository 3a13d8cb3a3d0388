/** Each field that has something wrong, with the codes of its problems (`required`, `too_long`, …). */
export type Problems = Record<string, string[]>;

export declare const UNIT: string;
export declare const RECORD: string;
export declare function list(text: string): string[];
export declare function listOf(values: readonly (string | number)[]): string;
export declare function clean(value: string | number): string;
export declare function recordOf(object: Record<string, string | number>): string;
export declare function fieldsOf(record: string): Record<string, string>;
export declare function records(text: string): Record<string, string>[];
