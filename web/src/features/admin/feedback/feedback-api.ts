// GET /api/feedback: the inbox of citizens' messages for the filters set, newest first, with
// the counts by status and by due day and the median time to a first answer; POST
// /api/feedback/{id}: an answer (a new status, the public reply, the account it is assigned
// to). GET /api/feedback-settings and PUT /api/feedback-settings/{category} (admins): each
// category's days to answer and the account its overdue messages are escalated to; GET
// /api/review/owners: the active accounts, which may be named.
import type { CategorySettings, FeedbackStatus, InboxMessage, ListPage } from "../../../generated/content";
import { getJson, sendJson } from "../../../lib/api";
import { queryOf, type InboxFilters } from "./inbox-filters";

// The message types are wasm-core's (generated): a message as staff see it in the inbox (with
// when its answer is due and where it stands at the server's now), its steps and status.
export type { CategorySettings, FeedbackStatus, FeedbackStep, InboxMessage } from "../../../generated/content";

/** One page of the inbox for a set of filters. */
export interface Inbox {
  items: InboxMessage[];
  /** Which page of how many (the counts and the median are of all of them). */
  page: ListPage;
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
export const statusOf = (record: InboxMessage): FeedbackStatus => record.steps.at(-1)?.status ?? "received";

/** When it was received (its first step). */
export const receivedAt = (record: InboxMessage): string => record.steps[0]?.at ?? "";

export function readInbox(filters: InboxFilters, page: number, signal?: AbortSignal): Promise<Inbox> {
  return getJson<Inbox>(`/feedback${queryOf(filters, page > 1 ? { page: String(page) } : {})}`, { signal });
}

export async function answerMessage(trackingId: string, change: AnswerChange): Promise<InboxMessage> {
  return (await sendJson<InboxMessage>("POST", `/feedback/${encodeURIComponent(trackingId)}`, change))!;
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
