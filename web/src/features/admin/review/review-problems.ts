// The messages of the review calls' 422 problems (`{"reviewBy": ["invalid"]}`), from the
// catalog entries `dueReview.problem.<field>.<code>`.
type Translate = (key: string, args?: Record<string, string | number>) => string;

/** The messages of `codes` for `field`, without repeats. */
export function problemsOf(t: Translate, field: string, codes: readonly string[] = []): string[] {
  return [...new Set(codes.map((code) => t(`dueReview.problem.${field}.${code}`)))];
}

/** The messages of every field's problems, in one list. */
export function problemTexts(t: Translate, fields: Record<string, readonly string[]>): string[] {
  return Object.entries(fields).flatMap(([field, codes]) => problemsOf(t, field, codes));
}
