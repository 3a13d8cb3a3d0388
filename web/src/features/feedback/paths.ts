// The addresses of the feedback pages that link to each other, in a module of their own: the
// figures page links to the form without fetching the form's code.

/** The form's page, which its plain form is posted to. */
export const FEEDBACK_PATH = "/feedback";

/** The public figures of citizens' messages (./figures-page.tsx). */
export const FIGURES_PATH = "/feedback/figures";
