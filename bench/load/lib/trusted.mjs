// The real admin's sign-in while many addresses attack the login page, in two phases, each on a
// fresh server. The admin signs in once on the quiet server and keeps the device cookie it is
// given; then guessers start from 60 loopback addresses, and after a couple of seconds the admin
// signs in again with the device cookie, a few times a second apart, timed from request to
// answer, keeping the cookie each answer renews as a browser does. Then one sign-in with the
// right password but without the cookie shows what anyone else gets meanwhile.
//
// - The username locked out: the guessers send wrong passwords for `admin`. After 5 failures
//   the username is locked out, and later guesses are turned away (429) without a hash. The
//   trusted sign-in is exempt from the lockout; the one without the cookie is turned away.
// - The hash queue full: each guesser tries usernames of its own that do not exist, a new one
//   every 5 guesses so that no username is ever locked out. Every guess costs a full hash
//   (against the decoy), and each address has 5 hashed before it is locked out: 60 × 5 = 300
//   hashes for the shared lane, one per guesser waiting at any time. The trusted sign-in is
//   hashed in a lane of its own. The one without the cookie, sent from an address no guesser
//   uses, is let in (200) after its turn in the queue.
import { cookieFrom, logIn } from "./login.mjs";
import { sleep } from "./processes.mjs";
import { startGuessers } from "./guessers.mjs";
import { ADMIN_PASSWORD, startServer } from "./server.mjs";

const DEVICE_COOKIE = "smc_device";
const ADMIN = { username: "admin", password: ADMIN_PASSWORD };
// The failures the server allows a username or an address before it locks it out.
const FREE_FAILURES = 5;
// Where the cookieless sign-in of the second phase comes from: past the guessers' addresses.
const FRESH_ADDRESS = "127.0.0.200";
// How long each trusted sign-in may take before it counts as unanswered.
const TRUSTED_TIMEOUT_MS = 10_000;

const PHASES = {
  lockout: {
    title: "the username locked out",
    guessing: "admin",
    username: () => "admin",
    untrustedFrom: "127.0.0.1",
  },
  queue: {
    title: "the hash queue full",
    guessing: `usernames that do not exist, a new one every ${FREE_FAILURES} guesses`,
    username: (i, n) => `guest-${i}-${Math.ceil(n / FREE_FAILURES)}`,
    untrustedFrom: FRESH_ADDRESS,
  },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round1 = (ms) => Math.round(ms * 10) / 10;

/** One sign-in that never rejects: a socket error or a timeout is the status `no answer`. */
async function timedLogIn(url, request) {
  const began = performance.now();
  try {
    const answer = await logIn(url, request);
    return { ...answer, ms: round1(answer.ms) };
  } catch (error) {
    return { status: "no answer", error: error.message, ms: round1(performance.now() - began), setCookies: [] };
  }
}

/** The admin's sign-ins with the device cookie, `gapMs` apart: `{signIns, ms, statuses, not200}`. */
async function trustedSignIns(url, device, { signIns, gapMs }) {
  const answers = [];
  for (let i = 0; i < signIns; i++) {
    if (i > 0) await sleep(gapMs);
    const answer = await timedLogIn(url, { ...ADMIN, cookie: device, timeoutMs: TRUSTED_TIMEOUT_MS });
    answers.push(answer);
    // A browser keeps the cookie each sign-in renews.
    device = cookieFrom(answer.setCookies, DEVICE_COOKIE) ?? device;
  }
  const times = answers.map((a) => a.ms);
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    signIns: answers.length,
    ms: { median: median(times), max: Math.max(...times), all: times },
    statuses,
    not200: answers.filter((a) => a.status !== 200).length,
  };
}

/** One phase on a server of its own; `phase` is one of PHASES. */
async function measurePhase({ bin, webDir, settings, phase, log }) {
  const say = (line) => log(`  ${phase.title}: ${line}`);
  const server = await startServer({ bin, webDir });
  let guessers;
  try {
    const first = await logIn(server.url, ADMIN);
    const device = cookieFrom(first.setCookies, DEVICE_COOKIE);
    if (first.status !== 200 || !device) {
      throw new Error(
        `the admin's first sign-in answered ${first.status} ${device ? "" : "without a device cookie "}(${first.body})`,
      );
    }
    say(`first sign-in ${first.status} in ${round1(first.ms)} ms, device cookie issued`);

    // The guessers stop right after the cookieless sign-in; this only bounds them should
    // something hang.
    const untrustedTimeoutMs = settings.untrustedTimeoutSeconds * 1000;
    const bound =
      settings.warmupSeconds + (settings.signIns * (settings.gapMs + TRUSTED_TIMEOUT_MS) + untrustedTimeoutMs) / 1000 + 10;
    guessers = startGuessers({
      url: server.url,
      count: settings.attackers,
      seconds: bound,
      username: phase.username,
      // A guess may wait behind every other guesser's in the queue.
      timeoutMs: untrustedTimeoutMs,
    });
    if (guessers.addresses.includes(phase.untrustedFrom)) {
      throw new Error(
        `${settings.attackers} guessers would use ${phase.untrustedFrom}, the address of the sign-in without the cookie`,
      );
    }
    await sleep(settings.warmupSeconds * 1000);

    const trusted = await trustedSignIns(server.url, device, settings);
    say(`with the device cookie ${trusted.ms.all.map((ms) => `${ms} ms`).join(", ")} (${JSON.stringify(trusted.statuses)})`);
    const untrusted = await timedLogIn(server.url, {
      ...ADMIN,
      localAddress: phase.untrustedFrom,
      timeoutMs: untrustedTimeoutMs,
    });
    say(
      `without the device cookie, from ${phase.untrustedFrom}: ${untrusted.error ? `no answer (${untrusted.error})` : untrusted.status} in ${untrusted.ms} ms`,
    );

    const attack = await guessers.stop();
    guessers = null;
    say(
      `guessers' answers ${JSON.stringify(attack.statuses)}, socket errors ${attack.errors}, given up at the stop ${attack.abandoned}`,
    );
    return {
      guessing: phase.guessing,
      firstSignIn: { status: first.status, ms: round1(first.ms) },
      trusted,
      untrusted: {
        from: phase.untrustedFrom,
        status: untrusted.status,
        ms: untrusted.ms,
        ...(untrusted.error && { error: untrusted.error }),
      },
      guessers: attack,
    };
  } finally {
    await guessers?.stop();
    await server.stop();
  }
}

/**
 * `settings`: `{attackers, warmupSeconds, signIns, gapMs, untrustedTimeoutSeconds}`. Resolves
 * `{attackers, warmupSeconds, lockout, queue}`, a phase's figures under its key.
 */
export async function measureTrustedSignIn({ bin, webDir, settings, log }) {
  const results = { attackers: settings.attackers, warmupSeconds: settings.warmupSeconds };
  for (const [key, phase] of Object.entries(PHASES)) {
    results[key] = await measurePhase({ bin, webDir, settings, phase, log });
  }
  return results;
}
