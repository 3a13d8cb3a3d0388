// The feedback pages, fetched together: a citizen who sends a message goes on to its status.
// Each by its page id (the route table's), so that the first download names each page once.
import { FeedbackPage } from "./feedback-page";
import { FeedbackStatusPage } from "./status-page";

export const pages = { feedback: FeedbackPage, "feedback-status": FeedbackStatusPage };
