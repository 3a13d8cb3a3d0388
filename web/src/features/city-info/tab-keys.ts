/** The tab a key moves to in a horizontal tab list of `count` tabs (WAI-ARIA tabs pattern):
 * Left and Right wrap around, Home and End go to the ends; null for any other key. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
