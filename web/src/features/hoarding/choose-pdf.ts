/** The built-in circular (content/public/files/hoarding/), shown until an admin saves one. */
export const BUILT_IN_CIRCULAR = "/files/hoarding/hoarding-circular-2025.pdf";

/**
 * The PDF the page shows, from the body of GET /api/hoarding (`null` when the call failed):
 * the current record's URL when it is one of this server's uploads, else the built-in circular.
 */
export function chooseHoardingPdf(body: unknown): string {
  if (typeof body !== "object" || body === null) return BUILT_IN_CIRCULAR;
  const current = (body as { current?: unknown }).current;
  if (typeof current !== "object" || current === null) return BUILT_IN_CIRCULAR;
  const url = (current as { url?: unknown }).url;
  return typeof url === "string" && /^\/uploads\/[^/?#]+$/.test(url) ? url : BUILT_IN_CIRCULAR;
}
