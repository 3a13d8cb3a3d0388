// GET /api/feedback: the inbox of citizens' messages for the filters set, newest first, with
// the counts by status and by due day and the median time to a first answer; POST
// /api/feedback/{id}: an answer (a new status, the public reply, the account it is assigned
// to). GET /api/feedback-settings and PUT /api/feedback-settings/{category} (admins): each
// category's days to answer and the account its overdue messages are escalated to; GET
// /api/review/owners: the active accounts, which may be named.
import type { CategorySettings, Feedback as FeedbackRecord, FeedbackStatus } from "../../../generated/content";
import { getJson, sendJson } from "../../../lib/api";
import { queryOf, type InboxFilters } from "./inbox-filters";

// The message types are wasm-core's (generated): a message as staff see it, its steps and status.
export type { CategorySettings, Feedback as FeedbackRecord, FeedbackStatus, FeedbackStep } from "../../../generated/content";

/** The inbox for a set of filters. */
export interface Inbox {
  items: FeedbackRecord[];
  /** How many stand at each status, wait for an answer due today (in India), and wait past
   * the moment their answer was due. */
  counts: Record<FeedbackStatus | "dueToday" | "overdue", number>;
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

/** The days a message kept before it had a due moment of its own was to be answered in. */
const ANSWER_WITHIN_DAYS = 7;

/** When its answer is due (RFC 3339): its own moment, or the days of old after receipt. */
export function answerDue(record: FeedbackRecord): string {
  if (record.answerBy) return record.answerBy;
  const received = Date.parse(receivedAt(record));
  return Number.isNaN(received) ? "" : new Date(received + ANSWER_WITHIN_DAYS * 86_400_000).toISOString();
}

/** Whether it waits for an answer at `now` (milliseconds since 1970): its first, or its next
 * after its citizen reopened it; and whether it waits past its due moment (as the server counts
 * it, wasm-core `Feedback::waiting_at`). */
export function waitingAt(record: FeedbackRecord, now: number): { waiting: boolean; overdue: boolean } {
  const status = statusOf(record);
  const waiting = status === "reopened" || (status !== "resolved" && !record.firstAnswerAt);
  const due = Date.parse(answerDue(record));
  return { waiting, overdue: waiting && !Number.isNaN(due) && now > due };
}
export function readInbox(filters: InboxFilters, signal?: AbortSignal): Promise<Inbox> {
  return getJson<Inbox>(`/feedback${queryOf(filters)}`, { signal });
}

export async function answerMessage(trackingId: string, change: AnswerChange): Promise<FeedbackRecord> {
  return (await sendJson<FeedbackRecord>("POST", `/feedback/${encodeURIComponent(trackingId)}`, change))!;
}

/** Every category's days to answer and escalation account, in the form's order. */
export async function readSettings(signal?: AbortSignal): Promise<CategorySettings[]> {
  return (await getJson<{ categories: CategorySettings[] }>("/feedback-settings", { signal })).categories;
}

/** Sets a category's days to answer and the account its overdue messages go to (null: none). */
export async function saveSettings(category: string, answerDays: number, escalateTo: string | null): Promise<CategorySettings> {
  return (await sendJson<CategorySettings>("PUT", `/feedback-settings/${encodeURIComponent(category)}`, {
    answerDays,
    escalateTo,
  }))!;
}

/** The usernames of the active accounts, which a category's overdue messages may go to. */
export async function readAccounts(signal?: AbortSignal): Promise<string[]> {
  return (await getJson<{ owners: string[] }>("/review/owners", { signal })).owners;
}
