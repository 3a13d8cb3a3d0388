import { useLanguage } from "../../lib/language";
import type { Refusal } from "./refusal";

interface RefusalMessageProps {
  refusal: Refusal;
  /** The messages of a 422's problems (`{"comment": ["required"]}`), listed after it. */
  describe?: (fields: Record<string, string[]>) => string[];
  /** The form marks a 422's problems at their fields. */
  inForm?: boolean;
}

/** Which sentence says that the server found problems: where they are listed, if they are. */
function invalidKey(inForm: boolean, listed: boolean): string {
  if (inForm) return "admin.refused.invalidInForm";
  return listed ? "admin.refused.invalid" : "admin.refused.invalidUnsaid";
}

/** The sentences of a refusal (what did not happen, and why), with a 422's problems listed
 * after them when the caller describes them; inside the caller's `role="alert"`. */
export function RefusalMessage({ refusal, describe, inForm = false }: RefusalMessageProps) {
  const { t } = useLanguage();
  const problems = describe && !inForm ? describe(refusal.fields) : [];
  return (
    <>
      {refusal.lines.map(({ key, values }) => (
        <p key={key}>{t(key === "admin.refused.invalid" ? invalidKey(inForm, problems.length > 0) : key, values)}</p>
      ))}
      {problems.length > 0 && (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </>
  );
}
