// The site's targets for Lighthouse (FIGURES) and the plain-text summary of a run: min, median and max of
// each figure over all pages, and every page that misses a target with the audits behind it.

/** Each figure of a page summary, how it is printed, and its target (none for bytes). */
export const FIGURES = [
  { key: "performance", short: "perf", label: "performance", get: (s) => s.scores.performance, min: 95, format: String },
  { key: "accessibility", short: "a11y", label: "accessibility", get: (s) => s.scores.accessibility, min: 100, format: String },
  { key: "bestPractices", short: "bp", label: "best practices", get: (s) => s.scores.bestPractices, min: 100, format: String },
  { key: "seo", short: "seo", label: "SEO", get: (s) => s.scores.seo, min: 100, format: String },
  {
    key: "lcpMs",
    short: "LCP",
    label: "LCP",
    get: (s) => s.metrics.lcpMs,
    max: 1500,
    format: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  { key: "tbtMs", short: "TBT", label: "TBT", get: (s) => s.metrics.tbtMs, max: 50, format: (v) => `${Math.round(v)} ms` },
  { key: "cls", short: "CLS", label: "CLS", get: (s) => s.metrics.cls, max: 0.02, format: (v) => v.toFixed(3) },
  {
    key: "bytes",
    short: "bytes",
    label: "bytes transferred",
    get: (s) => s.metrics.bytes,
    format: (v) => `${(v / 1024).toFixed(1)} KiB`,
  },
];

function target(figure) {
  if (figure.min !== undefined) return figure.min === 100 ? "100" : `>= ${figure.format(figure.min)}`;
  if (figure.max !== undefined) return `<= ${figure.format(figure.max)}`;
  return "-";
}

/** The figures of one page summary that miss their target (a missing figure misses too). */
/** The address `p` (perhaps with a query of its own) in `lang`. */
export const inLanguage = (p, lang) => `${p}${p.includes("?") ? "&" : "?"}lang=${lang}`;

export function missedTargets(summary) {
  if (summary.runtimeError) return ["runtime error"];
  return FIGURES.filter((figure) => {
    const value = figure.get(summary);
    if (figure.min === undefined && figure.max === undefined) return false;
    if (value == null) return true;
    return figure.min !== undefined ? value < figure.min : value > figure.max;
  }).map((figure) => figure.key);
}

/** One line of figures for the progress output. */
export function formatPage(summary) {
  const figures = FIGURES.map((figure) => {
    const value = figure.get(summary);
    return `${figure.short} ${value == null ? "-" : figure.format(value)}`;
  }).join(" ");
  return summary.runtimeError ? `${figures} (Lighthouse: ${summary.runtimeError})` : figures;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function table(rows) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => String(row[col]).length)));
  return rows
    .map((row) =>
      row
        .map((cell, col) => String(cell).padEnd(widths[col]))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** The text printed at the end of a run. `pages` are the entries of results.json. */
export function formatSummary(pages) {
  const measured = pages.filter((page) => !page.error && !page.runtimeError);
  const rows = [["figure", "min", "median", "max", "target", "pages missing"]];
  for (const figure of FIGURES) {
    const values = measured.map(figure.get).filter((v) => v != null);
    const missing = pages.filter((page) => page.missed.includes(figure.key)).length;
    const hasTarget = figure.min !== undefined || figure.max !== undefined;
    rows.push([
      figure.label,
      values.length ? figure.format(Math.min(...values)) : "-",
      values.length ? figure.format(median(values)) : "-",
      values.length ? figure.format(Math.max(...values)) : "-",
      target(figure),
      hasTarget ? (missing === 0 ? "met" : `missed on ${missing}`) : "",
    ]);
  }
  const lines = [table(rows)];
  const missed = pages.filter((page) => page.missed.length > 0);
  lines.push("", `${pages.length} pages, ${missed.length} missing a target${missed.length ? ":" : "."}`);
  for (const page of missed) {
    const figures = page.missed.map((key) => {
      const figure = FIGURES.find((f) => f.key === key);
      const value = figure && (page.error ? null : figure.get(page));
      return figure ? `${figure.label} ${value == null ? "-" : figure.format(value)}` : key;
    });
    lines.push(`  ${inLanguage(page.path, page.lang)}: ${figures.join(", ")}${page.error ? ` (${page.error})` : ""}`);
  }
  // Each page's failing audits, with their elements and resources, are in results.json.
  lines.push("", formatCauses(missed));
  return lines.join("\n");
}

/**
 * The audits behind the misses, across pages: how many pages each fails on (or, for the audits
 * that explain a metric, how many missing pages it was listed for) and its most frequent item.
 */
function formatCauses(missed) {
  const byAudit = new Map();
  for (const page of missed) {
    // Explanations already among the failing audits are kept as bare ids.
    const explained = Object.values(page.explain ?? {})
      .flat()
      .filter((audit) => typeof audit === "object");
    const audits = [...(page.failingAudits ?? []), ...explained];
    const seen = new Set();
    for (const audit of audits) {
      const key = `${audit.category}/${audit.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = byAudit.get(key) ?? { pages: 0, items: new Map() };
      entry.pages++;
      // Page addresses carry the server's port; drop the origin so the same file counts once.
      const item = String(audit.items[0] ?? audit.title).replace(/https?:\/\/127\.0\.0\.1:\d+/g, "");
      entry.items.set(item, (entry.items.get(item) ?? 0) + 1);
      byAudit.set(key, entry);
    }
  }
  const rows = [...byAudit.entries()].sort((a, b) => b[1].pages - a[1].pages);
  const lines = ["audits behind the misses (pages: audit: most frequent first item):"];
  for (const [key, entry] of rows) {
    const [item] = [...entry.items.entries()].sort((a, b) => b[1] - a[1])[0];
    lines.push(`  ${String(entry.pages).padStart(3)}  ${key}: ${item.slice(0, 150)}`);
  }
  return lines.join("\n");
}
