// The citizens' forms reached from every footer, fetched together: the feedback form and its
// status page, and the subscription form and the pages its letters link to. One chunk costs the
// first download one file name, not two. Each by its page id (the route table's), so that the
// first download names each page once; the chunk is named after the first of them.
import { pages as feedback } from "../../features/feedback/pages";
import { pages as subscriptions } from "../../features/subscriptions/pages";

export const pages = { ...feedback, ...subscriptions };
