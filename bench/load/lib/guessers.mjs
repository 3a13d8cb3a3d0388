// Password guessers from many addresses: each one a loop of wrong passwords on a keep-alive
// connection of its own, sent from its own loopback address (127.0.0.2, 127.0.0.3, …; Linux
// answers on all of 127.0.0.0/8 without setup), so that the server's per-address throttle sees
// as many attackers as there are loops. They guess at `admin` unless told which username each
// guess is for. Their answers are counted by status.
import http from "node:http";
import { logIn } from "./login.mjs";
import { sleep } from "./processes.mjs";

/** The source address of guesser `i` (0-based): 127.0.0.2 onwards, up to 127.0.0.254. */
function address(i) {
  if (i + 2 > 254) throw new Error(`at most 253 guessers (127.0.0.2 to 127.0.0.254), not ${i + 1}`);
  return `127.0.0.${i + 2}`;
}

/**
 * Starts `count` guessers against the server at `url`; each stops by itself after `seconds`.
 * `username(i, n)` names the account guesser `i` tries in its `n`th guess (from 1; default
 * `admin`); `timeoutMs` is how long one guess may wait for its answer.
 * Resolves at once with `{addresses, stop()}`; `stop()` ends every loop, gives up the guesses
 * still waiting for an answer (closing their connections) and resolves
 * `{attempts, statuses, errors, abandoned}`: the answered guesses, their count by status, the
 * socket errors, and the guesses given up at the stop.
 */
export function startGuessers({ url, count, seconds, username = () => "admin", timeoutMs = 10_000 }) {
  const deadline = performance.now() + seconds * 1000;
  let stopping = false;
  const statuses = {};
  let errors = 0;
  let abandoned = 0;
  const addresses = Array.from({ length: count }, (_, i) => address(i));
  const agents = addresses.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const loops = addresses.map(async (localAddress, i) => {
    const agent = agents[i];
    try {
      for (let n = 1; !stopping && performance.now() < deadline; n++) {
        const guess = { username: username(i, n), password: `wrong-guess-${i}-${n}`, agent, localAddress, timeoutMs };
        try {
          const answer = await logIn(url, guess);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        } catch {
          if (stopping) {
            // Its connection was closed by stop() while it waited.
            abandoned++;
            break;
          }
          // A refused or reset connection: counted, and a pause so a failing loop does not spin.
          errors++;
          await sleep(100);
        }
      }
    } finally {
      agent.destroy();
    }
  });
  return {
    addresses,
    async stop() {
      stopping = true;
      // Closing the connections ends the guesses in flight at once, however long the server
      // would still take to answer them.
      for (const agent of agents) agent.destroy();
      await Promise.all(loops);
      const attempts = Object.values(statuses).reduce((a, b) => a + b, 0);
      return { attempts, statuses, errors, abandoned };
    },
  };
}
