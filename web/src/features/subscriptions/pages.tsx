// The subscription pages, fetched together: the form, and the pages its letters link to. Each by
// its page id (the route table's), so that the first download names each page once.
import type { PageProps } from "../../lib/page-props";
import { LinkPage } from "./link-page";
import { SubscribePage } from "./subscribe-page";

function ConfirmPage(_props: PageProps) {
  return <LinkPage action="confirm" />;
}

function UnsubscribePage(_props: PageProps) {
  return <LinkPage action="unsubscribe" />;
}

export const pages = { subscribe: SubscribePage, "subscribe-confirm": ConfirmPage, "subscribe-unsubscribe": UnsubscribePage };
