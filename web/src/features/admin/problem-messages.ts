// The messages of validation codes (wasm-core `validate`, the same on the server), from the
// catalog entries `validation.<field>.<code>` with the limits filled in.
import type { Args } from "../../lib/wasm";
import { LIMITS } from "../../lib/forms";

type Translate = (key: string, args?: Args) => string;

/** The largest PDF, in whole MB (1 MB = 1024 × 1024 bytes), for hints and messages. */
export const PDF_MAX_MB = Math.floor(LIMITS.pdfMaxBytes / (1024 * 1024));

/** The numbers the messages of each field mention. */
const ARGS: Record<string, Args> = {
  username: { max: LIMITS.usernameMax },
  password: { min: LIMITS.passwordMin, max: LIMITS.passwordMax },
  file: { max: PDF_MAX_MB },
};

/** The messages of `codes` for `field`, without repeats (two codes may read the same). */
export function problemMessages(t: Translate, field: string, codes: readonly string[] = []): string[] {
  return [...new Set(codes.map((code) => t(`validation.${field}.${code}`, ARGS[field])))];
}
