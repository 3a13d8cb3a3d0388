// GET /api/feedback: the inbox of citizens' messages for the filters set, newest first, with
// the counts by status and the median time to a first answer; POST /api/feedback/{id}: an
// answer (a new status, the public reply, the account it is assigned to).
import type { Feedback as FeedbackRecord, FeedbackStatus } from "../../../generated/content";
import { getJson, sendJson } from "../../../lib/api";
import { queryOf, type InboxFilters } from "./inbox-filters";

// The message types are wasm-core's (generated): a message as staff see it, its steps and status.
export type { Feedback as FeedbackRecord, FeedbackStatus, FeedbackStep } from "../../../generated/content";

/** The inbox for a set of filters. */
export interface Inbox {
  items: FeedbackRecord[];
  counts: Record<FeedbackStatus, number>;
  /** Among the messages answered, the median seconds from receipt to a first answer. */
  medianFirstAnswerSeconds: number | null;
}

/** What an answer changes; what is left out stays as it is. */
export interface AnswerChange {
  status?: "forwarded" | "resolved";
  reply?: string;
  /** An account's username, or "" for nobody. */
  assignee?: string;
}

/** Where a message stands now: the status of its last step. */
export const statusOf = (record: FeedbackRecord): FeedbackStatus => record.steps.at(-1)?.status ?? "received";

/** When it was received (its first step). */
export const receivedAt = (record: FeedbackRecord): string => record.steps[0]?.at ?? "";

export function readInbox(filters: InboxFilters, signal?: AbortSignal): Promise<Inbox> {
  return getJson<Inbox>(`/feedback${queryOf(filters)}`, { signal });
}

export async function answerMessage(trackingId: string, change: AnswerChange): Promise<FeedbackRecord> {
  return (await sendJson<FeedbackRecord>("POST", `/feedback/${encodeURIComponent(trackingId)}`, change))!;
}
