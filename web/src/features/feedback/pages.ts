// The feedback pages, fetched together: a citizen who sends a message goes on to its status.
export { FeedbackPage } from "./feedback-page";
export { FeedbackStatusPage } from "./status-page";
