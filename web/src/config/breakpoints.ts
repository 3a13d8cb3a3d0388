// The mobile breakpoint: 768 px and narrower is "mobile", wider is the desktop layout.
// styles/tokens.css repeats the number in its media queries (CSS cannot import it).
export const MOBILE_MAX_WIDTH = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
