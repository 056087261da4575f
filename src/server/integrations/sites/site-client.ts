import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { actionUrl, type ConnectorAction, type ConnectorAnswer, REFUSAL_CODES } from "../../wordpress/connector/protocol";

/**
 * Calls to a paired site's Plugsmith Connector (issue #37). Plugsmith only ever calls the address stored for the site,
 * checked again here at every call: https, or http to localhost/127.0.0.1 when NODE_ENV is development or test. A
 * redirect is never followed (any 3xx is a failure: it could point at another host), an answer is read incrementally
 * up to `maxResponseBytes`, and a site that has not answered within `timeoutMs` is unreachable.
 */
export interface SiteClientOptions {
  timeoutMs: number;
  maxResponseBytes: number;
  /**
   * Sites on localhost/127.0.0.1 (http or https) are allowed: NODE_ENV development or test, or a Plugsmith that is
   * itself served from a loopback SITE_URL (a developer's machine, the browser tests). Otherwise https only, and
   * loopback, private and link-local addresses written as such are refused (docs/decisions/0072).
   */
  allowLocal: boolean;
}

/** The client's `allowLocal` for a start: development, tests, or a Plugsmith on a loopback address. */
export function allowLocalSites(nodeEnv: string, siteUrl: string): boolean {
  return nodeEnv !== "production" || LOCAL_HOSTS.has(new URL(siteUrl).hostname);
}

export type SiteCallResult =
  /** The site answered with the connector's JSON (ok or a refusal). */
  | { kind: "answer"; status: number; answer: ConnectorAnswer }
  /** No answer in time, or no connection: worth trying again later. */
  | { kind: "unreachable"; reason: string }
  /** It answered, but not as a connector does (a redirect, too big, not its JSON): trying again would not help. */
  | { kind: "bad_answer"; reason: string };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/** Host names that are loopback, private or link-local addresses as written (no DNS lookup: see decision 0072). */
function privateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host.includes(":")) return host === "::1" || host === "::" || /^(fe80|fc[0-9a-f]{2}|fd[0-9a-f]{2}):/.test(host) || host.startsWith("::ffff:");
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (!v4) return false;
  const [a, b] = [Number(v4[1]), Number(v4[2])];
  return a === 127 || a === 10 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
}

/** A site's address as kept: scheme, host, port and path, without query, fragment or trailing slash. Throws AppError invalid_url. */
export function checkSiteUrl(raw: string, allowLocal: boolean): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AppError("invalid_url", "Enter the site's full address, like https://example.com");
  }
  if (url.username || url.password) throw new AppError("invalid_url", "The address must not contain a user name or password");
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol === "http:") {
    if (!(local && allowLocal)) throw new AppError("invalid_url", "The site's address must start with https://");
  } else if (url.protocol !== "https:") {
    throw new AppError("invalid_url", "The site's address must start with https://");
  }
  if (!allowLocal && privateHost(url.hostname)) throw new AppError("invalid_url", "The site must have a public address");
  if (url.search || url.hash) throw new AppError("invalid_url", "Enter the site's home address, without ? or #");
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, "")}`;
}

/** POSTs a signed body to one action of the site. Never throws for what the site does; throws AppError for a bad stored URL. */
export async function callSite(
  siteUrl: string,
  action: ConnectorAction,
  body: { payload: string; signature: string },
  options: SiteClientOptions,
): Promise<SiteCallResult> {
  const checked = checkSiteUrl(siteUrl, options.allowLocal);
  if (checked !== siteUrl) throw new AppError("invalid_url", "The site's stored address is not valid");
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(actionUrl(siteUrl, action), {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        redirect: "manual",
        signal: controller.signal,
      });
    } catch (err) {
      return { kind: "unreachable", reason: controller.signal.aborted ? `no answer within ${Math.round(options.timeoutMs / 1000)} s` : describe(err) };
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => {});
      return { kind: "bad_answer", reason: `the site answered with a redirect (${response.status}); redirects are not followed` };
    }
    const read = await readLimited(response, options.maxResponseBytes, controller.signal);
    if (read.kind !== "ok") return read.kind === "too_big"
      ? { kind: "bad_answer", reason: `the site's answer is larger than ${options.maxResponseBytes} bytes` }
      : { kind: "unreachable", reason: controller.signal.aborted ? `no answer within ${Math.round(options.timeoutMs / 1000)} s` : read.reason };
    const answer = parseAnswer(read.text);
    if (!answer) return { kind: "bad_answer", reason: `the site did not answer as the Plugsmith Connector does (HTTP ${response.status})` };
    return { kind: "answer", status: response.status, answer };
  } finally {
    clearTimeout(timer);
  }
}

async function readLimited(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ kind: "ok"; text: string } | { kind: "too_big" } | { kind: "failed"; reason: string }> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    return { kind: "too_big" };
  }
  if (!response.body) return { kind: "ok", text: "" };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      if (signal.aborted) throw new Error("aborted");
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return { kind: "too_big" };
      }
      chunks.push(value);
    }
  } catch (err) {
    return { kind: "failed", reason: describe(err) };
  }
  return { kind: "ok", text: Buffer.concat(chunks).toString("utf8") };
}

/** What a site may say, checked field by field: its answer is stored and shown, and the site is not ours to trust. */
const short = (max: number) => z.string().max(max);
const answerSchema = z.union([
  z.object({
    ok: z.literal(true),
    site: z.object({ name: short(200), url: short(2000), wordpressVersion: short(40), phpVersion: short(40), maxBodyBytes: z.number().int().min(0).optional() }),
    plugin: z.object({ slug: short(200), version: short(100), active: z.boolean(), errors: z.array(short(4000)).max(50) }).optional(),
  }),
  z.object({ ok: z.literal(false), code: z.enum(REFUSAL_CODES), message: z.string().transform((m) => m.slice(0, 500)) }),
]);

function parseAnswer(text: string): ConnectorAnswer | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = answerSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function describe(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : "";
  return `${err instanceof Error ? err.message : String(err)}${cause}`.slice(0, 300);
}
