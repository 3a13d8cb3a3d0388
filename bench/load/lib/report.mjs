// The targets of the load bench (throughput, the attack, slow clients, the trusted sign-in,
// cold start and memory), checked against a run's results, and the plain-text tables the bench
// prints.

const MiB = 2 ** 20;

/**
 * Every target: a label, the figure it reads, how it compares and the limit. Figures that a
 * shortened or partial run did not produce are left out.
 */
export const TARGETS = [
  { key: "html.ratio", label: "home page HTML: ours / nginx requests/s", at: "≥", limit: 1.0, get: (r) => row(r, "html")?.ratio },
  { key: "js.ratio", label: "largest JS: ours / nginx requests/s", at: "≥", limit: 1.0, get: (r) => row(r, "js")?.ratio },
  {
    key: "events.rps",
    label: "GET /api/events requests/s",
    at: "≥",
    limit: 30_000,
    get: (r) => row(r, "events")?.ours.requestsPerSecond,
  },
  { key: "events.p99", label: "GET /api/events p99 (ms)", at: "≤", limit: 5, get: (r) => row(r, "events")?.ours.latencyMs.p99 },
  { key: "attack.p99Ratio", label: "home page p99 under attack / quiet", at: "≤", limit: 2, get: (r) => r.attack?.p99Ratio },
  // Bounded: the idle budget plus the argon2id hashes (64 MiB each) allowed at once, and slack.
  { key: "attack.peakRss", label: "peak RSS under attack (MiB)", at: "≤", limit: 200, get: (r) => mib(r.attack?.peakRssBytes) },
  // Judged on a start with the store in place (every start but a site's very first, which
  // also creates the store and hashes the first admin's password; reported beside it).
  {
    key: "start.median",
    label: "spawn to first 200 on /api/health, median (ms)",
    at: "≤",
    limit: 200,
    get: (r) => r.coldStart?.restartMs.median,
  },
  { key: "rss.idle", label: "resident memory idle (MiB)", at: "≤", limit: 50, get: (r) => mib(r.memory?.idleRssBytes) },
  { key: "slow.p99Ratio", label: "home page p99 under slow clients / quiet", at: "≤", limit: 2, get: (r) => r.slow?.p99Ratio },
  // The admin with a device cookie is let in, and quickly, while the username is locked out
  // and while guesses of other usernames fill the queue of password hashes.
  {
    key: "trusted.lockout.not200",
    label: "admin's trusted sign-ins not answered 200, username locked out",
    at: "≤",
    limit: 0,
    get: (r) => r.trusted?.lockout.trusted.not200,
  },
  {
    key: "trusted.lockout.max",
    label: "admin's trusted sign-in, username locked out, max (ms)",
    at: "<",
    limit: 1000,
    get: (r) => r.trusted?.lockout.trusted.ms.max,
  },
  {
    key: "trusted.queue.not200",
    label: "admin's trusted sign-ins not answered 200, hash queue full",
    at: "≤",
    limit: 0,
    get: (r) => r.trusted?.queue.trusted.not200,
  },
  {
    key: "trusted.queue.max",
    label: "admin's trusted sign-in, hash queue full, max (ms)",
    at: "<",
    limit: 1000,
    get: (r) => r.trusted?.queue.trusted.ms.max,
  },
];

function row(results, key) {
  return results.throughput?.find((entry) => entry.key === key);
}

function mib(bytes) {
  return bytes == null ? undefined : Math.round((bytes / MiB) * 10) / 10;
}

/** Each target with its figure and whether it was met (figures not measured are skipped). */
export function checkTargets(results) {
  return TARGETS.map(({ key, label, at, limit, get }) => {
    const value = get(results);
    if (value === undefined) return null;
    const met = { "≥": value >= limit, "≤": value <= limit, "<": value < limit }[at];
    return { key, label, value, target: `${at} ${limit}`, met };
  }).filter(Boolean);
}

/** A plain-text table: the first row is the header; numbers are right-aligned. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    r.map((cell, i) => (typeof cell === "number" ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

const fmt = (n) => (n == null ? "-" : n);

export function throughputTable(throughput) {
  const rows = [
    [
      "URL",
      "ours req/s",
      "p50 ms",
      "p99 ms",
      "CPU µs/req",
      "nginx req/s",
      "p50 ms",
      "p99 ms",
      "CPU µs/req",
      "ratio",
      "CPU ratio",
    ],
  ];
  for (const e of throughput) {
    rows.push([
      e.label,
      e.ours.requestsPerSecond,
      e.ours.latencyMs.p50,
      e.ours.latencyMs.p99,
      e.ours.cpuUsPerRequest,
      e.nginx.requestsPerSecond,
      e.nginx.latencyMs.p50,
      e.nginx.latencyMs.p99,
      e.nginx.cpuUsPerRequest,
      e.ratio,
      e.cpuRatio,
    ]);
  }
  return `${table(rows)}\nratio: ours / nginx requests/s; CPU ratio: ours / nginx CPU time per request (lower is better)`;
}

export function syndicationTable(syndication) {
  const rows = [["URL (gzip)", "req/s", "p50 ms", "p99 ms", "KB sent"]];
  for (const d of syndication.documents) {
    rows.push([d.path, d.requestsPerSecond, d.latencyMs.p50, d.latencyMs.p99, Math.round(d.wireBytes / 100) / 10]);
  }
  const home = [
    ["home page", "req/s", "p50 ms", "p99 ms"],
    ["quiet", syndication.quiet.requestsPerSecond, syndication.quiet.latencyMs.p50, syndication.quiet.latencyMs.p99],
    [
      `while both are flooded (${syndication.floodConnections} connections each)`,
      syndication.flooded.requestsPerSecond,
      syndication.flooded.latencyMs.p50,
      syndication.flooded.latencyMs.p99,
    ],
    [
      `control: while ${syndication.control.path} is flooded as hard`,
      syndication.control.probe.requestsPerSecond,
      syndication.control.probe.latencyMs.p50,
      syndication.control.probe.latencyMs.p99,
    ],
  ];
  const flood = [...syndication.flood, ...syndication.control.flood].map((f) => `${f.path} ${f.requestsPerSecond}/s`).join(", ");
  return `${table(rows)}

${table(home)}
flooded meanwhile: ${flood}; home page p50 ratio ${syndication.p50Ratio}, p99 ratio ${syndication.p99Ratio}`;
}

export function attackTable(attack) {
  const rows = [
    ["home page", "req/s", "p50 ms", "p99 ms", "p99 / quiet"],
    ["ours, quiet", attack.idle.requestsPerSecond, attack.idle.latencyMs.p50, attack.idle.latencyMs.p99, ""],
    [
      `ours, ${attack.attackers} clients guessing`,
      attack.underAttack.requestsPerSecond,
      attack.underAttack.latencyMs.p50,
      attack.underAttack.latencyMs.p99,
      attack.p99Ratio,
    ],
  ];
  const c = attack.control;
  if (c) {
    rows.push(["control: nginx, quiet", c.idle.requestsPerSecond, c.idle.latencyMs.p50, c.idle.latencyMs.p99, ""]);
    rows.push([
      "control: nginx, while ours is attacked",
      c.underAttack.requestsPerSecond,
      c.underAttack.latencyMs.p50,
      c.underAttack.latencyMs.p99,
      c.p99Ratio,
    ]);
  }
  return (
    table(rows) +
    `\nlogin attempts: ${attack.login.attempts} (${attack.login.perSecond}/s): ` +
    `${attack.login.refused401} answered 401 (hashed), ${attack.login.throttled429} answered 429 (throttled), ` +
    `${attack.login.other} other; peak RSS ${mib(attack.peakRssBytes)} MiB`
  );
}

export function startTable(coldStart, memory) {
  const rows = [["figure", "median", "max"]];
  if (coldStart) {
    rows.push(["spawn → 200 on /api/health, fresh data dir (ms)", coldStart.freshMs.median, coldStart.freshMs.max]);
    rows.push(["spawn → 200 on /api/health, restart (ms)", coldStart.restartMs.median, coldStart.restartMs.max]);
    rows.push(["RSS idle after a fresh start (MiB)", mib(coldStart.idleRssBytes.median), mib(coldStart.idleRssBytes.max)]);
    const unknown = coldStart.unknownSignIn;
    if (unknown) {
      rows.push(["first sign-in of an unknown username after a restart (ms)", unknown.firstMs.median, unknown.firstMs.max]);
      rows.push(["second sign-in of an unknown username (ms)", unknown.secondMs.median, unknown.secondMs.max]);
    }
  }
  if (memory) {
    rows.push(["RSS of the bench server idle, after start (MiB)", fmt(mib(memory.idleRssBytes)), ""]);
    rows.push(["RSS of the bench server after the load runs (MiB)", fmt(mib(memory.afterLoadRssBytes)), ""]);
  }
  return table(rows);
}

export function targetTable(checked) {
  return table([
    ["target", "figure", "wanted", "result"],
    ...checked.map((t) => [t.label, t.value, t.target, t.met ? "met" : "MISSED"]),
  ]);
}

/** How each kind of slow client is described in the table. */
const SLOW_KINDS = {
  halfHead: (drip) => `half a request head, a byte every ${drip.headMs / 1000} s`,
  silent: () => "connected, nothing sent",
  slowBody: (drip) => `login body (Content-Length 100000), a byte every ${drip.bodyMs / 1000} s`,
  idleKeepAlive: () => "keep-alive, idle after one request",
};

export function slowTable(slow) {
  const clients = [
    [
      "slow clients",
      "opened",
      "held at probe end",
      "closed by server",
      "closed after: median s",
      "min–max s",
      "server's limit",
      "answers",
    ],
  ];
  for (const [kind, k] of Object.entries(slow.kinds)) {
    const after = k.closedAfterSeconds;
    clients.push([
      SLOW_KINDS[kind](slow.dripMs),
      k.opened,
      k.heldAtProbeEnd,
      k.closedByServer,
      after ? after.median : "-",
      after ? `${after.min}–${after.max}` : "-",
      `${k.limit.name} ${k.limit.seconds} s`,
      Object.entries(k.answers)
        .map(([status, n]) => `${status}: ${n}`)
        .join(", "),
    ]);
  }
  const probes = [
    ["home page", "req/s", "p50 ms", "p99 ms", "p99 / quiet"],
    ["ours, quiet", slow.quiet.requestsPerSecond, slow.quiet.latencyMs.p50, slow.quiet.latencyMs.p99, ""],
    [
      `ours, ${slow.opened} slow connections open`,
      slow.underSlowClients.requestsPerSecond,
      slow.underSlowClients.latencyMs.p50,
      slow.underSlowClients.latencyMs.p99,
      slow.p99Ratio,
    ],
  ];
  const c = slow.control;
  if (c) {
    probes.push(["control: nginx, quiet", c.quiet.requestsPerSecond, c.quiet.latencyMs.p50, c.quiet.latencyMs.p99, ""]);
    probes.push([
      "control: nginx, while ours holds them",
      c.underSlowClients.requestsPerSecond,
      c.underSlowClients.latencyMs.p50,
      c.underSlowClients.latencyMs.p99,
      c.p99Ratio,
    ]);
  }
  const never = Object.values(slow.kinds).reduce((sum, k) => sum + k.neverClosed, 0);
  return (
    `${table(clients)}\n` +
    `closed after: from the head's first byte (half heads), the connection (silent), the complete head (bodies), ` +
    `the answer (keep-alive; the connection if it had none); ${never} connection(s) still open when the bench gave up ` +
    `waiting\n\n${table(probes)}`
  );
}

export function trustedTable(trusted) {
  const statuses = (counts) =>
    Object.entries(counts)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ") || "none";
  const answer = (a) => (a.error ? `no answer after ${a.ms} ms (${a.error})` : `${a.status} in ${a.ms} ms`);
  const rows = [["figure", "value"]];
  const phases = [
    ["lockout", `the username locked out: ${trusted.attackers} addresses guess admin's password`],
    ["queue", `the hash queue full: ${trusted.attackers} addresses guess usernames that do not exist`],
  ];
  for (const [key, title] of phases) {
    const phase = trusted[key];
    if (!phase) continue;
    const t = phase.trusted;
    const g = phase.guessers;
    rows.push(
      [title, ""],
      ["  admin's first sign-in, before the attack", answer(phase.firstSignIn)],
      [`  admin's sign-in with the device cookie (${t.signIns})`, `median ${t.ms.median} ms, max ${t.ms.max} ms`],
      ["  its answers", statuses(t.statuses)],
      [`  admin's right password, no device cookie, from ${phase.untrusted.from}`, answer(phase.untrusted)],
      [
        `  guessers' answers (${g.attempts} in all)`,
        `${statuses(g.statuses)}; socket errors ${g.errors}; given up at the stop ${g.abandoned}`,
      ],
    );
  }
  return table(rows);
}
