// The accounts calls: the list, a new account, a change of one (role, disabled, password, mail
// address), and
// the signed-in person's own new password.
import { getJson, sendJson } from "../../../lib/api";

/** An account as the admin area sees it (never its password). */
export interface Account {
  id: number;
  username: string;
  role: string;
  disabled: boolean;
  /** Where its reminders of what is due for review go, if anywhere. */
  email: string | null;
}

/** The roles an account may have, from the least to the most it may do. */
export const ROLES = ["editor", "publisher", "admin"] as const;

/** What a change of an account changes; what is left out stays as it is. `email: ""` removes
 * its address. */
export interface AccountChange {
  role?: string;
  disabled?: boolean;
  password?: string;
  email?: string;
}

export async function listAccounts(): Promise<Account[]> {
  return (await getJson<{ accounts: Account[] }>("/accounts")).accounts;
}

export async function addAccount(username: string, password: string, role: string): Promise<Account> {
  return (await sendJson<Account>("POST", "/accounts", { username, password, role }))!;
}

export async function changeAccount(username: string, change: AccountChange): Promise<Account> {
  return (await sendJson<Account>("PUT", `/accounts/${encodeURIComponent(username)}`, change))!;
}

export async function changeOwnPassword(current: string, next: string): Promise<void> {
  await sendJson("PUT", "/scm-auth/password", { current, new: next });
}
