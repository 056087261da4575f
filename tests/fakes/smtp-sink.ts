import { type AddressInfo, type Socket, createServer } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP server (the `smtp-server` package) on 127.0.0.1 that keeps every message it receives.
// Point SMTP_URL at `sink.url`; clients must not ask for STARTTLS (nodemailer: `ignoreTLS: true`).
// mailparser does not install from the registry, so the few parts tests read are parsed here.

export interface SinkMessage {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The message as received, headers and body. */
  raw: string;
  /** Decoded Subject header. */
  subject: string;
  /** The decoded text/plain body ("" when the message has none). */
  text: string;
  /** The decoded text/html body ("" when the message has none). */
  html: string;
  /** Top-level headers, names in lower case, values unfolded (not decoded). */
  headers: Record<string, string>;
}

/** How a refused attempt fails: 451 (try later) to RCPT TO, or 554 after the message was sent (DATA). */
export type SinkFailure = "rcpt" | "data";

export interface SmtpSink {
  port: number;
  url: string;
  messages: SinkMessage[];
  /** Recipients of the attempts refused on demand (failNext), in order. */
  refused: string[];
  /** Refuses the next `count` delivery attempts (each mail transaction counts once) the way `how` says. */
  failNext(count: number, how?: SinkFailure): void;
  /** Refuses the first `times` attempts to each recipient, whatever order mails come in. */
  failEachRecipient(times: number, how?: SinkFailure): void;
  /**
   * Holds the next message's DATA (the next one to `to`, when given) before answering it (the client waits for the 250): resolves when a
   * message is being held. A held message is kept (and answered 250) only on `release()`: one whose client
   * went away meanwhile (its process killed) is never released, and so was never delivered.
   */
  holdNext(to?: string): Promise<{ release(): void }>;
  /** The first message (already received or still to come) that matches; rejects after `timeoutMs`. */
  waitFor(predicate?: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const refused: string[] = [];
  const waiters = new Set<(message: SinkMessage) => void>();
  let failuresLeft = 0;
  let failuresPerRecipient = 0;
  let failure: SinkFailure = "rcpt";
  const refusedCount = (address: string) => refused.filter((a) => a === address).length;
  // Transactions (by session id) whose DATA must be refused.
  const failAtData = new Set<string>();
  let hold: { to?: string; resolve: (held: { release(): void }) => void } | undefined;

  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onRcptTo(address, session, callback) {
      if (failAtData.has(session.id)) return callback();
      if (failuresLeft > 0) failuresLeft--;
      else if (refusedCount(address.address) >= failuresPerRecipient) return callback();
      refused.push(address.address);
      if (failure === "data") {
        failAtData.add(session.id);
        return callback();
      }
      callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        if (hold && (!hold.to || session.envelope.rcptTo.some((r) => r.address === hold!.to))) {
          const held = hold;
          hold = undefined;
          held.resolve({ release: () => finish() });
          return;
        }
        finish();
      });
      const finish = () => {
        if (failAtData.delete(session.id)) {
          return callback(Object.assign(new Error("Message refused for now"), { responseCode: 554 }));
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const mailFrom = session.envelope.mailFrom;
        const message: SinkMessage = {
          from: mailFrom ? mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMessage(raw),
        };
        messages.push(message);
        for (const waiter of [...waiters]) waiter(message);
        callback();
      };
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", () => {
    // A client that drops its connection; nothing for the test to do.
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused,
    holdNext(to) {
      return new Promise((resolve) => (hold = { to, resolve }));
    },
    failNext(count, how = "rcpt") {
      failuresLeft = count;
      failure = how;
    },
    failEachRecipient(times, how = "rcpt") {
      failuresPerRecipient = times;
      failure = how;
    },
    waitFor(predicate = () => true, timeoutMs = 5_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (message: SinkMessage) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((m) => `${m.to.join(",")}: ${m.subject}`).join("; ") || "none";
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An SMTP server that accepts connections and never says a word (no greeting): a client waits until its
 * own timeout. For showing that no request waits for mail.
 */
export async function startSilentSmtpServer(): Promise<{ url: string; connections(): number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// ---- a small MIME reader: headers, multipart, quoted-printable, base64, encoded words ----

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

export function parseMessage(raw: string): Pick<SinkMessage, "subject" | "text" | "html" | "headers"> {
  const root = splitPart(raw);
  const leaves = flattenParts(root);
  const pick = (type: string) => {
    const part = leaves.find((p) => contentType(p).type === type && !isAttachment(p));
    return part ? decodeBody(part) : "";
  };
  let text = pick("text/plain");
  const html = pick("text/html");
  if (!text && leaves.length === 1 && !root.headers["content-type"]) text = decodeBody(root);
  return { subject: decodeEncodedWords(root.headers.subject ?? ""), text, html, headers: root.headers };
}

function splitPart(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function contentType(part: MimePart): { type: string; params: Record<string, string> } {
  const [type = "text/plain", ...rest] = (part.headers["content-type"] ?? "text/plain").split(";");
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf("=");
    if (eq === -1) continue;
    params[param.slice(0, eq).trim().toLowerCase()] = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
  }
  return { type: type.trim().toLowerCase(), params };
}

function isAttachment(part: MimePart): boolean {
  return /^\s*attachment/i.test(part.headers["content-disposition"] ?? "");
}

function flattenParts(part: MimePart): MimePart[] {
  const { type, params } = contentType(part);
  if (!type.startsWith("multipart/") || !params.boundary) return [part];
  const delimiter = `--${params.boundary}`;
  const children: MimePart[] = [];
  const sections = part.body.split(new RegExp(`^${escapeRegExp(delimiter)}(?:--)?[ \\t]*$`, "m"));
  // sections[0] is the preamble; the one after the closing delimiter is the epilogue.
  for (const section of sections.slice(1, -1)) {
    children.push(splitPart(section.replace(/^\n/, "").replace(/\n$/, "")));
  }
  return children.flatMap(flattenParts);
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers["content-transfer-encoding"] ?? "7bit").trim().toLowerCase();
  const charset = contentType(part).params.charset ?? "utf-8";
  let bytes: Buffer;
  if (encoding === "quoted-printable") bytes = decodeQuotedPrintable(part.body);
  else if (encoding === "base64") bytes = Buffer.from(part.body.replace(/\s+/g, ""), "base64");
  else bytes = Buffer.from(part.body, "utf8");
  return decodeCharset(bytes, charset).replace(/\n$/, "");
}

/** Quoted-printable: `=` at a line end is a soft break; `=XX` is one byte. */
export function decodeQuotedPrintable(input: string): Buffer {
  // Trailing blanks on a line were added in transit (RFC 2045 §6.7); a final `=` joins two lines.
  const joined = input.replace(/\r\n/g, "\n").replace(/[ \t]+$/gm, "").replace(/=\n/g, "");
  return decodeEscapes(joined);
}

/** `=XX` → one byte; every other character is itself, as UTF-8. */
function decodeEscapes(joined: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words in headers: `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=`. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, encoding: string, data: string) => {
      const bytes =
        encoding.toUpperCase() === "B"
          ? Buffer.from(data, "base64")
          : decodeEscapes(data.replace(/_/g, " "));
      return decodeCharset(bytes, charset);
    });
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString("utf8");
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
