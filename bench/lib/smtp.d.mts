// Types of smtp.mjs (plain JavaScript, like server.mjs), for the end-to-end tests.

/** A message the server received, as smtp-server.py wrote it. */
export interface Message {
  /** The envelope's sender. */
  mailFrom: string;
  /** The envelope's recipients. */
  rcptTos: string[];
  /** Whether it came over TLS. */
  tls: boolean;
  /** The account that signed in to send it, if any. */
  authUser: string | null;
  /** Its headers, decoded, by lower-case name. */
  headers: Record<string, string>;
  /** Its text, decoded (null for a message of several parts). */
  text: string | null;
}

export interface SmtpOptions {
  /** More options of smtp-server.py (`--refuse-first`, `1`). */
  args?: string[];
  /** For `listening on <port>` (default 10 s). */
  timeoutMs?: number;
}

export interface StartedSmtpServer {
  /** Its port on 127.0.0.1. */
  port: number;
  /** `smtp://127.0.0.1:PORT`, for the site's `--smtp-url`. */
  url: string;
  /** The temporary folder it writes the messages to (removed at stop). */
  dir: string;
  /** What it has received so far, in order. */
  received(): Promise<Message[]>;
  /** Waits until it has received `count` messages (default 20 s); all it has received. */
  waitFor(count: number, timeoutMs?: number): Promise<Message[]>;
  /** SIGTERM, SIGKILL after `graceMs` (default 5000); then its folder removed. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts the server on a free port; throws, saying python3-aiosmtpd is needed, if it does not. */
export declare function startSmtpServer(options?: SmtpOptions): Promise<StartedSmtpServer>;
