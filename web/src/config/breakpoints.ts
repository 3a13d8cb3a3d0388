// The mobile breakpoint of the specification (section 9): 768 px and narrower is "mobile".
// styles/tokens.css repeats the number in its media queries (CSS cannot import it).
export const MOBILE_MAX_WIDTH = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
