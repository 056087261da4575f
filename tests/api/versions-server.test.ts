import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileHeader } from "../../src/server/wordpress/plugin-header";
import { versionCompare } from "../../src/server/wordpress/plugin-requirements";
import { pluginPhp } from "../fixtures/plugin-zips";
import { uniqueEmail } from "../support/factories";
import { testDatabaseKind } from "../support/test-database-setup";
import { type ServerProcess, spawnServer, stopServer, waitForListening } from "./spawn-server";

// Issue #34, "Must show", against a running server on the embedded default (PGlite in its own DATA_DIR): a
// rename in Project Information reaches the downloaded ZIP's header; version headers strictly increase across
// a restore; the newest ledger row's balance equals the balance. No SMTP_URL: addresses need no confirming.
const onPglite = testDatabaseKind() === "pglite";
const SITE = "http://localhost:3000";
const json = { "content-type": "application/json", Origin: SITE };

let dataDir = "";
let server: ServerProcess | undefined;
let base = "";

beforeAll(async () => {
  if (!onPglite) return;
  dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-versions-"));
  server = spawnServer({
    PORT: "0",
    HOST: "127.0.0.1",
    SITE_URL: SITE,
    AUTH_SECRET: "versions-server-secret-versions-server-01",
    WP_RUNTIME: "off",
    DATA_DIR: dataDir,
  });
  base = await waitForListening(server, 120_000);
}, 150_000);

afterAll(async () => {
  if (!onPglite) return;
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const text = (s: string) => new TextEncoder().encode(s);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe.runIf(onPglite)("[SERVER][VERSIONS][PGLITE]", () => {
  it("a rename reaches the ZIP's header, Version headers strictly increase across a restore, the newest ledger row's balance is the balance", async () => {
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Nora", fullName: "Nora", email: uniqueEmail("versions"), password: "versions-password" }),
    });
    expect(signUp.status).toBe(200);
    const authed = { ...json, cookie: signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, { method, headers: authed, body: body === undefined ? undefined : JSON.stringify(body) });
      expect(res.status, `${method} ${url}: ${await res.clone().text()}`).toBeLessThan(300);
      return res;
    };
    const get = async <T,>(url: string) => (await (await call("GET", url)).json()) as T;

    // v1: an uploaded Contact Form 1.0.0 with a readme.
    const form = new FormData();
    const zip = zipSync({
      "contact-form/contact-form.php": text(pluginPhp({ name: "Contact Form", version: "1.0.0", author: "Nora" })),
      "contact-form/readme.txt": text("=== Contact Form ===\nStable tag: 1.0.0\n\nA form.\n"),
      "contact-form/style.css": text("a{}"),
    });
    form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "contact-form.zip");
    const imported = await fetch(`${base}/api/plugins/import`, { method: "POST", headers: { Origin: SITE, cookie: authed.cookie }, body: form });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const id = ((await imported.json()) as { plugin: { id: string } }).plugin.id;

    // v2 a hand edit, v3 a restore of v1, v4 another hand edit: the issue's 1.0.0, 1.0.1, 1.0.0, 1.0.1.
    await call("POST", `/api/plugins/${id}/files`, { baseVersion: 1, changes: [{ op: "write", path: "style.css", content: "b{}" }] });
    await call("POST", `/api/plugins/${id}/versions/1/restore`, {});
    await call("POST", `/api/plugins/${id}/files`, { baseVersion: 3, changes: [{ op: "write", path: "style.css", content: "c{}" }] });
    // v5: Project Information.
    const renamed = await (await call("PATCH", `/api/plugins/${id}`, { name: "Nora Contact Form", version: "2.0.0", isPublic: false })).json();
    expect(renamed).toMatchObject({ name: "Nora Contact Form", version: "2.0.0", currentVersion: 5 });

    const headers: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const version = await get<{ files: Record<string, string> }>(`/api/plugins/${id}/versions/${n}`);
      headers.push(readFileHeader(version.files["contact-form.php"]!, "Version")!.value);
    }
    console.log(`Version headers of v1..v5: ${headers.join(", ")}`);
    expect(headers).toEqual(["1.0.0", "1.0.1", "1.0.2", "1.0.3", "2.0.0"]);
    for (let n = 1; n < headers.length; n++) expect(versionCompare(headers[n]!, headers[n - 1]!), `v${n + 1} > v${n}`).toBe(1);

    const download = await call("POST", `/api/plugins/${id}/download`, {});
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    // The upload's install folder (contact-form.zip) is kept, so WordPress updates the plugin it has.
    const main = decode(files["contact-form/contact-form.php"]!);
    expect(readFileHeader(main, "Plugin Name")?.value).toBe("Nora Contact Form");
    expect(readFileHeader(main, "Version")?.value).toBe("2.0.0");
    expect(readFileHeader(decode(files["contact-form/readme.txt"]!), "Stable tag")?.value).toBe("2.0.0");
    const gallery = await get<{ plugins: Array<{ id: string; name: string; version: string }> }>("/api/plugins");
    expect(gallery.plugins.find((p) => p.id === id)).toMatchObject({ name: "Nora Contact Form", version: "2.0.0" });

    const balance = (await get<{ credits: { balance: number } }>("/api/me")).credits.balance;
    const ledger = (await get<{ transactions: Array<{ type: string; amount: number; balanceAfter: number }> }>("/api/credits/transactions")).transactions;
    console.log(`balance ${balance}; ledger newest first: ${ledger.map((t) => `${t.type} ${t.amount} → ${t.balanceAfter}`).join("; ")}`);
    expect(ledger[0]!.balanceAfter).toBe(balance);
    expect(ledger.map((t) => t.type)).toEqual(["plugin_download", "signup_bonus"]);
  }, 120_000);
});
