import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import {
  CONNECTOR_NAMESPACE,
  type ConnectorAnswer,
  type ConnectorPayload,
  MAX_CLOCK_SKEW_SECONDS,
  type RefusalCode,
  verifyBody,
} from "../../src/server/wordpress/connector/protocol";

/**
 * A fake Plugsmith Connector for the API and browser tests (issue #37): a Node HTTP server that speaks
 * wordpress/connector/protocol.ts as the real plugin does (signature over the exact bytes with verifyBody, its own
 * siteId, timestamp within MAX_CLOCK_SKEW_SECONDS, nonces never reused, the one-time code entered within 10 minutes,
 * only slugs it installed), keeps one backup per plugin for a rollback, and logs refusals. `mode` makes it misbehave:
 * never answer, redirect, answer 2 MB, or refuse everything; "refuse-install" answers everything but refuses an install
 * after reading its package (what a site that keeps the ZIP and says no could do).
 */
export type FakeSiteMode = "normal" | "silent" | "redirect" | "huge" | "refuse" | "refuse-install";

export interface FakeInstalled {
  version: string;
  zipBytes: number;
  active: boolean;
  backup: { version: string; zipBytes: number } | null;
}

export interface FakeConnectorSite {
  url: string;
  mode: FakeSiteMode;
  /** While set, answers wait for it (tests release several sites' answers at one moment). */
  gate: Promise<void> | null;
  /** What the site's administrator typed in Settings → Plugsmith Connector. */
  enterCode(code: string): void;
  paired(): { siteId: string; publicKey: string } | null;
  plugins: Map<string, FakeInstalled>;
  refusals: Array<{ action: string; code: RefusalCode }>;
  /** How long an install takes (a real site unpacks and activates). */
  installDelayMs: number;
  /** The post_max_size it reports (null: reports none, as an older connector). */
  maxBodyBytes: number | null;
  /** The most requests it was answering at one time. */
  maxConcurrent: number;
  /** Every request body received, by action (raw, to replay). */
  received: Array<{ action: string; body: string }>;
  /** Sends a raw body to an action as Plugsmith would (for replay and forgery tests). */
  post(action: string, body: string): Promise<{ status: number; answer: ConnectorAnswer }>;
  close(): Promise<void>;
}

export async function startFakeConnectorSite(options: { name?: string; wordpressVersion?: string; phpVersion?: string } = {}): Promise<FakeConnectorSite> {
  let code: { value: string; at: number } | null = null;
  let pairing: { siteId: string; publicKey: string } | null = null;
  const seenNonces = new Map<string, number>();
  const silentSockets = new Set<Socket>();
  let inFlight = 0;
  const site: FakeConnectorSite = {
    url: "",
    mode: "normal",
    gate: null,
    enterCode: (value) => {
      code = { value: value.toUpperCase().replace(/[^A-Z0-9]/g, ""), at: Date.now() };
    },
    paired: () => pairing,
    plugins: new Map(),
    refusals: [],
    maxConcurrent: 0,
    installDelayMs: 0,
    maxBodyBytes: 64 * 1024 * 1024,
    received: [],
    post: async (action, body) => {
      const res = await fetch(`${site.url}/?rest_route=/${CONNECTOR_NAMESPACE}/${action}`, { method: "POST", headers: { "content-type": "application/json" }, body });
      return { status: res.status, answer: (await res.json()) as ConnectorAnswer };
    },
    close: async () => {
      for (const socket of silentSockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const report = () => ({
    name: options.name ?? "Fake client site",
    url: site.url,
    wordpressVersion: options.wordpressVersion ?? "6.8.1",
    phpVersion: options.phpVersion ?? "8.3.9",
    ...(site.maxBodyBytes === null ? {} : { maxBodyBytes: site.maxBodyBytes }),
  });

  const answer = (action: string, raw: string): { status: number; body: ConnectorAnswer } => {
    const refuse = (status: number, refusal: RefusalCode, message: string) => {
      site.refusals.push({ action, code: refusal });
      return { status, body: { ok: false as const, code: refusal, message } };
    };
    let body: { payload: string; signature: string };
    let payload: ConnectorPayload;
    try {
      body = JSON.parse(raw) as { payload: string; signature: string };
      if (typeof body.payload !== "string" || typeof body.signature !== "string") throw new Error("fields");
      payload = JSON.parse(Buffer.from(body.payload, "base64").toString("utf8")) as ConnectorPayload;
    } catch {
      return refuse(400, "bad_request", "Not a signed request");
    }
    if (payload.action !== action) return refuse(400, "bad_request", "Action mismatch");
    const key = payload.action === "pair" ? payload.publicKey : pairing?.publicKey;
    if (!key) return refuse(403, "not_paired", "This site is not paired");
    let valid = false;
    try {
      valid = verifyBody(body, key);
    } catch {
      valid = false;
    }
    if (!valid) return refuse(403, "bad_signature", "The signature does not match");
    if (payload.action !== "pair" && payload.siteId !== pairing!.siteId) return refuse(403, "wrong_site", "Signed for another site");
    if (Math.abs(Date.now() / 1000 - payload.timestamp) > MAX_CLOCK_SKEW_SECONDS) return refuse(403, "expired", "Too old");
    const now = Date.now();
    for (const [nonce, at] of seenNonces) if (now - at > 2 * MAX_CLOCK_SKEW_SECONDS * 1000) seenNonces.delete(nonce);
    if (seenNonces.has(payload.nonce)) return refuse(403, "replayed", "This request was seen before");
    seenNonces.set(payload.nonce, now);
    if (site.mode === "refuse") return refuse(403, "not_ours", "Refused by the test");
    if (site.mode === "refuse-install" && payload.action === "install") return refuse(400, "bad_package", "Refused by the test after reading the package");

    switch (payload.action) {
      case "pair": {
        if (!code || Date.now() - code.at > 10 * 60_000 || code.value !== payload.code) return refuse(403, "bad_code", "The code does not match");
        code = null;
        pairing = { siteId: payload.siteId, publicKey: payload.publicKey };
        return { status: 200, body: { ok: true, site: report() } };
      }
      case "status":
        return { status: 200, body: { ok: true, site: report() } };
      case "install": {
        const zip = Buffer.from(payload.zip, "base64");
        if (zip.length < 4 || zip.readUInt32LE(0) !== 0x04034b50) return refuse(400, "bad_package", "Not a ZIP");
        const before = site.plugins.get(payload.slug);
        site.plugins.set(payload.slug, {
          version: payload.version,
          zipBytes: zip.length,
          active: true,
          backup: before ? { version: before.version, zipBytes: before.zipBytes } : null,
        });
        return { status: 200, body: { ok: true, site: report(), plugin: { slug: payload.slug, version: payload.version, active: true, errors: [] } } };
      }
      case "rollback": {
        const current = site.plugins.get(payload.slug);
        if (!current) return refuse(403, "not_ours", "Not installed by Plugsmith");
        if (!current.backup) return refuse(409, "no_backup", "No earlier version kept");
        site.plugins.set(payload.slug, { version: current.backup.version, zipBytes: current.backup.zipBytes, active: true, backup: null });
        return { status: 200, body: { ok: true, site: report(), plugin: { slug: payload.slug, version: current.backup.version, active: true, errors: [] } } };
      }
      case "unpair":
        pairing = null;
        return { status: 200, body: { ok: true, site: report() } };
    }
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const route = url.searchParams.get("rest_route") ?? "";
    const action = route.startsWith(`/${CONNECTOR_NAMESPACE}/`) ? route.slice(CONNECTOR_NAMESPACE.length + 2) : "";
    if (req.method !== "POST" || !action) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ code: "rest_no_route" }));
      return;
    }
    const raw = await readBody(req);
    site.received.push({ action, body: raw });
    if (site.mode === "silent") {
      silentSockets.add(req.socket);
      return; // never answers
    }
    if (site.mode === "redirect") {
      res.writeHead(302, { location: "http://example.invalid/" }).end();
      return;
    }
    if (site.mode === "huge") {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      for (let i = 0; i < 32; i++) res.write(chunk);
      res.end();
      return;
    }
    inFlight += 1;
    site.maxConcurrent = Math.max(site.maxConcurrent, inFlight);
    try {
      if (site.gate) await site.gate;
      if (action === "install" && site.installDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, site.installDelayMs));
      const { status, body } = answer(action, raw);
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    } finally {
      inFlight -= 1;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return site;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
