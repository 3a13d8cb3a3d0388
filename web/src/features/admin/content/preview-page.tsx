// /admin/preview?kind=…&item=…: an item's newest version (a draft, or one in review) as its
// public page shows it, for signed-in staff only, in the page language (the language switch
// shows the other): the page's own component renders it, with the draft in place of the published
// version in every list of its kind. Visitors never see it: the draft comes from the staff API.
import { Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../../components/link";
import { ApiError } from "../../../lib/api";
import { WithCatalogs } from "../../../lib/catalogs/with-catalogs";
import { showPreview } from "../../../lib/content/preview";
import { useContentStore, type Item, type Kind } from "../../../lib/content/store";
import { searchWithLang, useLanguage } from "../../../lib/language";
import type { PageProps } from "../../../lib/page-props";
import { usePageTable } from "../../../lib/page-table";
import { routeTable } from "../../../lib/wasm";
import { LoadFailed } from "../load-failed";
import { readItem, type StoredItem } from "./content-api";
import { contentSearch, CONTENT_PATH } from "./content-path";
import { publicPageOf } from "./public-page";

type State = { status: "loading" } | { status: "failed" } | { status: "missing" } | { status: "ready"; item: StoredItem };

export function PreviewPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const pages = usePageTable();
  const store = useContentStore();
  const [params] = useSearchParams();
  const kind = params.get("kind") ?? "";
  const id = params.get("item") ?? "";
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    readItem(kind, id).then(
      (item) => {
        if (!live) return;
        showPreview(store, kind, item as unknown as Item<Kind>);
        setState({ status: "ready", item });
      },
      (error: unknown) => live && setState({ status: error instanceof ApiError && error.status === 404 ? "missing" : "failed" }),
    );
    return () => {
      live = false;
      showPreview(store, kind, null);
    };
  }, [store, kind, id, attempt]);

  const editor = `${CONTENT_PATH}${searchWithLang(contentSearch(kind, id), lang)}`;
  if (state.status === "loading") return <p role="status">{t("common.loading")}</p>;
  if (state.status === "failed") return <LoadFailed message="preview.failed" onRetry={() => setAttempt((n) => n + 1)} />;
  const target = state.status === "ready" ? publicPageOf(kind, state.item) : undefined;
  const route = target && routeTable.find((candidate) => candidate.path === target.path);
  const page = route && pages[route.page];
  if (state.status === "missing" || !route || !page) {
    return (
      <p role="alert" className="admin-message admin-message--error">
        {t("preview.missing")}
      </p>
    );
  }
  return (
    <div className="preview-page">
      <div className="admin-message preview-page__banner">
        <p>
          <strong>{t("preview.banner", { status: t(`review.status.${state.item.status}`) })}</strong>
        </p>
        <p>
          <Link to={editor}>{t("preview.backToEditor")}</Link>
        </p>
      </div>
      <h2>{t(route.titleKey)}</h2>
      <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
        <WithCatalogs langs={[lang]} parts={page.parts}>
          <page.Component route={route} />
        </WithCatalogs>
      </Suspense>
    </div>
  );
}
