// A guarded admin page: the session check, then the admin bar and the page itself.
import type { ComponentType } from "react";
import type { PageProps } from "../../app/page-props";
import { AdminBar } from "./admin-bar";
import { AdminGuard } from "./guard";
import "./admin.css";

/** `Page` shown only to a signed-in administrator, under the admin bar. */
export function guardedPage(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  function GuardedPage(props: PageProps) {
    return (
      <AdminGuard>
        <AdminBar />
        <Page {...props} />
      </AdminGuard>
    );
  }
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name})`;
  return GuardedPage;
}
