import type { ModelMessage } from "ai";
import { describe, expect, it } from "vitest";
import type { GenerationInput } from "../protocol/reply";
import { MAX_PROMPT_FILE_CHARS, appendMarkedElements, buildModelMessages, formatFile } from "./build-messages";
import { SYSTEM_PROMPT } from "./system-prompt";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==";

const input = (over: Partial<GenerationInput> = {}): GenerationInput => ({
  pluginName: "Contact Form Pro",
  files: {},
  history: [],
  message: "Add a phone field",
  images: [],
  viewMode: "backend",
  author: "Ada Lovelace",
  ...over,
});

const textOf = (message: ModelMessage): string =>
  typeof message.content === "string"
    ? message.content
    : message.content.map((part) => (part.type === "text" ? part.text : `[${part.type}]`)).join("\n");

describe("[GENERATION][PROMPT] system prompt", () => {
  it("asks for WordPress-standard, secure code in the tagged reply format", () => {
    for (const rule of [
      "Plugin Name:",
      "Requires at least:",
      "Requires PHP:",
      "Text Domain:",
      "GPL-2.0-or-later",
      "defined( 'ABSPATH' ) || exit;",
      "check_admin_referer",
      "wp_verify_nonce",
      "current_user_can",
      "sanitize_text_field",
      "wp_unslash",
      "absint",
      "esc_html",
      "esc_attr",
      "esc_url",
      "wp_kses_post",
      "$wpdb->prepare",
      "prefix",
      "wp_enqueue_script",
      "<slug>/<slug>.php",
      "<delete path=",
      '<preview mode="backend">',
      '<preview mode="frontend">',
      "2 to 4",
      '<file path="',
      "</file>",
      "<quick-action",
      "Exact target elements",
    ]) {
      expect(SYSTEM_PROMPT, rule).toContain(rule);
    }
  });
});

describe("[GENERATION][PROMPT] buildModelMessages", () => {
  it("sends a first turn as one user message: context, no files yet, then the request", () => {
    const { system, messages } = buildModelMessages(input({ files: {}, message: "A contact form" }));
    expect(system).toBe(SYSTEM_PROMPT);
    expect(messages).toHaveLength(1);
    const [turn] = messages;
    expect(turn!.role).toBe("user");
    const text = textOf(turn!);
    expect(text).toContain("Plugin: Contact Form Pro");
    expect(text).toContain("Author for the plugin header: Ada Lovelace");
    expect(text).toContain("backend (wp-admin)");
    expect(text).toContain("no files yet");
    expect(text.trim().endsWith("A contact form")).toBe(true);
  });

  it("names the person's language, so a model replies in Swedish to a person whose app is in Swedish (issue #34 item 13)", () => {
    expect(SYSTEM_PROMPT).toContain("in the person's language, which the turn's context names");
    const swedish = textOf(buildModelMessages(input({ language: "sv" })).messages[0]!);
    expect(swedish).toContain("The person's language: Swedish. Write the explanation, the features and the quick actions in it.");
    // Without a language (an older caller), English.
    expect(textOf(buildModelMessages(input()).messages[0]!)).toContain("The person's language: English.");
  });

  it("includes every current file in a fence with its path, the request last", () => {
    const files = {
      "cfp/cfp.php": "<?php\n/* Plugin Name: CFP */\n",
      "cfp/readme.md": "# Readme\n\n```php\necho 1;\n```\n\n````\nfour\n````",
      "cfp/assets/css/cfp.css": ".cfp{}",
    };
    const { messages } = buildModelMessages(input({ files, viewMode: "frontend" }));
    const text = textOf(messages[0]!);
    expect(text).toContain("## Current files (3)");
    expect(text).toContain("frontend (the website)");
    expect(text).toContain("### cfp/cfp.php\n```php\n<?php\n/* Plugin Name: CFP */\n```");
    // A fence longer than any run of backticks in the content.
    expect(text).toContain(`### cfp/readme.md\n\`\`\`\`\`markdown\n${files["cfp/readme.md"]}\n\`\`\`\`\``);
    expect(text).toContain("### cfp/assets/css/cfp.css\n```css\n.cfp{}\n```");
    expect(text.indexOf("## Request")).toBeGreaterThan(text.indexOf("cfp.css"));
  });

  it("keeps all files however many, and cuts only a single file above 200 KB, with a marker", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`big/part-${i}.php`] = `<?php // ${i}\n${"x".repeat(20_000)}\n`;
    files["big/huge.js"] = "y".repeat(MAX_PROMPT_FILE_CHARS + 5_000);
    const text = textOf(buildModelMessages(input({ files })).messages[0]!);
    for (const path of Object.keys(files)) expect(text).toContain(`### ${path}`);
    expect(text).toContain("x".repeat(20_000));
    expect(text).toContain(`only the first ${MAX_PROMPT_FILE_CHARS} are shown`);
    expect(text).not.toContain("y".repeat(MAX_PROMPT_FILE_CHARS + 1));
    expect(formatFile("a/logo.png", "iVBOR...")).toContain("binary file");
  });

  it("lists a plugin's images by path, type and size, never their data URLs", () => {
    const bytes = Buffer.alloc(3000, 7);
    const files = {
      "p/p.php": "<?php // main",
      "p/assets/icon.png": PNG,
      "p/assets/Banner.JPG": `data:image/jpeg;base64,${bytes.toString("base64")}`,
    };
    const { messages } = buildModelMessages(input({ files }));
    const text = messages.map(textOf).join("\n");
    expect(text).toContain("### p/assets/icon.png\n(binary file, image/png, 70 bytes, not shown");
    expect(text).toContain("### p/assets/Banner.JPG\n(binary file, image/jpeg, 3 KB, not shown");
    expect(text).toContain("<?php // main");
    expect(text).not.toContain("data:image");
    expect(text).not.toContain("iVBORw0KGgo");
  });

  it("sends images as image parts with their media type, before the request", () => {
    const { messages } = buildModelMessages(input({ images: [PNG, "data:image/jpeg;base64,/9j/4AAQ", "https://example.com/x.png"] }));
    const content = messages[0]!.content;
    if (typeof content === "string") throw new Error("expected parts");
    const images = content.filter((p) => p.type === "image");
    expect(images).toEqual([
      { type: "image", image: PNG.split(",")[1], mediaType: "image/png" },
      { type: "image", image: "/9j/4AAQ", mediaType: "image/jpeg" },
    ]);
    expect(content.at(-1)).toMatchObject({ type: "text" });
    expect(content.findIndex((p) => p.type === "image")).toBe(1);
  });

  it("sends history as alternating user and assistant text, oldest first", () => {
    const { messages } = buildModelMessages(
      input({
        history: [
          { role: "assistant", content: "Welcome!" }, // a conversation starts with the person
          { role: "user", content: "A contact form" },
          { role: "assistant", content: "I built a contact form." },
          { role: "user", content: "   " },
          { role: "user", content: "Make it blue" },
          { role: "user", content: "and bigger" },
        ],
      }),
    );
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant", "user"]);
    expect(messages[0]!.content).toBe("A contact form");
    expect(textOf(messages[1]!)).toContain("<explanation>\nI built a contact form.\n</explanation>");
    expect(messages[2]!.content).toBe("Make it blue\n\nand bigger");
    expect(messages[3]!.content).toBe("(No reply was saved for this message.)");
  });

  it("sends at most the 20 most recent history messages", () => {
    const history = Array.from({ length: 50 }, (_, i) => ({ role: i % 2 === 0 ? ("user" as const) : ("assistant" as const), content: `m${i}` }));
    const { messages } = buildModelMessages(input({ history }));
    expect(messages).toHaveLength(21);
    expect(messages[0]!.content).toBe("m30");
  });
});

describe("[GENERATION][PROMPT] appendMarkedElements", () => {
  it("adds the exact target elements block with text, tag and selector of each element", () => {
    const message = appendMarkedElements("Make these green", [
      { tag: "BUTTON", text: "Send message", id: "", classes: ["btn", "primary"], selector: "form > button.btn:nth-of-type(1)" },
      { tag: "h2", text: "", id: "title", classes: [], selector: "#title" },
    ]);
    expect(message).toBe(
      [
        "Make these green",
        "",
        "Exact target elements (marked by the person in the preview; apply the request to exactly these elements and leave everything else as it is):",
        '1. tag <button>, text "Send message", selector `form > button.btn:nth-of-type(1)`, classes "btn primary"',
        '2. tag <h2>, text (none), selector `#title`, id "title"',
      ].join("\n"),
    );
  });

  it("leaves a message without marked elements as it is, and words a message that has only elements", () => {
    expect(appendMarkedElements("Hello", [])).toBe("Hello");
    const only = appendMarkedElements("", [{ tag: "p", text: "Hi", selector: "p:nth-of-type(1)" }]);
    expect(only).toMatch(/^Change the marked elements/);
    expect(only).toContain('1. tag <p>, text "Hi", selector `p:nth-of-type(1)`');
  });
});
