import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeAnthropic } from "../../../../tests/fakes/fake-anthropic-server";
import { type FakeLlmServer, chooseFixture, startFakeOpenAI } from "../../../../tests/fakes/fake-openai-server";
import { parseReply } from "../../modules/generation/protocol/parse-reply.testing";
import { ReplyError } from "../../modules/generation/protocol/stream-parser";
import { checkPhpFile } from "../../wordpress/static-check/php-file-check";
import { applyReply, findMainPluginFile } from "../../wordpress/plugin-files";
import { parsePluginHeader } from "../../wordpress/plugin-header";
import { scanForDangerousCode } from "../../wordpress/static-check/php-file-check";
import { fixtureText } from "./provider-contract.testing";

// The fixtures the fakes replay are plugins like a good model would write: they parse, their PHP is
// valid and free of the calls the security scan flags, and each does what its name says.

describe("[LLM][FIXTURES] the replies the fakes replay", () => {
  const first = parseReply(fixtureText("first-turn"));

  it("first-turn: a complete, secure three-file contact form plugin with previews and quick actions", () => {
    expect(Object.keys(first.files)).toHaveLength(3);
    const main = findMainPluginFile(first.files)!;
    expect(main).toBe("quick-contact-form/quick-contact-form.php");
    expect(parsePluginHeader(first.files[main]!)).toMatchObject({ name: "Quick Contact Form", version: "1.0.0" });
    for (const [path, content] of Object.entries(first.files)) {
      if (!path.endsWith(".php")) continue;
      expect(checkPhpFile(content).syntax).toEqual({ ok: true });
      expect(content).toContain("defined( 'ABSPATH' ) || exit;");
      for (const practice of ["wp_verify_nonce", "wp_nonce_field", "current_user_can", "sanitize_text_field", "wp_unslash", "esc_html", "esc_attr", "esc_url"]) {
        expect(content, practice).toContain(practice);
      }
    }
    expect(scanForDangerousCode(first.files)).toEqual([]);
    expect(first.quickActions.length).toBeGreaterThanOrEqual(2);
    expect(first.quickActions.length).toBeLessThanOrEqual(4);
    expect(first.features.length).toBeGreaterThan(0);
    expect(first.previews.backend).toMatch(/^<div/);
    expect(first.previews.frontend).toMatch(/^<div/);
    expect(first.explanation).toContain("[quick_contact_form]");
  });

  it("edit-one-file: changes only the CSS file", () => {
    const edit = parseReply(fixtureText("edit-one-file"));
    expect(Object.keys(edit.files)).toEqual(["quick-contact-form/assets/css/quick-contact-form.css"]);
    const after = applyReply(first.files, edit);
    expect(Object.keys(after).sort()).toEqual(Object.keys(first.files).sort());
    expect(after["quick-contact-form/assets/css/quick-contact-form.css"]).not.toBe(first.files["quick-contact-form/assets/css/quick-contact-form.css"]);
  });

  it("delete-file: removes the script and stops loading it", () => {
    const reply = parseReply(fixtureText("delete-file"));
    expect(reply.deleted).toEqual(["quick-contact-form/assets/js/quick-contact-form.js"]);
    const after = applyReply(first.files, reply);
    expect(Object.keys(after).sort()).toEqual(["quick-contact-form/assets/css/quick-contact-form.css", "quick-contact-form/quick-contact-form.php"]);
    const main = after["quick-contact-form/quick-contact-form.php"]!;
    expect(checkPhpFile(main).syntax).toEqual({ ok: true });
    expect(main).not.toContain("quick-contact-form.js");
  });

  it("json-fallback: files come out of JSON in the explanation", () => {
    const reply = parseReply(fixtureText("json-fallback"));
    expect(fixtureText("json-fallback")).not.toMatch(/^<file/m);
    const main = findMainPluginFile(reply.files)!;
    expect(parsePluginHeader(reply.files[main]!)?.name).toBe("Greeting Shortcode");
    expect(checkPhpFile(reply.files[main]!).syntax).toEqual({ ok: true });
    expect(reply.explanation).toContain("[greeting]");
    expect(reply.previews.frontend).toContain("Hello, friend!");
  });

  it("malformed: a path outside the plugin is refused", () => {
    expect(() => parseReply(fixtureText("malformed"))).toThrow(ReplyError);
  });
});

describe("[LLM][FAKES] fixture selection", () => {
  it.each([
    [["no tag here"], { name: "first-turn", paceMs: 0, chunkChars: 40 }],
    [["## Request\n\n[fixture:edit-one-file] make it green"], { name: "edit-one-file", paceMs: 0, chunkChars: 40 }],
    [["[fixture:first-turn pace:20]"], { name: "first-turn", paceMs: 20, chunkChars: 40 }],
    [["[fixture:slow:15 delete-file chunk:7]"], { name: "delete-file", paceMs: 15, chunkChars: 7 }],
    [["[fixture:first-turn delay:500]"], { name: "first-turn", delayMs: 500 }],
    [["[fixture:status-429]", "[fixture:first-turn]"], { name: "status-429" }],
    // A 'Fix with AI' request names its findings as fix-turn.ts writes them: fix-RULE answers it.
    [["Fix these problems:\n\n- a/a.php:9 [wp.runtime-fatal] Call to undefined function x()\n- the plugin [wp.page-error] 500"], { name: "fix-runtime-fatal" }],
    [["Fix these problems:\n\n- the plugin [wp.page-error] 500"], { name: "fix-page-error" }],
    [["- a/a.php:9 [wp.runtime-fatal] x", "[fixture:edit-one-file]"], { name: "edit-one-file" }],
  ])("%j → %j", (texts, expected) => {
    expect(chooseFixture(texts)).toMatchObject(expected);
  });
});

describe("[LLM][FAKES] the fake OpenAI server's other routes", () => {
  let fake: FakeLlmServer;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake.close();
  });
  const post = (path: string, body: unknown) =>
    fetch(`${fake.baseURL}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("lists a model", async () => {
    const res = await fetch(`${fake.baseURL}/models`);
    expect(await res.json()).toMatchObject({ object: "list", data: [{ id: "fake-model" }] });
  });

  it("answers a non-streamed chat completion with the whole fixture", async () => {
    const res = await post("/chat/completions", { model: "m", messages: [{ role: "user", content: "[fixture:edit-one-file]" }] });
    const body = (await res.json()) as { choices: Array<{ message: { content: string }; finish_reason: string }> };
    expect(body.choices[0]).toMatchObject({ message: { content: fixtureText("edit-one-file") }, finish_reason: "stop" });
  });

  it("answers 400 for an unknown fixture and 404 for an unknown route", async () => {
    expect((await post("/chat/completions", { stream: true, messages: [{ role: "user", content: "[fixture:nope]" }] })).status).toBe(400);
    expect((await post("/embeddings", {})).status).toBe(404);
  });

  it("the Anthropic fake answers a non-streamed message and wants max_tokens", async () => {
    const anthropic = await startFakeAnthropic();
    try {
      const send = (body: unknown) =>
        fetch(`${anthropic.baseURL}/messages`, { method: "POST", headers: { "x-api-key": "k", "content-type": "application/json" }, body: JSON.stringify(body) });
      const ok = (await (await send({ model: "c", max_tokens: 10, messages: [{ role: "user", content: "[fixture:edit-one-file]" }] })).json()) as {
        content: Array<{ text: string }>;
      };
      expect(ok.content[0]!.text).toBe(fixtureText("edit-one-file"));
      expect((await send({ model: "c", messages: [] })).status).toBe(400);
    } finally {
      await anthropic.close();
    }
  });
});
