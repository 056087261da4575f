import { describe, expect, it } from "vitest";
import { actionUrl, newNonce, newSiteKeyPair, signedBody, verifyBody } from "./protocol";

describe("[SITES][PROTOCOL]", () => {
  it("signs a payload that verifies with the site's public key and with no other, and not once changed", () => {
    const site = newSiteKeyPair();
    const other = newSiteKeyPair();
    expect(Buffer.from(site.publicKey, "base64")).toHaveLength(32);
    const body = signedBody({ action: "status", siteId: "s1", timestamp: 1_800_000_000, nonce: newNonce() }, site.privateKeyPem);
    expect(verifyBody(body, site.publicKey)).toBe(true);
    expect(verifyBody(body, other.publicKey)).toBe(false);
    const changed = Buffer.from(body.payload, "base64").toString("utf8").replace('"s1"', '"s2"');
    expect(verifyBody({ ...body, payload: Buffer.from(changed).toString("base64") }, site.publicKey)).toBe(false);
  });

  it("addresses actions through rest_route, with or without a trailing slash on the site", () => {
    expect(actionUrl("https://example.com/", "install")).toBe("https://example.com/?rest_route=/plugsmith-connector/v1/install");
    expect(actionUrl("http://localhost:8080/blog", "pair")).toBe("http://localhost:8080/blog/?rest_route=/plugsmith-connector/v1/pair");
  });

  it("never repeats a nonce", () => {
    expect(new Set(Array.from({ length: 1000 }, newNonce)).size).toBe(1000);
  });
});
