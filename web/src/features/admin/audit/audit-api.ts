// GET /api/audit: a page of the audit log, newest first, for the filters set.
import type { Action } from "../../../generated/content";
import { getJson } from "../../../lib/api";
import { queryOf, type AuditFilters } from "./audit-filters";

/** One entry of the log, as the API lists it. */
export interface AuditEntry {
  /** Its number: entries are numbered in the order they were written. */
  id: number;
  /** When (RFC 3339, UTC). */
  at: string;
  /** The account that acted (for a refused sign-in, the name tried). */
  who: string;
  /** The address the request came from. */
  address?: string;
  action: Action;
  /** The kind of content, or `events`, `hoarding`, `pdf`, `photo`, `accounts`. */
  kind?: string;
  /** The item's id, the uploaded file's name, or the account. */
  item?: string;
  /** The version of the item the action made or acted on. */
  version?: number;
  /** What else the server said of it (`attempts 7`, `role editor → publisher`, a comment). */
  detail?: string;
  /** A version put on the site by its own author, without a second person's review. */
  unreviewed?: boolean;
}

/** A page of the log: its entries, and the `before` of the next (older) page, if any. */
export interface AuditPage {
  entries: AuditEntry[];
  next?: number;
}

/** The newest entries the filters keep, or those before the entry numbered `before`. */
export function readAudit(filters: AuditFilters, before?: number, signal?: AbortSignal): Promise<AuditPage> {
  const extra: Record<string, string> = before === undefined ? {} : { before: String(before) };
  return getJson<AuditPage>(`/audit${queryOf(filters, extra)}`, { signal });
}
