import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, PAYMENTS_REQUIRED_MESSAGE, readEnv as readEnvFrom } from "./env";
import { isTrustedProxy } from "./http/trusted-proxies";

/** The variables of a server that chose its payments (most tests here set a public SITE_URL without a Stripe key). */
const readEnv = (source: Record<string, string | undefined>) => readEnvFrom({ PAYMENTS: "local", ...source });

describe("[ENV]", () => {
  it("starts with no variables at all, on embedded defaults (npm install && npm start)", () => {
    expect(readEnvFrom({}).PAYMENTS).toBe("local");
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.SITE_URL).toBe("http://localhost:3000");
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SMTP_URL", "http://mail"],
    ["ADMIN_EMAILS", "boss@example.com, nope"],
    ["SITE_URL", "localhost"],
    ["AUTH_SECRET", "short"],
    ["LOG_LEVEL", "loud"],
    ["DATABASE_POOL_MAX", "1"],
    ["DATABASE_POOL_MAX", "many"],
  ])("refuses a bad %s and names it", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(EnvError);
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(name));
  });

  it("reads admin e-mails as a lower-case list and treats empty strings as unset", () => {
    const env = readEnv({ ADMIN_EMAILS: " Boss@Example.com ,ops@example.com", DATABASE_URL: "", SMTP_URL: " " });
    expect(env.ADMIN_EMAILS).toEqual(["boss@example.com", "ops@example.com"]);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });
});

describe("[ENV][DERIVED]", () => {
  it("without SITE_URL follows PORT and trusts localhost on it (and 127.0.0.1 when no preview is served there); with SITE_URL trusts only that origin", () => {
    const local = readEnv({ PORT: "4000" });
    expect(local.SITE_URL).toBe("http://localhost:4000");
    // The previews are on 127.0.0.1:4001, and cookies do not care about ports: 127.0.0.1:4000 is not the app's.
    expect(local.TRUSTED_ORIGINS).toEqual(["http://localhost:4000"]);
    expect(readEnv({ PORT: "4000", PREVIEW_PORT: "0" }).TRUSTED_ORIGINS).toEqual(["http://localhost:4000", "http://127.0.0.1:4000"]);
    expect(readEnv({ PORT: "4000", PREVIEW_ORIGIN: "http://previews.test:4001" }).TRUSTED_ORIGINS).toEqual(["http://localhost:4000", "http://127.0.0.1:4000"]);
    const hosted = readEnv({ PORT: "4000", SITE_URL: "https://plugsmith.example/" });
    expect(hosted.SITE_URL).toBe("https://plugsmith.example/");
    expect(hosted.TRUSTED_ORIGINS).toEqual(["https://plugsmith.example"]);
  });

  it("serves live previews from another origin than the app: another host on a local machine, the next port by default", () => {
    expect(readEnv({})).toMatchObject({ SITE_URL: "http://localhost:3000", PREVIEW_PORT: 3001, PREVIEW_ORIGIN: "http://127.0.0.1:3001" });
    expect(readEnv({ SITE_URL: "http://127.0.0.1:4000", PORT: "4000" })).toMatchObject({ PREVIEW_PORT: 4001, PREVIEW_ORIGIN: "http://localhost:4001" });
    expect(readEnv({ PREVIEW_ORIGIN: "https://preview.plugsmith-usercontent.example/", PREVIEW_PORT: "9000" })).toMatchObject({
      PREVIEW_PORT: 9000,
      PREVIEW_ORIGIN: "https://preview.plugsmith-usercontent.example",
    });
    // A server on any free port has no preview port to derive: previews are off.
    expect(readEnv({ PORT: "0" }).PREVIEW_PORT).toBe(0);
  });

  it("refuses a preview origin that shares cookies with SITE_URL: its host, another port of it, a subdomain, a sibling or a parent", () => {
    for (const [site, preview] of [
      ["https://plugsmith.app", "https://plugsmith.app:8443"],
      ["https://plugsmith.app", "https://preview.plugsmith.app"],
      ["https://app.plugsmith.app", "https://preview.plugsmith.app"],
      ["https://app.plugsmith.app", "https://plugsmith.app"],
      ["https://plugsmith.co.uk", "https://previews.plugsmith.co.uk"],
      ["http://localhost:3000", "http://localhost:3001"],
      ["http://localhost:3000", "http://preview.localhost:3001"],
    ]) {
      expect(() => readEnv({ SITE_URL: site, PREVIEW_ORIGIN: preview }), `${site} with ${preview}`).toThrow(EnvError);
      expect(() => readEnv({ SITE_URL: site, PREVIEW_ORIGIN: preview })).toThrow(/PREVIEW_ORIGIN: .* shares cookies with SITE_URL .*another registrable domain/);
    }
  });

  it("takes a preview origin on another registrable domain, public suffixes counted (two github.io sites are two domains)", () => {
    for (const [site, preview] of [
      ["https://plugsmith.app", "https://plugsmith-preview.app"],
      ["https://plugsmith.app", "https://preview.plugsmith-usercontent.net"],
      ["https://plugsmith.co.uk", "https://plugsmith-preview.co.uk"],
      ["https://plugsmith.github.io", "https://plugsmith-preview.github.io"],
      ["http://localhost:3000", "http://127.0.0.1:3001"],
    ]) {
      expect(readEnv({ SITE_URL: site, PREVIEW_ORIGIN: preview }), `${site} with ${preview}`).toMatchObject({ PREVIEW_ORIGIN: preview, PREVIEW_NOTICE: null });
    }
  });

  it("turns live previews off, and says why, for a SITE_URL on a real host without PREVIEW_ORIGIN: its next port would share its cookies", () => {
    const hosted = readEnv({ SITE_URL: "https://plugsmith.example", PREVIEW_PORT: "8443" });
    expect(hosted.PREVIEW_PORT).toBe(0);
    expect(hosted.PREVIEW_ORIGIN).not.toContain(":8443");
    expect(hosted.PREVIEW_NOTICE).toMatch(/Live previews are off: SITE_URL is https:\/\/plugsmith\.example and PREVIEW_ORIGIN is not set/);
    expect(readEnv({ SITE_URL: "https://plugsmith.example", WP_RUNTIME: "off" }).PREVIEW_NOTICE).toBeNull();
    expect(readEnv({}).PREVIEW_NOTICE).toBeNull();
  });

  it("keeps 10 connections to PostgreSQL per process unless DATABASE_POOL_MAX says otherwise", () => {
    expect(readEnv({}).DATABASE_POOL_MAX).toBe(10);
    expect(readEnv({ DATABASE_POOL_MAX: "8" }).DATABASE_POOL_MAX).toBe(8);
  });

  it("reads TRUST_PROXY_HOPS, with TRUST_PROXY=true meaning one hop", () => {
    expect(readEnv({}).TRUST_PROXY_HOPS).toBe(0);
    expect(readEnv({ TRUST_PROXY: "true" }).TRUST_PROXY_HOPS).toBe(1);
    expect(readEnv({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "2" }).TRUST_PROXY_HOPS).toBe(2);
    expect(() => readEnv({ TRUST_PROXY_HOPS: "-1" })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it("trusts X-Forwarded-For from loopback proxies unless TRUSTED_PROXIES lists others, and refuses a bad entry by name", () => {
    const check = (env: ReturnType<typeof readEnv>, address: string) => isTrustedProxy(env.TRUSTED_PROXIES, address);
    expect(readEnv({}).TRUSTED_PROXIES.entries).toEqual(["127.0.0.0/8", "::1"]);
    expect(check(readEnv({}), "127.0.0.1")).toBe(true);
    expect(check(readEnv({ TRUSTED_PROXIES: " " }), "::1")).toBe(true);
    const listed = readEnv({ TRUSTED_PROXIES: "10.0.0.0/8, 2001:db8::/32" });
    expect([check(listed, "10.1.2.3"), check(listed, "2001:db8::7"), check(listed, "127.0.0.1")]).toEqual([true, true, false]);
    for (const bad of ["10.0.0.0/40", "proxy.internal", "10.0.0.1,nope"]) {
      expect(() => readEnv({ TRUSTED_PROXIES: bad })).toThrow(EnvError);
      expect(() => readEnv({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES: '.+' (is not an IP address|has a prefix length)/);
    }
  });

  it("requires e-mail confirmation by default only when a mail server is configured", () => {
    expect(readEnv({}).EMAIL_VERIFICATION).toBe("off");
    expect(readEnv({ SMTP_URL: "smtp://localhost:2525" }).EMAIL_VERIFICATION).toBe("required");
    expect(readEnv({ SMTP_URL: "smtp://localhost:2525", EMAIL_VERIFICATION: "off" }).EMAIL_VERIFICATION).toBe("off");
    expect(readEnv({ EMAIL_VERIFICATION: "required" }).EMAIL_VERIFICATION).toBe("required");
    expect(() => readEnv({ EMAIL_VERIFICATION: "maybe" })).toThrow(/EMAIL_VERIFICATION/);
  });
});

describe("[ENV][PAYMENTS]", () => {
  const stripe = { STRIPE_SECRET_KEY: "sk_test_123" };

  it("refuses a production start with a public SITE_URL and no STRIPE_SECRET_KEY unless PAYMENTS=local says so, naming both", () => {
    const hosted = { SITE_URL: "https://plugsmith.app" };
    expect(() => readEnvFrom(hosted)).toThrow(EnvError);
    expect(() => readEnvFrom({ ...hosted, NODE_ENV: "production" })).toThrow(PAYMENTS_REQUIRED_MESSAGE);
    expect(PAYMENTS_REQUIRED_MESSAGE).toMatch(/PAYMENTS.*STRIPE_SECRET_KEY.*PAYMENTS=local/s);
    expect(readEnvFrom({ ...hosted, PAYMENTS: "local" }).PAYMENTS).toBe("local");
    // Without SITE_URL the server is on a laptop (localhost): nobody pays, and no key is asked for.
    expect(readEnvFrom({ NODE_ENV: "production" }).PAYMENTS).toBe("local");
    // Nor with a SITE_URL on this machine (the spawned-server tests start that way).
    for (const SITE_URL of ["http://localhost:3000", "http://127.0.0.1:4000", "http://[::1]:3000"]) {
      expect(readEnvFrom({ NODE_ENV: "production", SITE_URL }).PAYMENTS).toBe("local");
    }
    expect(() => readEnvFrom({ NODE_ENV: "production", SITE_URL: "http://localhost.plugsmith.app" })).toThrow(PAYMENTS_REQUIRED_MESSAGE);
  });

  it("takes Stripe with a key, the local checkout in development and test, and what PAYMENTS says", () => {
    expect(readEnvFrom(stripe).PAYMENTS).toBe("stripe");
    expect(readEnvFrom({ NODE_ENV: "development" }).PAYMENTS).toBe("local");
    expect(readEnvFrom({ NODE_ENV: "test" }).PAYMENTS).toBe("local");
    expect(readEnvFrom({ ...stripe, PAYMENTS: "local" }).PAYMENTS).toBe("local");
    expect(readEnvFrom({ ...stripe, NODE_ENV: "test", PAYMENTS: "stripe" }).PAYMENTS).toBe("stripe");
    expect(() => readEnvFrom({ NODE_ENV: "test", PAYMENTS: "stripe" })).toThrow(/PAYMENTS: stripe needs STRIPE_SECRET_KEY/);
    expect(() => readEnvFrom({ PAYMENTS: "paypal" })).toThrow(/PAYMENTS/);
  });
});

describe("[ENV][WORDPRESS_RELEASE]", () => {
  it("runs the latest WordPress release from WordPress.org by default, and never asks WordPress.org in tests unless pointed at a fake", () => {
    expect(readEnv({})).toMatchObject({ WP_VERSION: "latest", WORDPRESS_ORG_URL: null });
    expect(readEnv({}).WORDPRESS_ZIP).toBeUndefined();
    expect(readEnv({ NODE_ENV: "test" }).WORDPRESS_ORG_URL).toBe("off");
    expect(readEnv({ NODE_ENV: "test", WORDPRESS_ORG_URL: "http://127.0.0.1:4100" }).WORDPRESS_ORG_URL).toBe("http://127.0.0.1:4100");
    expect(readEnv({ WORDPRESS_ORG_URL: "off" }).WORDPRESS_ORG_URL).toBe("off");
    for (const WP_VERSION of ["latest", "7.1", "6.8", "7.1.4"]) expect(readEnv({ WP_VERSION }).WP_VERSION).toBe(WP_VERSION);
  });

  it("takes WORDPRESS_ZIP when it names a zip file that exists", () => {
    const dir = mkdtempSync(join(tmpdir(), "plugsmith-env-"));
    try {
      const zip = join(dir, "wordpress-7.1.4.zip");
      writeFileSync(zip, "zip");
      expect(readEnv({ WORDPRESS_ZIP: zip }).WORDPRESS_ZIP).toBe(zip);
      expect(() => readEnv({ WORDPRESS_ZIP: join(dir, "missing.zip") })).toThrow(/WORDPRESS_ZIP/);
      expect(() => readEnv({ WORDPRESS_ZIP: dir })).toThrow(/WORDPRESS_ZIP/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ["WP_VERSION", "newest"],
    ["WP_VERSION", "7"],
    ["WP_VERSION", "7.1.4.1"],
    ["WP_VERSION", "7.x"],
    ["WORDPRESS_ORG_URL", "api.wordpress.org"],
    ["WORDPRESS_ORG_URL", "offline"],
  ])("refuses a bad %s (%s) and names it", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(name));
  });
});
