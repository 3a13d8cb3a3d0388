// The messages of the feedback form's problem codes (wasm-core `validate::feedback_problems`, the
// same on the server), from the catalog entries `feedback.problem.<field>.<code>` with the
// limits filled in.
import { LIMITS } from "../../lib/forms";
import type { Args } from "../../lib/wasm";

type Translate = (key: string, args?: Args) => string;

/** The form's fields, in its order, with the id of each one's control. */
export const FIELDS = ["category", "ward", "message", "name", "phone", "email", "photo"] as const;
export type FieldName = (typeof FIELDS)[number];

export const fieldId = (field: string) => `feedback-${field}`;

const ARGS: Record<string, Args> = {
  message: { min: LIMITS.messageMin, max: LIMITS.messageMax },
  name: { max: LIMITS.senderNameMax },
};

/** The messages of `codes` for `field`. */
export function problemMessages(t: Translate, field: string, codes: readonly string[] = []): string[] {
  return [...new Set(codes.map((code) => t(`feedback.problem.${field}.${code}`, ARGS[field])))];
}
