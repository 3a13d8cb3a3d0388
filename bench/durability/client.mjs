// The API calls of the loop, as README's API section describes them. A write resolves only
// when the server answered its 2xx and the answer's body was read whole: that is the moment the
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

/** A signed-in account (the admin, or the bench's editor or publisher) on one running server. */
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

  /** POST /api/upload/photo with one PNG; resolves to its site path. */
  async uploadPhoto(bytes, name) {
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "image/png" }), name);
    const response = await this.#call("/api/upload/photo", { method: "POST", body: form });
    return (await expect("upload photo", response, 201)).url;
  }

  /** POST /api/accounts (admin) `{username, password, role}`; resolves to the account. */
  async createAccount(username, password, role) {
    const response = await this.#call("/api/accounts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password, role }),
    });
    return expect(`add account ${username}`, response, 201);
  }

  /** The status of GET /api/scm-auth/me: 200 while this session is live, 401 once it is not. */
  async sessionStatus() {
    const response = await this.#call("/api/scm-auth/me");
    await response.arrayBuffer();
    return response.status;
  }

  /** POST /api/content/{kind}: the item as JSON; resolves to the item as staff see it (201). */
  async createItem(kind, data) {
    const response = await this.#call(`/api/content/${kind}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(data),
    });
    return expect(`create ${kind}`, response, 201);
  }

  /** PUT /api/content/{kind}/{id} with `If-Match: "<version>"`; resolves to the next version. */
  async replaceItem(kind, id, version, data) {
    const response = await this.#call(`/api/content/${kind}/${encodeURIComponent(id)}`, {
      method: "PUT",
      headers: { "content-type": "application/json", "if-match": `"${version}"` },
      body: JSON.stringify(data),
    });
    return expect(`change ${kind}/${id}`, response, 200);
  }

  /** POST /api/content/{kind}/{id}/{step} (`submit`, `approve`, …) from `version`; resolves to
   * the item after the step. */
  async reviewItem(kind, id, step, version) {
    const response = await this.#call(`/api/content/${kind}/${encodeURIComponent(id)}/${step}`, {
      method: "POST",
      headers: { "if-match": `"${version}"` },
    });
    return expect(`${step} ${kind}/${id}`, response, 200);
  }

  /** DELETE /api/content/{kind}/{id} at `version` (204). */
  async deleteItem(kind, id, version) {
    const response = await this.#call(`/api/content/${kind}/${encodeURIComponent(id)}`, {
      method: "DELETE",
      headers: { "if-match": `"${version}"` },
    });
    await expect(`delete ${kind}/${id}`, response, 204);
  }

  /** GET of a JSON document that may be absent: `{ status, body }` (`body` only on 200). */
  async lookJson(path) {
    const response = await this.#call(path);
    const text = await response.text();
    if (response.status === 200) return { status: 200, body: JSON.parse(text) };
    if (response.status === 404) return { status: 404, body: null };
    throw new ApiError(`GET ${path}`, response.status, text);
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
