// The feedback API as citizens use it: sending a message, asking where it stands, and reopening
// it when it was resolved but the problem is not solved.
import type { FeedbackStatusView } from "../../generated/content";
import { getJson, sendForm, sendJson } from "../../lib/api";
import type { FeedbackDraft } from "../../lib/forms";
import type { Lang } from "../../lib/wasm";

/** Where a message stands, as anyone with its tracking number sees it (wasm-core's type). */
export type { FeedbackStatusView };

/** Sends `draft` (its empty optional fields left out) from the page in `lang` (the language the
 * mail to its sender is written in), with how long the form was open, the hidden field as the
 * page holds it, and the photo if one was chosen (then as a multipart form, whose progress
 * `onProgress` hears); the tracking number. */
export async function sendFeedback(
  draft: FeedbackDraft,
  lang: Lang,
  fillMs: number,
  homepage: string,
  photo?: File,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const optional = Object.fromEntries(
    (["ward", "page", "name", "phone", "email"] as const)
      .map((field) => [field, draft[field].trim()] as const)
      .filter(([, value]) => value !== ""),
  );
  const message = { category: draft.category, message: draft.message, ...optional, lang, homepage, fillMs: Math.round(fillMs) };
  if (photo) {
    const form = new FormData();
    form.append("message", JSON.stringify(message));
    form.append("photo", photo);
    return (await sendForm<{ trackingId: string }>("POST", "/feedback", form, onProgress)).trackingId;
  }
  const answer = await sendJson<{ trackingId: string }>("POST", "/feedback", message);
  return answer!.trackingId;
}

/** Where the message with `trackingId` stands. */
export function feedbackStatus(trackingId: string, signal?: AbortSignal): Promise<FeedbackStatusView> {
  return getJson<FeedbackStatusView>(`/feedback/${encodeURIComponent(trackingId)}`, { signal });
}

/** Reopens the resolved message with `trackingId`, with the citizen's `reason`; where it stands
 * now. */
export async function reopenMessage(trackingId: string, reason: string): Promise<FeedbackStatusView> {
  return (await sendJson<FeedbackStatusView>("POST", `/feedback/${encodeURIComponent(trackingId)}/reopen`, { reason }))!;
}
