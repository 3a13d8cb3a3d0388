/** axe for the end-to-end tests: the WCAG 2.2 AA rules and best practices, every spec alike. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The violations axe finds on the page, one readable line per affected element.
 *
 * A page without frames is checked by axe in the page itself (AxeBuilder's legacy mode), two to
 * three times faster than its default, which opens a blank page for every run to put the frames'
 * results together; a page with a frame (a map, a PDF shown in a dialog) gets the default, which
 * checks inside the frame too.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} [${node.impact ?? violation.impact ?? "unknown"}] ${violation.help}` +
        ` — ${node.target.map((target) => JSON.stringify(target)).join(" > ")}` +
        (node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, "\n    ")}` : ""),
    ),
  );
}
