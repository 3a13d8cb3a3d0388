// The code of the admin area's pages (app/pages.ts names them, with their catalog parts): each
// page is fetched from its own chunk when first visited, and shown behind the guard (the
// session check, the admin bar and the role it needs). A module apart, itself fetched on the
// first visit to the admin area: the public site's first download carries neither the guard
// nor the names of the admin area's files.
import type { ComponentType } from "react";
import { guardedPage } from "../features/admin/guarded-page";
import type { Permission } from "../features/admin/session";
import type { PageProps } from "../lib/page-props";

type Component = ComponentType<PageProps>;

interface AdminPage {
  load: () => Promise<Component>;
  /** What the account's role must allow (none: any signed-in account). */
  needs?: Permission;
}

const adminPages = {
  "admin-dashboard": {
    load: async () => (await import("../features/admin/dashboard/dashboard-page")).DashboardPage,
  },
  "admin-upload": { load: async () => (await import("../features/admin/upload-page")).UploadPage, needs: "publish" },
  "admin-accounts": {
    load: async () => (await import("../features/admin/accounts/accounts-page")).AccountsPage,
    needs: "manageAccounts",
  },
  "admin-password": { load: async () => (await import("../features/admin/accounts/password-page")).PasswordPage },
  "admin-audit": {
    load: async () => (await import("../features/admin/audit/audit-page")).AuditPage,
    needs: "manageAccounts",
  },
  "admin-feedback": { load: async () => (await import("../features/admin/feedback/feedback-page")).FeedbackPage },
  "admin-review": {
    load: async () => (await import("../features/admin/review/due-page")).DuePage,
    needs: "edit",
  },
  "admin-subscribers": {
    load: async () => (await import("../features/admin/subscribers/subscribers-page")).SubscribersPage,
    needs: "manageAccounts",
  },
  "admin-preview": {
    load: async () => (await import("../features/admin/content/preview-page")).PreviewPage,
    needs: "edit",
  },
  "admin-content": {
    load: async () => (await import("../features/admin/content/content-page")).ContentPage,
    needs: "edit",
  },
} satisfies Record<string, AdminPage>;

/** A page id of the admin area (wasm-core's route table). */
export type AdminPageId = keyof typeof adminPages;

/** The page `id` behind its guard, once its code is here. */
export async function loadAdminPage(id: AdminPageId): Promise<Component> {
  const page: AdminPage = adminPages[id];
  return guardedPage(await page.load(), page.needs);
}
