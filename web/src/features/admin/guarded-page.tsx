// A guarded admin page: the session check, then the admin bar and the page itself, sharing
// what waits for the signed-in person.
import type { ComponentType, ReactNode } from "react";
import type { PageProps } from "../../lib/page-props";
import { useLanguage } from "../../lib/language";
import { AdminBar } from "./admin-bar";
import { AdminGuard } from "./guard";
import { useMay, type Permission } from "./session";
import { WaitingProvider } from "./waiting";
import "./admin.css";

/** `Page` shown only to a signed-in account, under the admin bar; with `needs`, only to one
 * whose role may do it (the others are told so, and the bar shows what they may use). */
export function guardedPage(Page: ComponentType<PageProps>, needs?: Permission): ComponentType<PageProps> {
  function GuardedPage(props: PageProps) {
    return (
      <AdminGuard>
        <WaitingProvider>
          <AdminBar />
          {needs ? (
            <Permitted needs={needs}>
              <Page {...props} />
            </Permitted>
          ) : (
            <Page {...props} />
          )}
        </WaitingProvider>
      </AdminGuard>
    );
  }
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name})`;
  return GuardedPage;
}

function Permitted({ needs, children }: { needs: Permission; children: ReactNode }) {
  const { t } = useLanguage();
  if (useMay(needs)) return <>{children}</>;
  return (
    <p role="alert" className="admin-message admin-message--error">
      {t(`admin.notAllowed.${needs}`)}
    </p>
  );
}
