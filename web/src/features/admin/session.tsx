// The signed-in administrator of a guarded page. The session itself is the server's HttpOnly
// cookie: nothing is stored in the browser, and a reload asks the server again (GET /me).
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, getJson, sendJson } from "../../lib/api";
import { useLanguage } from "../../lib/language";
import { loginAddress, pageOf } from "./next-page";
import { closeOpenItems } from "./open-items";

/** What an account may do (wasm-core `roles`), as GET /api/scm-auth/me lists it. */
export type Permission = "edit" | "upload" | "publish" | "manageAccounts";

/** The user of GET /api/scm-auth/me. */
export interface AdminUser {
  id: number;
  username: string;
  role: string;
  /** What the account's role may do: the admin screens show nothing else. */
  may: Permission[];
}

interface Session {
  user: AdminUser;
  /** Closes the items open in the editor, ends the session on the server (POST logout), then
   * goes to /admin/login. */
  logOut: () => Promise<void>;
  /** The session is gone (a write answered 401): to /admin/login, coming back here after. */
  expired: () => void;
}

const SessionContext = createContext<Session | null>(null);

/** The history state the login page is opened with after a sign-out: it says so. */
export const SIGNED_OUT = { signedOut: true } as const;

/** Whether the page was opened with `SIGNED_OUT` (its history state). */
export function cameFromSignOut(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { signedOut?: unknown }).signedOut === true;
}

function isAdminUser(value: unknown): value is AdminUser {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === "number" &&
    typeof user.username === "string" &&
    typeof user.role === "string" &&
    Array.isArray(user.may) &&
    user.may.every((permission) => typeof permission === "string")
  );
}

/** Asks the server who is signed in: the user, or null when there is no session (401). */
export async function fetchSessionUser(signal?: AbortSignal): Promise<AdminUser | null> {
  try {
    const body = await getJson<{ user?: unknown }>("/scm-auth/me", { signal });
    if (!isAdminUser(body?.user)) throw new ApiError(200, "bad_answer", "Unexpected answer from /me");
    return body.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Gives the pages below it the signed-in `user` (see `useSession`). */
export function SessionProvider({ user, children }: { user: AdminUser; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { lang } = useLanguage();

  const expired = useCallback(() => {
    void navigate(loginAddress(lang, pageOf(location.pathname, location.search)), { replace: true });
  }, [navigate, lang, location.pathname, location.search]);

  const logOut = useCallback(async () => {
    // Whoever signs out is editing nothing (the server ends their marks too).
    await closeOpenItems();
    try {
      await sendJson("POST", "/scm-auth/logout");
    } catch (error) {
      // Already signed out on the server: the goal is reached.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    void navigate(loginAddress(lang), { replace: true, state: SIGNED_OUT });
  }, [navigate, lang]);

  const value = useMemo(() => ({ user, logOut, expired }), [user, logOut, expired]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Whether the signed-in account may do `permission`. */
export function useMay(permission: Permission): boolean {
  return useSession().user.may.includes(permission);
}

/** The signed-in user of a guarded page (/admin/dashboard, /admin/upload). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside a guarded admin page");
  return session;
}
