// One Lighthouse run (mobile form factor, default simulated throttling: Lighthouse's default
// config) and what the bench keeps of it: the four scores, LCP, TBT, CLS, bytes, and every
// audit that cost points or flags a saving, with the elements and resources it names.
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const MAX_ITEMS = 6;
// Audits that are reported, not scored; a score below 1 on these means nothing.
const UNSCORED = new Set(["informative", "notApplicable", "manual", "error"]);
// Performance diagnostics that explain a metric even when they carry no score of their own.
const EXPLAINS_METRIC = {
  lcp: ["lcp-breakdown-insight", "lcp-discovery-insight", "render-blocking-insight", "network-dependency-tree-insight"],
  tbt: ["long-tasks", "bootup-time", "mainthread-work-breakdown"],
  cls: ["layout-shifts", "cls-culprits-insight"],
};

/** Audits `url` through the Chromium on DevTools `port`; resolves to `{ summary, lhr }`. */
export async function auditPage(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    disableFullPageScreenshot: true,
  });
  if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { summary: summarise(result.lhr), lhr: result.lhr };
}

function score(lhr, id) {
  const value = lhr.categories[id]?.score;
  return value == null ? null : Math.round(value * 100);
}

function numeric(lhr, id) {
  return lhr.audits[id]?.numericValue ?? null;
}

export function summarise(lhr) {
  return {
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    scores: {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
    },
    metrics: {
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      bytes: siteBytes(lhr),
      lighthouseByteWeight: numeric(lhr, "total-byte-weight"),
      fcpMs: numeric(lhr, "first-contentful-paint"),
      speedIndexMs: numeric(lhr, "speed-index"),
    },
    failingAudits: failingAudits(lhr),
  };
}

/**
 * Bytes that crossed the network: Lighthouse's total-byte-weight also counts chrome:// and
 * chrome-extension:// resources, such as the 700 KiB of Chromium's own PDF viewer when a page
 * embeds a PDF, which no visitor downloads.
 */
function siteBytes(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items;
  if (!requests) return null;
  return requests
    .filter((request) => /^https?:/.test(request.url))
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/**
 * Every scored audit below 1 in the four categories (for performance: insights and diagnostics
 * that fail or estimate a saving; the metrics themselves are judged against the targets).
 */
function failingAudits(lhr) {
  const found = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.group === "metrics" || ref.group === "hidden") continue;
      if (UNSCORED.has(audit.scoreDisplayMode) || audit.score == null || audit.score >= 1) continue;
      if (id === "performance" && audit.score >= 0.9 && !hasSavings(audit)) continue;
      found.push(describe(id, ref.weight, audit));
    }
  }
  return found;
}

function hasSavings(audit) {
  return Object.values(audit.metricSavings ?? {}).some((value) => value > 0);
}

/** The audits behind one metric (`lcp`, `tbt`, `cls`), failing or not: why that metric is high. */
export function explainMetric(lhr, metric) {
  return EXPLAINS_METRIC[metric]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && audit.scoreDisplayMode !== "notApplicable")
    .map((audit) => describe("performance", 0, audit));
}

function describe(category, weight, audit) {
  return {
    category,
    id: audit.id,
    title: audit.title,
    score: audit.score,
    weight,
    displayValue: audit.displayValue ?? null,
    metricSavings: audit.metricSavings ?? null,
    items: items(audit.details).slice(0, MAX_ITEMS).map(describeItem).filter(Boolean),
  };
}

/** The rows of a details block; insights nest tables in a list. */
function items(details) {
  if (!details) return [];
  if (details.type === "list" || details.type === "checklist") {
    const nested = Array.isArray(details.items) ? details.items : Object.values(details.items ?? {});
    const rows = nested.flatMap((entry) => (entry?.type && entry.type !== "node" ? items(entry) : [entry]));
    // The element an insight is about (LCP element, shifted node) says more than its totals.
    return [...rows.filter((row) => row?.type === "node"), ...rows.filter((row) => row?.type !== "node")];
  }
  if (details.type === "list-section") return items(details.value);
  if (details.type === "text") return [details.value];
  if (details.type === "criticalrequestchain" || details.type === "network-tree") return chainLeaves(details.chains);
  // A "Total" row (node of type text) sums the rows after it.
  return Array.isArray(details.items) ? details.items.filter((row) => row?.node?.type !== "text") : [];
}

/** The requests at the ends of a request chain, longest path first. */
function chainLeaves(chains = {}) {
  const leaves = [];
  const walk = (node) => {
    const children = Object.values(node.children ?? {});
    if (children.length === 0) {
      leaves.push({
        url: node.url ?? node.request?.url,
        navStartToEndTime: node.navStartToEndTime,
        transferSize: node.transferSize,
      });
    }
    children.forEach(walk);
  };
  Object.values(chains).forEach(walk);
  return leaves;
}

/** One short line for a details row: the element, the resource or the label it is about. */
function describeItem(item) {
  if (!item || typeof item !== "object") return item == null ? null : String(item);
  const node = item.node ?? (item.type === "node" ? item : null);
  const parts = [];
  if (node) {
    const label = node.nodeLabel ? ` "${node.nodeLabel.slice(0, 80)}"` : "";
    parts.push(`${node.selector ?? ""} ${(node.snippet ?? "").slice(0, 160)}${label}`.trim());
  }
  const url = item.url ?? item.source?.url ?? item.request?.url;
  if (url) parts.push(url);
  for (const key of ["label", "description", "phase", "groupLabel", "reason", "failureReason", "name"]) {
    const value = item[key];
    if (typeof value === "string") parts.push(value);
    else if (value?.formattedDefault) parts.push(value.formattedDefault);
  }
  for (const key of ["timing", "duration", "total", "wastedBytes", "wastedMs", "transferSize", "score", "navStartToEndTime"]) {
    if (typeof item[key] === "number") parts.push(`${key}=${Math.round(item[key] * 1000) / 1000}`);
  }
  if (parts.length === 0) return JSON.stringify(item).slice(0, 200);
  return parts.join(" | ").replace(/\s+/g, " ");
}
