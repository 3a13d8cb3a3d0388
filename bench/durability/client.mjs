// The API calls of the loop, as README's API section describes them. A write resolves only
// when the server answered 201 and the answer's body was read whole: that is the moment the
// client may call it acknowledged. Anything else throws an `ApiError` (with the status) or
// the network error of a killed server.

export class ApiError extends Error {
  constructor(what, status, body) {
    super(`${what}: ${status} ${body.slice(0, 300)}`);
    this.status = status;
  }
}

async function expect(what, response, status) {
  const text = await response.text();
  if (response.status !== status) throw new ApiError(what, response.status, text);
  return text ? JSON.parse(text) : null;
}

/** A signed-in admin on one running server. */
export class Api {
  /** @param {string} base `http://127.0.0.1:<port>` @param {AbortSignal} [signal] */
  constructor(base, signal) {
    this.base = base;
    this.signal = signal;
    this.token = null;
  }

  /** The same admin on calls it abandons after `ms` (an admin who closes the tab or loses
   * the network in the middle of a save). */
  impatient(ms) {
    const timeout = AbortSignal.timeout(ms);
    const api = new Api(this.base, this.signal ? AbortSignal.any([this.signal, timeout]) : timeout);
    api.token = this.token;
    return api;
  }

  async #call(path, init = {}) {
    const headers = { ...init.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    return fetch(`${this.base}${path}`, { ...init, headers, signal: this.signal });
  }

  /** POST /api/scm-auth/login; keeps the answer's token for the calls that follow. */
  async login(username, password) {
    const response = await this.#call("/api/scm-auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    this.token = (await expect("login", response, 200)).token;
  }

  /** POST /api/events: `data` as JSON, each image `{ bytes, name }`; resolves to the event. */
  async createEvent(data, images) {
    const form = new FormData();
    form.append("data", JSON.stringify(data));
    for (const { bytes, name } of images) {
      form.append("images", new Blob([bytes], { type: "image/png" }), name);
    }
    const response = await this.#call("/api/events", { method: "POST", body: form });
    return expect("create event", response, 201);
  }

  /** POST /api/upload with one PDF; resolves to its site path. */
  async uploadPdf(bytes, name) {
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
    const response = await this.#call("/api/upload", { method: "POST", body: form });
    return (await expect("upload PDF", response, 201)).url;
  }

  /** POST /api/hoarding {url}; resolves to the saved record `{url, savedAt}`. */
  async saveHoarding(url) {
    const response = await this.#call("/api/hoarding", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url }),
    });
    return expect("save hoarding", response, 201);
  }

  /** GET of a JSON document that must answer 200. */
  async getJson(path) {
    return expect(`GET ${path}`, await this.#call(path), 200);
  }

  /** GET of a file: `{ status, bytes }` (bytes only on 200). */
  async getBytes(path) {
    const response = await this.#call(path);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, bytes: response.status === 200 ? bytes : null };
  }
}
