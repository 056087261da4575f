import { describe, expect, it } from "vitest";
import { signUp } from "../../../../../tests/support/factories";
import { createPlugin } from "../../../../../tests/support/plugin-factories";
import { useSharedTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { getOwnedPlugin, saveVersion } from "../plugins.service";

const testApp = useSharedTestApp();

const header = (name: string) => `<?php\n/**\n * Plugin Name: ${name}\n */\ndefined( 'ABSPATH' ) || exit;\n`;

/** Saves a version the way every writer does (a turn, a restore, a copy): through saveVersion. */
async function save(app: TestApp, userId: string, pluginId: string, files: Record<string, string>, extra: { images?: string[] } = {}) {
  return app.services.db.transaction(async (tx) => {
    const plugin = await getOwnedPlugin(tx, userId, pluginId, true);
    return saveVersion(tx, plugin, {
      userPrompt: "make it so",
      assistantResponse: "Done.",
      files,
      images: extra.images,
      previews: { backend: `<p>${"preview ".repeat(1000)}</p>` },
    });
  });
}

describe("[PLUGINS][VERSIONS]", () => {
  it("lists versions without files, previews or images, and serves one version's files on their own", async () => {
    const app = testApp();
    const { client } = app;
    const { user } = await signUp(client);
    const id = await createPlugin(client);
    const filler = "x".repeat(200_000);
    const image = `data:image/png;base64,${"A".repeat(50_000)}`;
    await save(app, user.id, id, { "big/big.php": header("Big") + `// ${filler}\n`, "big/data.txt": filler }, { images: [image] });
    await save(app, user.id, id, { "big/big.php": header("Big") + `// ${filler}\n`, "big/data.txt": `${filler}!` });

    const list = await client.get(`/api/plugins/${id}/versions`);
    expect(list.status).toBe(200);
    expect(list.text.length).toBeLessThan(5_000);
    expect(list.text).not.toContain("xxxxxxxxxx");
    expect(list.text).not.toContain("preview preview");
    expect(list.text).not.toContain("AAAAAAAAAA");
    expect(list.json.nextBefore).toBeNull();
    expect(list.json.versions).toMatchObject([
      // The main file changed too: its Version goes up with every version (rising-version.ts).
      { versionNumber: 2, changedPaths: ["big/big.php", "big/data.txt"], imageCount: 0, hasPreview: true, incomplete: false, checkStatus: "passed" },
      { versionNumber: 1, changedPaths: ["big/big.php", "big/data.txt"], imageCount: 1, hasPreview: true, checkStatus: "passed" },
    ]);
    for (const version of list.json.versions) {
      expect(version).not.toHaveProperty("files");
      expect(version).not.toHaveProperty("images");
      expect(version).not.toHaveProperty("backendPreviewHtml");
    }

    const one = await client.get(`/api/plugins/${id}/versions/1`);
    expect(one.status).toBe(200);
    expect(one.json.files["big/data.txt"]).toBe(filler);
    expect(one.json.images).toEqual([image]);
    expect(one.json.changedPaths).toEqual(["big/big.php", "big/data.txt"]);
    expect((await client.get(`/api/plugins/${id}/versions/3`)).status).toBe(404);
    expect((await client.get(`/api/plugins/${id}/versions/0`)).status).toBe(404);
  });

  it("pages the history newest first with nextBefore, 20 by default and at most 50", async () => {
    const app = testApp();
    const { client } = app;
    const { user } = await signUp(client);
    const id = await createPlugin(client);
    for (let n = 1; n <= 25; n++) await save(app, user.id, id, { "p/p.php": header(`P${n}`) });

    const numbers = (body: { versions: Array<{ versionNumber: number }> }) => body.versions.map((v) => v.versionNumber);
    const first = (await client.get(`/api/plugins/${id}/versions`)).json;
    expect(numbers(first)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(first.nextBefore).toBe(6);
    const second = (await client.get(`/api/plugins/${id}/versions?before=6`)).json;
    expect(numbers(second)).toEqual([5, 4, 3, 2, 1]);
    expect(second.nextBefore).toBeNull();

    const small = (await client.get(`/api/plugins/${id}/versions?limit=10&before=20`)).json;
    expect(numbers(small)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10]);
    expect(small.nextBefore).toBe(10);
    expect((await client.get(`/api/plugins/${id}/versions?limit=50`)).json.versions).toHaveLength(25);
    for (const bad of ["limit=51", "limit=0", "before=x"]) {
      expect((await client.get(`/api/plugins/${id}/versions?${bad}`)).status, bad).toBe(400);
    }
  });

  it("answers 404 to another person for the list and for one version", async () => {
    const app = testApp();
    const { client } = app;
    const { user } = await signUp(client);
    const id = await createPlugin(client);
    await save(app, user.id, id, { "p/p.php": header("Mine") });
    const other = client.newClient();
    await signUp(other);
    for (const path of [`/api/plugins/${id}/versions`, `/api/plugins/${id}/versions/1`]) {
      const res = await other.get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain("Mine");
    }
  });

  it("checks every saved version and stores the findings: syntax errors and dangerous calls fail it", async () => {
    const app = testApp();
    const { client } = app;
    const { user } = await signUp(client);
    const id = await createPlugin(client);
    await save(app, user.id, id, { "p/p.php": `${header("Clean")}echo esc_html( get_option( 'x' ) );\n` });
    await save(app, user.id, id, {
      "p/p.php": `${header("Risky")}exec( 'ls' );\necho $_GET['q'];\n`,
      "p/broken.php": "<?php\nfunction broken( {\n",
    });
    await save(app, user.id, id, { "p/readme.txt": "no plugin here" });

    const list = (await client.get(`/api/plugins/${id}/versions`)).json.versions as Array<Record<string, unknown>>;
    expect(list.map((v) => [v.versionNumber, v.checkStatus, v.findingCount])).toEqual([
      [3, "failed", 1],
      [2, "failed", 3],
      [1, "passed", 0],
    ]);
    // One line further down than written: the save gave the header its Version line (rising-version.ts).
    const risky = (await client.get(`/api/plugins/${id}/versions/2`)).json;
    expect(risky.checkFindings).toEqual([
      expect.objectContaining({ rule: "php-syntax", severity: "error", file: "p/broken.php", line: 2 }),
      expect.objectContaining({ rule: "dangerous-function", severity: "error", file: "p/p.php", line: 7, message: expect.stringContaining("exec()") }),
      expect.objectContaining({ rule: "wp.escape-output", severity: "warning", file: "p/p.php", line: 8, link: "https://developer.wordpress.org/apis/security/escaping/" }),
    ]);
    const missing = (await client.get(`/api/plugins/${id}/versions/3`)).json;
    expect(missing.checkFindings).toEqual([expect.objectContaining({ rule: "main-file", severity: "error", line: null })]);
  });
});
