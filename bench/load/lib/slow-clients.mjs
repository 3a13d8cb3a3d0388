// Slow clients, opened from the bench's own process on loopback sockets: four kinds that each
// hold one of the server's connections without ever finishing a request. For every socket it
// records when the server's clock on it started, when the server closed it and what, if
// anything, the server answered first; nothing here reconnects, so the figures are those of
// one wave of clients.
import net from "node:net";
import { sleep } from "./processes.mjs";

/** The kinds, in the order the tables show them. */
export const KINDS = ["halfHead", "silent", "slowBody", "idleKeepAlive"];

// The login body a trickling client never finishes: the head promises far more than it sends.
const SLOW_BODY_LENGTH = 100_000;
const SLOW_BODY = '{"username":"admin","password":"';

/**
 * What each kind sends once connected. `host` is the Host header. The clock the server holds
 * each kind to starts when its head begins (half head), when it connects (silent), when its
 * head is complete (slow body) or when its first answer arrives (idle keep-alive).
 */
function opening(kind, host) {
  switch (kind) {
    case "halfHead":
      // The request line and a header, then a header whose value never ends.
      return `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `;
    case "silent":
      return "";
    case "slowBody":
      return (
        `POST /api/scm-auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${SLOW_BODY_LENGTH}\r\n\r\n`
      );
    case "idleKeepAlive":
      return `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`;
    default:
      throw new Error(`unknown kind of slow client ${kind}`);
  }
}

/** One client: connects, sends its opening, and notes how its connection ends. */
function connect(kind, { host, port, connectTimeoutMs }) {
  const client = {
    kind,
    connectedAt: null,
    clockFrom: null,
    closedAt: null,
    closedBy: null,
    answer: null,
    dripped: 0,
    failed: null,
  };
  const socket = net.connect({ host, port });
  socket.setNoDelay(true);
  client.socket = socket;
  const closed = (by) => {
    if (client.closedAt !== null) return;
    client.closedAt = performance.now();
    client.closedBy = by;
  };
  /** The bench ends the connection (the server's close, if first, is kept). */
  client.destroy = () => {
    closed("bench");
    socket.destroy();
  };
  let received = "";
  socket.on("data", (chunk) => {
    if (client.answer !== null) return;
    received += chunk.toString("latin1");
    const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
    if (status) {
      client.answer = status[1];
      if (kind === "idleKeepAlive") client.clockFrom = performance.now();
    }
  });
  // The server's FIN, or a reset or a broken pipe noticed on the next write.
  const serverClosed = (by) => {
    closed(by);
    socket.destroy();
  };
  socket.on("end", () => serverClosed("server"));
  socket.on("error", (error) => serverClosed(error.code ?? "error"));
  socket.on("close", () => serverClosed("server"));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.failed = "timeout";
      client.destroy();
      resolve(client);
    }, connectTimeoutMs);
    socket.once("connect", () => {
      clearTimeout(timer);
      client.connectedAt = performance.now();
      const first = opening(kind, `${host}:${port}`);
      if (first) socket.write(first);
      if (kind !== "idleKeepAlive") client.clockFrom = performance.now();
      resolve(client);
    });
    socket.once("error", (error) => {
      clearTimeout(timer);
      if (client.connectedAt === null) client.failed = error.code ?? "error";
      resolve(client);
    });
  });
}

/**
 * Opens `perKind` clients of each kind at once and keeps the two trickling kinds trickling: the
 * half heads one byte every `headDripMs`, the bodies one byte every `bodyDripMs`. Resolves
 * with `{clients, held(), waitForServer(ms), destroyAll()}` once every connection is open (or
 * failed to open).
 */
export async function openSlowClients({ url, perKind, headDripMs, bodyDripMs, connectTimeoutMs = 5000 }) {
  const { hostname: host, port } = new URL(url);
  const target = { host, port: Number(port), connectTimeoutMs };
  const clients = await Promise.all(KINDS.flatMap((kind) => Array.from({ length: perKind }, () => connect(kind, target))));
  const open = (kind) => clients.filter((c) => c.kind === kind && !c.failed && c.closedAt === null);
  // The keep-alive clients are idle once their one request has been answered.
  const deadline = performance.now() + connectTimeoutMs;
  while (open("idleKeepAlive").some((c) => c.answer === null) && performance.now() < deadline) await sleep(10);
  const drip = (kind, byte) => {
    for (const client of open(kind)) {
      client.socket.write(byte(client.dripped));
      client.dripped += 1;
    }
  };
  const timers = [
    setInterval(() => drip("halfHead", () => "a"), headDripMs),
    // The body a byte at a time: the start of a login, then the password's letters.
    setInterval(() => drip("slowBody", (n) => SLOW_BODY[n] ?? "a"), bodyDripMs),
  ];

  return {
    clients,
    /** Per kind, the connections the server still holds now. */
    held: () => Object.fromEntries(KINDS.map((kind) => [kind, open(kind).length])),
    /** Waits until the server has closed every connection, or `ms` passed. */
    async waitForServer(ms) {
      const deadline = performance.now() + ms;
      while (performance.now() < deadline && KINDS.some((kind) => open(kind).length > 0)) await sleep(50);
    },
    /** Stops the trickles and destroys every socket still open. */
    destroyAll() {
      for (const timer of timers) clearInterval(timer);
      for (const client of clients) client.destroy();
    },
  };
}
