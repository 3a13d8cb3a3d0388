// The server's JSON API under /api. Every call travels with the session cookie (same origin,
// HttpOnly): the browser never sees or stores a token. Any answer other than 2xx rejects
// with one ApiError that says what the server said.

const BASE = "/api";

/** A failed call: the HTTP status (0 when the network failed) and the server's error code. */
export class ApiError extends Error {
  /** The HTTP status; 0 for a network failure. */
  status: number;
  /** The server's `error.code`; "validation" for 422, "network" when no answer came. */
  code: string;
  /** The 422 answer's field codes (`{"title.en": ["required"]}`), else {}. */
  fields: Record<string, string[]>;
  /** Seconds to wait before trying again, from the Retry-After header. */
  retryAfter?: number;
  /** The server's own `error.message` (English), when its answer had one. */
  serverMessage?: string;
  /** Everything the answer's `error` object said (a 412's `savedBy` and `savedAt`). */
  details: Record<string, unknown> = {};

  constructor(status: number, code: string, message: string, fields: Record<string, string[]> = {}, retryAfter?: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The field codes of a 422 body, keeping only lists of strings. */
function fieldsOf(errors: unknown): Record<string, string[]> {
  if (!isRecord(errors)) return {};
  const fields: Record<string, string[]> = {};
  for (const [field, codes] of Object.entries(errors)) {
    if (Array.isArray(codes)) fields[field] = codes.filter((code): code is string => typeof code === "string");
  }
  return fields;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return undefined;
  return Number(header);
}

/** The ApiError for a non-2xx answer with this status, body text and Retry-After header. */
export function errorFromAnswer(status: number, text: string, retryAfterHeader: string | null): ApiError {
  const body = parseBody(text);
  const retryAfter = parseRetryAfter(retryAfterHeader);
  if (status === 422 && isRecord(body) && "errors" in body) {
    return new ApiError(status, "validation", "Validation failed", fieldsOf(body.errors), retryAfter);
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = typeof error.code === "string" ? error.code : `http_${status}`;
  const serverMessage = typeof error.message === "string" && error.message.trim() !== "" ? error.message : undefined;
  const apiError = new ApiError(status, code, serverMessage ?? `HTTP ${status}`, {}, retryAfter);
  apiError.serverMessage = serverMessage;
  apiError.details = error;
  return apiError;
}

const isAbort = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";

/** An answer: its parsed JSON body (undefined when empty) and its headers. */
export interface Answer<T> {
  body: T | undefined;
  headers: Headers;
}

async function exchange<T>(method: string, path: string, init: RequestInit): Promise<Answer<T>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${BASE}${path}`, { ...init, method, credentials: "same-origin" });
    text = await response.text();
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    throw new ApiError(0, "network", cause instanceof Error ? cause.message : "Network error");
  }
  if (!response.ok) throw errorFromAnswer(response.status, text, response.headers.get("Retry-After"));
  return { body: parseBody(text) as T | undefined, headers: response.headers };
}

async function request<T>(method: string, path: string, init: RequestInit): Promise<T | undefined> {
  return (await exchange<T>(method, path, init)).body;
}

/** GET `path` (under /api, e.g. "/events") and its JSON body. An abort rejects with AbortError. */
export async function getJson<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  return (await request<T>("GET", path, { headers: { Accept: "application/json" }, signal: init.signal })) as T;
}

/** Sends `body` as JSON (none when undefined); the answer's JSON body, undefined for 204. */
export async function sendJson<T>(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T | undefined> {
  return (await exchangeJson<T>(method, path, body)).body;
}

/** Sends `body` as JSON (none when undefined) with extra `headers` (`If-Match`); the answer
 * with its headers. */
export function exchangeJson<T>(
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const all: Record<string, string> = { Accept: "application/json", ...headers };
  if (body !== undefined) all["Content-Type"] = "application/json";
  return exchange<T>(method, path, { headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
}

/**
 * Sends a multipart form with XMLHttpRequest, which, unlike fetch, reports the upload's
 * progress: `onProgress` receives the fraction sent, 0 to 1.
 */
export function sendForm<T>(
  method: "POST" | "PUT",
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${BASE}${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(parseBody(xhr.responseText) as T);
      } else {
        reject(errorFromAnswer(xhr.status, xhr.responseText, xhr.getResponseHeader("Retry-After")));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "network", "Network error"));
    xhr.onabort = () => reject(new ApiError(0, "network", "Request aborted"));
    xhr.send(form);
  });
}
