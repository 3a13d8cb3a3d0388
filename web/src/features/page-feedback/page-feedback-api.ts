// POST /api/page-feedback: an answer to "Was this page useful?" from the app (the page's plain
// form posts the same fields without JavaScript).
import { sendJson } from "../../lib/api";
import type { Lang } from "../../lib/wasm";

/** What a visitor answers of a page. */
export interface PageAnswer {
  page: string;
  lang: Lang;
  useful: "yes" | "no";
  comment: string;
  /** The field people never see, as the page holds it. */
  website: string;
}

export async function sendPageAnswer(answer: PageAnswer): Promise<void> {
  await sendJson("POST", "/page-feedback", answer);
}
