// The pages about the corporation's rules and the website, fetched together: they share their
// sections' component and their texts' catalog part. Each by its page id (the route table's),
// so that the first download names each page once.
import { AccessibilityStatementPage, HelpPage, ScreenReaderAccessPage, WebsitePoliciesPage } from "./info-pages";
import { PrivacyPolicyPage } from "./privacy-policy-page";
import { UserGuidelinesPage } from "./user-guidelines-page";

export const pages = {
  "privacy-policy": PrivacyPolicyPage,
  "user-guidelines": UserGuidelinesPage,
  "accessibility-statement": AccessibilityStatementPage,
  help: HelpPage,
  "screen-reader-access": ScreenReaderAccessPage,
  "website-policies": WebsitePoliciesPage,
};
