// The pages about the corporation's rules and the website, fetched together: they share their
// sections' component and their texts' catalog part.
export { AccessibilityStatementPage, HelpPage, ScreenReaderAccessPage, WebsitePoliciesPage } from "./info-pages";
export { PrivacyPolicyPage } from "./privacy-policy-page";
export { UserGuidelinesPage } from "./user-guidelines-page";
