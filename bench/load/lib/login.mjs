// One sign-in as a script sends it: POST /api/scm-auth/login with a JSON username and password
// and no Origin header, timed from the request to the end of its answer.
import http from "node:http";

/**
 * Signs in to the server at `url`. `cookie` is sent as the Cookie header; `agent` (default: a
 * fresh connection) and `localAddress` (the loopback address to send from) are Node's.
 * Resolves `{status, ms, setCookies, body}`; rejects on a socket error or after `timeoutMs`.
 */
export function logIn(url, { username, password, cookie, agent = false, localAddress, timeoutMs = 10_000 }) {
  const body = JSON.stringify({ username, password });
  const headers = { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) };
  if (cookie) headers.Cookie = cookie;
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const request = http.request(`${url}/api/scm-auth/login`, { method: "POST", headers, agent, localAddress }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          ms: performance.now() - began,
          setCookies: response.headers["set-cookie"] ?? [],
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`the login did not answer within ${timeoutMs} ms`)));
    request.end(body);
  });
}

/** `name=value` of the cookie `name` among Set-Cookie headers, to send back; null if absent. */
export function cookieFrom(setCookies, name) {
  const found = setCookies.find((header) => header.startsWith(`${name}=`));
  return found ? found.split(";")[0] : null;
}
