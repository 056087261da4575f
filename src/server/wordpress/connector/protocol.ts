import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from "node:crypto";

/**
 * The contract between Plugsmith and the Plugsmith Connector plugin on a person's own WordPress (issue #37).
 * Plugsmith always calls the site, never the other way round: a site behind no public address still pairs, and the
 * connector needs no outbound network.
 *
 * Every call is `POST {siteUrl}/?rest_route=/plugsmith-connector/v1/{action}` (works with and without pretty
 * permalinks) with the JSON body `{ "payload": base64(payload JSON), "signature": base64(Ed25519 over those bytes) }`.
 * The connector verifies the signature over the exact decoded bytes, then that `siteId` is its own, that `timestamp`
 * is within MAX_CLOCK_SKEW_SECONDS of its clock and that `nonce` was not seen before (it keeps seen nonces for twice
 * the skew). `pair` is signed by the new key it carries (proof of possession) and is accepted only with the one-time
 * code the site's administrator entered in the connector's settings page within the last 10 minutes; every other
 * action is signed by the key stored at pairing. The code is compared upper-cased, without spaces and hyphens (the
 * administrator may type "abcd-1234" for "ABCD1234"); a code is dropped after 5 wrong tries or its first use.
 *
 * Answers are JSON: `{ ok: true, site: SiteReport, plugin?: PluginReport }` or `{ ok: false, code: RefusalCode,
 * message }` with a 4xx status (5xx for `cannot_write`). Refusals are logged on the site (the connector's settings page
 * lists the last ones). An install or rollback whose plugin stopped PHP with a fatal error on activation still answers
 * `ok: true` with `plugin.active: false` and the error, but the status may be 500 (PHP's own after a fatal error, kept by
 * some servers and by php-wasm): read the JSON body whatever the status.
 */
export const CONNECTOR_NAMESPACE = "plugsmith-connector/v1";
export const CONNECTOR_SLUG = "plugsmith-connector";
export const MAX_CLOCK_SKEW_SECONDS = 300;
/** The largest plugin ZIP a push carries (before base64). */
export const MAX_PUSH_ZIP_BYTES = 10 * 1024 * 1024;

export type ConnectorAction = "pair" | "status" | "install" | "rollback" | "unpair";

interface Signed {
  action: ConnectorAction;
  /** Plugsmith's id of the paired site (a UUID); the connector stores it at pairing. */
  siteId: string;
  /** Unix seconds. */
  timestamp: number;
  /** 32 hex characters, never reused. */
  nonce: string;
}

export type ConnectorPayload =
  | (Signed & { action: "pair"; code: string; publicKey: string; plugsmithOrigin: string })
  | (Signed & { action: "status" })
  | (Signed & { action: "install"; slug: string; version: string; zip: string })
  | (Signed & { action: "rollback"; slug: string })
  | (Signed & { action: "unpair" });

export const REFUSAL_CODES = [
  "bad_request",
  "not_paired",
  "bad_signature",
  "wrong_site",
  "expired",
  "replayed",
  "bad_code",
  "not_ours",
  "bad_package",
  "no_backup",
  /** The site cannot write its plugins folder (WordPress wants FTP credentials there) or a move failed (status 500). */
  "cannot_write",
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface SiteReport {
  name: string;
  url: string;
  wordpressVersion: string;
  phpVersion: string;
  /** The largest request body the site's PHP reads (post_max_size, in bytes; 0 for no limit). Older connectors omit it. */
  maxBodyBytes?: number;
}

export interface PluginReport {
  slug: string;
  /** The Version header of the files now installed. */
  version: string;
  active: boolean;
  /** PHP errors and the activation's own message; empty when it activated cleanly. */
  errors: string[];
}

export type ConnectorAnswer =
  | { ok: true; site: SiteReport; plugin?: PluginReport }
  | { ok: false; code: RefusalCode; message: string };

/** A site's key pair: the raw 32-byte public key (base64) goes to the site, the private key (PKCS#8 PEM) is kept encrypted. */
export function newSiteKeyPair(): { publicKey: string; privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "jwk" }).x!;
  return { publicKey: Buffer.from(raw, "base64url").toString("base64"), privateKeyPem: privateKey.export({ format: "pem", type: "pkcs8" }).toString() };
}

export const newNonce = () => randomBytes(16).toString("hex");

/** The request body for `payload`, signed with the site's private key. */
export function signedBody(payload: ConnectorPayload, privateKeyPem: string): { payload: string; signature: string } {
  const bytes = Buffer.from(JSON.stringify(payload), "utf8");
  const signature = sign(null, bytes, createPrivateKey(privateKeyPem));
  return { payload: bytes.toString("base64"), signature: signature.toString("base64") };
}

/** Checks a body as the connector does (for tests and for reading our own requests back); the connector's PHP is the wall. */
export function verifyBody(body: { payload: string; signature: string }, publicKey: string): boolean {
  const key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(publicKey, "base64").toString("base64url") }, format: "jwk" });
  return verify(null, Buffer.from(body.payload, "base64"), key, Buffer.from(body.signature, "base64"));
}

/** The address of an action on a site (its home URL as paired, without a trailing slash). */
export function actionUrl(siteUrl: string, action: ConnectorAction): string {
  return `${siteUrl.replace(/\/+$/, "")}/?rest_route=/${CONNECTOR_NAMESPACE}/${action}`;
}
