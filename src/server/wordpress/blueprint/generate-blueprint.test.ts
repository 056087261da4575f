import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appendMarkedElements } from "../../modules/generation/prompt/build-messages";
import type { GeneratedReply, GenerationInput } from "../../modules/generation/protocol/reply";
import type { PhpNode } from "../php-ast";
import { calledFunctionName, isPhpNode, parsePhp, sourceOf, walkPhp } from "../php-ast";
import { parsePluginHeader } from "../plugin-header";
import { applyReply, fileLanguage, findMainPluginFile } from "../plugin-files";
import { checkPhpFile, scanForDangerousCode } from "../static-check/php-file-check";
import { generateBlueprint } from "./generate-blueprint";
import { loaderPrefix } from "./main-file";

function input(message: string, files: Record<string, string> = {}, extra: Partial<GenerationInput> = {}): GenerationInput {
  return {
    pluginName: "New WordPress Plugin",
    files,
    history: [],
    message,
    images: [],
    viewMode: "backend",
    author: "Jane Doe",
    ...extra,
  };
}

function identifierName(node: unknown): string | null {
  if (typeof node === "string") return node;
  if (isPhpNode(node) && typeof node.name === "string") return node.name;
  return null;
}

function stringArg(node: PhpNode, index: number): string | null {
  const arg = Array.isArray(node.arguments) ? node.arguments[index] : undefined;
  return isPhpNode(arg) && arg.kind === "string" && typeof arg.value === "string" ? arg.value : null;
}

/**
 * The checks design.md §1.7 asks of every generated plugin, as far as a parser can see them:
 * syntax, ABSPATH guard, no unescaped request output, no dangerous calls, a parsable header, nonces on
 * every form, nonce and capability checks in every handler, prepared SQL, prefixed names.
 */
function expectRealPlugin(files: Record<string, string>, expected: { name?: string; version?: string; author?: string } = {}) {
  const mainPath = findMainPluginFile(files);
  expect(mainPath, "main plugin file").not.toBeNull();
  const main = files[mainPath!]!;
  const slug = mainPath!.split("/")[0]!;
  expect(mainPath).toBe(`${slug}/${slug}.php`);
  const header = parsePluginHeader(main);
  expect(header).not.toBeNull();
  if (expected.name !== undefined) expect(header!.name).toBe(expected.name);
  if (expected.version !== undefined) expect(header!.version).toBe(expected.version);
  expect(header!.author).toBe(expected.author ?? "Jane Doe");
  expect(header!.textDomain).toBe(slug);
  const prefix = loaderPrefix(main);
  expect(prefix).toMatch(/^ps_[a-z0-9_]+_$/);
  const classPrefix = prefix!
    .split("_")
    .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join("_");

  expect(scanForDangerousCode(files)).toEqual([]);

  const functions = new Map<string, string>();
  const hooks: Array<{ hook: string; callback: string; path: string }> = [];
  for (const [path, source] of Object.entries(files)) {
    expect(path.startsWith(`${slug}/`), path).toBe(true);
    if (fileLanguage(path) !== "php") {
      expect(source.trim().length, path).toBeGreaterThan(0);
      if (path.endsWith(".css")) expect(source.split("{").length, path).toBe(source.split("}").length);
      continue;
    }
    expect(checkPhpFile(source).syntax, path).toEqual({ ok: true });
    expect(source, path).toContain("if ( ! defined( 'ABSPATH' )");
    expect(checkPhpFile(source).unescaped, path).toEqual([]);
    expect(source, path).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet/i);
    if (source.includes("<form")) expect(source, `${path}: a form without a nonce`).toMatch(/wp_nonce_field\(|settings_fields\(/);
    if (source.includes("settings_fields(")) {
      expect(source, path).toContain("register_setting(");
      expect(source, path).toContain("current_user_can( 'manage_options' )");
    }
    for (const query of source.matchAll(/\$wpdb->(get_results|get_row|get_col)\(\s*([^\n]*)/g)) {
      expect(query[2], `${path}: ${query[0]}`).toMatch(/^\$wpdb->prepare\(/);
    }

    const ast = parsePhp(source, path);
    walkPhp(ast, (node) => {
      if (node.kind === "function") {
        const name = identifierName(node.name)!;
        expect(name.startsWith(prefix!), `${path}: function ${name}`).toBe(true);
        functions.set(name, sourceOf(node, source));
      }
      if (node.kind === "class") expect(identifierName(node.name)!.startsWith(classPrefix), path).toBe(true);
      if (node.kind === "call" && ["add_action", "add_filter"].includes(calledFunctionName(node) ?? "")) {
        const hook = stringArg(node, 0);
        const callback = stringArg(node, 1);
        if (hook && callback) hooks.push({ hook, callback, path });
      }
      if (node.kind === "call" && ["__", "esc_html__", "esc_html_e", "esc_attr__", "esc_attr_e", "_e"].includes(calledFunctionName(node) ?? "")) {
        expect(stringArg(node, 1), `${path}: text domain`).toBe(slug);
      }
    });
  }

  // Every handler of a request verifies a nonce; those not open to visitors also check a capability.
  const publicCallbacks = new Set(hooks.filter((entry) => entry.hook.startsWith("admin_post_nopriv_")).map((entry) => entry.callback));
  for (const { hook, callback, path } of hooks) {
    if (!/^(admin_post_|wp_ajax_|save_post)/.test(hook)) continue;
    const body = functions.get(callback);
    expect(body, `${path}: handler ${callback}`).toBeDefined();
    expect(body, `${path}: ${callback} verifies a nonce`).toMatch(/wp_verify_nonce\(|check_admin_referer\(|check_ajax_referer\(/);
    if (!publicCallbacks.has(callback)) expect(body, `${path}: ${callback} checks a capability`).toContain("current_user_can(");
  }
  // Every admin page that prints something checks the capability itself.
  for (const [name, body] of functions) {
    if (/^[^\n]*function \w*render_(settings_)?page\(/.test(body)) expect(body, name).toContain("current_user_can(");
  }

  const readme = files[`${slug}/readme.txt`];
  expect(readme).toBeDefined();
  expect(readme).toContain(`=== ${header!.name.replace(/\s+/g, " ")} ===`);
  expect(readme).toContain(`Stable tag: ${header!.version}`);
  return { mainPath: mainPath!, slug, prefix: prefix!, header: header! };
}

function expectHonestReply(reply: GeneratedReply) {
  expect(reply.explanation).toContain("offline blueprint generator");
  expect(reply.explanation).toContain("no AI model is configured");
  expect(reply.deleted).toEqual([]);
  for (const action of reply.quickActions) {
    expect(action.label.length).toBeGreaterThan(0);
    expect(action.prompt.length).toBeGreaterThan(0);
  }
}

function expectPreviews(reply: GeneratedReply) {
  expect(reply.previews.backend).toContain("#f0f0f1");
  expect(reply.previews.backend).toContain("#2271b1");
  expect(reply.previews.frontend).toBeTruthy();
  for (const html of [reply.previews.backend!, reply.previews.frontend!]) {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<\?php/);
  }
}

describe("[BLUEPRINT][EXAMPLES] the builder's three example prompts", () => {
  it("a contact form with e-mail notifications", () => {
    const reply = generateBlueprint(input("a contact form with e-mail notifications"));
    const { slug } = expectRealPlugin(reply.files, { name: "Contact Form", version: "1.0.0" });
    expect(slug).toBe("contact-form");
    const code = reply.files["contact-form/includes/contact-form.php"]!;
    expect(code).toContain("add_shortcode( 'ps_contact_form',");
    expect(code).toContain("wp_nonce_field( 'ps_contact_form_contact_submit'");
    expect(code).toContain("wp_verify_nonce(");
    expect(code).toMatch(/name="ps_contact_form_contact_website"/); // honeypot
    expect(code).toContain("sanitize_email(");
    expect(code).toContain("sanitize_textarea_field(");
    expect(code).toContain("wp_mail(");
    expect(code).toContain("get_option( 'admin_email' )");
    expect(code).toContain("add_options_page(");
    expect(code).toContain("register_post_type(");
    expect(code).toMatch(/'sent'\s+=> array\( 'success'/);
    expect(code).toMatch(/'invalid' => array\( 'error'/);
    expect(reply.files["contact-form/assets/contact-form.css"]).toContain(".ps-contact-form-contact__submit");
    expect(reply.features.join(" ")).toMatch(/honeypot/);
    expect(reply.previews.frontend).toContain("<form");
    expect(reply.previews.backend).toContain("Send messages to");
    expectHonestReply(reply);
    expectPreviews(reply);
    expect(reply.quickActions.length).toBeGreaterThanOrEqual(2);
    expect(reply.quickActions.length).toBeLessThanOrEqual(4);
  });

  it("social sharing buttons", () => {
    const reply = generateBlueprint(input("social sharing buttons"));
    expectRealPlugin(reply.files, { name: "Social Sharing Buttons" });
    const code = Object.entries(reply.files).find(([path]) => path.endsWith("includes/social-sharing.php"))![1];
    expect(code).toContain("add_filter( 'the_content',");
    expect(code).toContain("is_singular( 'post' )");
    expect(code).toContain("rawurlencode( $url )");
    expect(code).toContain("esc_url( $href )");
    expect(code).toContain("'before', 'after', 'both'");
    expect(code).toContain("add_options_page(");
    expect(Object.keys(reply.files).some((path) => path.endsWith("assets/social-sharing.css"))).toBe(true);
    expect(reply.previews.frontend).toContain("Facebook");
    expect(reply.previews.backend).toContain("Networks");
    expectHonestReply(reply);
    expectPreviews(reply);
  });

  it("a settings page for site colours", () => {
    const reply = generateBlueprint(input("a settings page for site colours"));
    expectRealPlugin(reply.files, { name: "Site Colours" });
    const code = reply.files["site-colours/includes/site-colours.php"]!;
    expect(code).toContain("register_setting(");
    expect(code).toContain("add_settings_field(");
    expect(code).toContain("sanitize_hex_color(");
    expect(code).toContain("wp_enqueue_style( 'wp-color-picker' )");
    expect(code).toContain("add_action( 'wp_head',");
    expect(code).toContain("esc_html( $css )");
    expect(code).toContain("--ps-site-colours-");
    expect(reply.files["site-colours/assets/site-colours.js"]).toContain("wpColorPicker()");
    // The generic settings block is not added next to the colours page.
    expect(Object.keys(reply.files)).not.toContain("site-colours/includes/settings.php");
    expect(reply.previews.backend).toContain('value="#0073aa"');
    expectHonestReply(reply);
    expectPreviews(reply);
  });
});

// The example prompts of the builder's empty chat, as in src/web/locales/en.app.json and sv.json (builder.chat.examples.*.prompt).
describe("[BLUEPRINT][EXAMPLES] the example prompts' full text", () => {
  it.each([
    [
      "Create a contact form with name, e-mail and message fields that I can add to any page with a shortcode. E-mail each new message to the site administrator and show a thank-you message after sending.",
      "Contact Form",
      "contact-form/includes/contact-form.php",
    ],
    [
      "Add social sharing buttons for Facebook, X, LinkedIn and e-mail below every blog post, with a settings page where I choose which networks to show.",
      "Social Sharing Buttons",
      "social-sharing-buttons/includes/social-sharing.php",
    ],
    [
      "Create a settings page under Settings where I can pick the site's primary, secondary and background colours with colour pickers, and apply them to the website.",
      "Site Colours",
      "site-colours/includes/site-colours.php",
    ],
    [
      "Skapa ett kontaktformulär med fälten namn, e-post och meddelande som jag kan lägga på valfri sida med en kortkod. Skicka varje nytt meddelande med e-post till webbplatsens administratör och visa ett tack när det har skickats.",
      "Contact Form",
      "contact-form/includes/contact-form.php",
    ],
    [
      "Lägg till delningsknappar för Facebook, X, LinkedIn och e-post under varje blogginlägg, med en inställningssida där jag väljer vilka nätverk som visas.",
      "Social Sharing Buttons",
      "social-sharing-buttons/includes/social-sharing.php",
    ],
    [
      "Skapa en inställningssida under Inställningar där jag kan välja webbplatsens primär-, sekundär- och bakgrundsfärg med färgväljare och använda dem på webbplatsen.",
      "Site Colours",
      "site-colours/includes/site-colours.php",
    ],
  ])("%s", (message, name, file) => {
    const reply = generateBlueprint(input(message));
    expectRealPlugin(reply.files, { name, version: "1.0.0" });
    expect(Object.keys(reply.files)).toContain(file);
    expect(reply.explanation).toContain(`"${name}"`);
  });
});

const OTHER_DESCRIPTIONS: Array<{ message: string; name?: string; files?: string[] }> = [
  { message: "a plugin that shows testimonials", name: "Testimonials", files: ["testimonials/includes/post-type-testimonial.php"] },
  { message: "Create a custom post type for books with a REST endpoint", name: "Books", files: ["books/includes/post-type-book.php", "books/includes/rest-api.php"] },
  { message: "Ett plugin som visar kundomdömen med en kortkod", name: "Kundomdömen", files: ["kundomdomen/includes/post-type-testimonial.php"] },
  { message: "En inställningssida för butikens öppettider", name: "Butikens Öppettider", files: ["butikens-oppettider/includes/settings.php"] },
  { message: "Gör ett plugin för evenemang med en widget och ett schemalagt jobb varje timme", name: "Evenemang", files: ["evenemang/includes/post-type-event.php", "evenemang/includes/widget.php", "evenemang/includes/scheduled-task.php"] },
  { message: "a sidebar widget with the latest posts", name: "Latest Posts", files: ["latest-posts/includes/widget.php"] },
  { message: "A Gutenberg block that highlights a call to action", name: "Call to Action", files: ["call-to-action/includes/block.php", "call-to-action/assets/block.js"] },
  { message: "schedule a daily cleanup of old drafts", name: "Cleanup of Old Drafts", files: ["cleanup-of-old-drafts/includes/scheduled-task.php"] },
  { message: "a form to collect newsletter signups", name: "Newsletter Signups", files: ["newsletter-signups/includes/entry-form.php"] },
  { message: "show a dismissible admin notice to editors", name: "Dismissible Admin Notice", files: ["dismissible-admin-notice/includes/admin-notice.php"] },
  { message: "a portfolio with a REST API, a widget, a block, a settings page, a shortcode and an admin notice", name: "Portfolio" },
  { message: "a custom post type called vehicles", name: "Vehicles", files: ["vehicles/includes/post-type-vehicle.php"] },
  { message: "<script>alert(1)</script> ' \" */ ?> plugin with a shortcode", name: "Script" },
  {
    message:
      "a contact form, social sharing buttons, site colours, testimonials, a signup form, settings, a shortcode, a gutenberg block, a widget, a REST API, an admin notice and an hourly cron job",
  },
];

describe("[BLUEPRINT][FIRST_TURN] other descriptions", () => {
  it.each(OTHER_DESCRIPTIONS)("$message", ({ message, name, files }) => {
    const reply = generateBlueprint(input(message));
    const { header } = expectRealPlugin(reply.files, { name, version: "1.0.0" });
    expect(header.name.length).toBeGreaterThan(0);
    for (const path of files ?? []) expect(Object.keys(reply.files)).toContain(path);
    expect(reply.features.length).toBeGreaterThan(0);
    expect(reply.explanation).toContain(header.name);
    expectHonestReply(reply);
    expectPreviews(reply);
  });

  it("uses a name the person gave the plugin, made safe for PHP and the header", () => {
    const reply = generateBlueprint(input("a shortcode", {}, { pluginName: "Jane's \"Best\" */ Plugin\n" }));
    const { header, slug } = expectRealPlugin(reply.files);
    expect(header.name).toBe("Jane's \"Best\" * / Plugin");
    expect(slug).toBe("jane-s-best-plugin");
  });

  it("writes the person as Author, and Anonymous when there is none", () => {
    expect(parsePluginHeader(generateBlueprint(input("a shortcode", {}, { author: "Åsa Öberg" })).files["custom-shortcode/custom-shortcode.php"]!)?.author).toBe("Åsa Öberg");
    expect(parsePluginHeader(generateBlueprint(input("a shortcode", {}, { author: "" })).files["custom-shortcode/custom-shortcode.php"]!)?.author).toBe("Anonymous");
  });

  // The last: what it asks for is past the part of a message that is read (MAX_ANALYSED_CHARS).
  it.each(["", "!!!", "   \n\n  ", "日本語のプラグイン", `a plugin that ${"does many wonderful things ".repeat(1500)} with a settings page`, "a quiz with a settings page"])(
    "builds nothing for %j and says so in its first sentence, with what it can build instead",
    (message) => {
      const reply = generateBlueprint(input(message));
      expect(reply.files).toEqual({});
      expect(reply.deleted).toEqual([]);
      expect(reply.explanation).toMatch(/^I can't build [^.:]+: none of the offline generator's everyday tasks, starter templates or building blocks does that, so nothing was made and no credit was used\./);
      expect(reply.explanation).toMatch(/It can build, for example:\n- .+\n- .+\n- .+/);
    },
  );

  it("ignores the marked-elements block appended to the message", () => {
    const reply = generateBlueprint(input("a plugin that shows testimonials\n\nExact target elements:\n- form > button (tag: form, text: Send)"));
    expect(Object.keys(reply.files).some((path) => path.includes("entry-form"))).toBe(false);
  });

  it("is deterministic: the same input gives the same reply", () => {
    for (const message of ["a contact form with e-mail notifications", "a plugin that shows testimonials", "", "Gör ett plugin för evenemang"]) {
      expect(JSON.stringify(generateBlueprint(input(message)))).toBe(JSON.stringify(generateBlueprint(input(message))));
    }
  });

  it("builds a valid plugin from any text, or says it cannot (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (message) => {
        const reply = generateBlueprint(input(message));
        // Or nothing at all, said plainly, when the words ask for nothing it can build.
        if (Object.keys(reply.files).length === 0) {
          expect(reply.explanation).toMatch(/^I can't build /);
          return;
        }
        const main = findMainPluginFile(reply.files);
        expect(main).not.toBeNull();
        for (const [path, source] of Object.entries(reply.files)) {
          if (fileLanguage(path) === "php") expect(checkPhpFile(source).syntax, path).toEqual({ ok: true });
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe("[BLUEPRINT][FOLLOW_UP] later turns", () => {
  it("keeps the plugin and adds a settings page, then a REST endpoint, bumping the version", () => {
    const first = generateBlueprint(input("a plugin that shows testimonials"));
    let files = applyReply({}, first);
    const before = expectRealPlugin(files, { name: "Testimonials", version: "1.0.0" });

    const second = generateBlueprint(input("add a settings page", files));
    expect(Object.keys(second.files).sort()).toEqual(
      [
        "testimonials/testimonials.php",
        "testimonials/includes/settings.php",
        "testimonials/assets/settings.js",
        "testimonials/readme.txt",
        "testimonials/uninstall.php",
      ].sort(),
    );
    expect(second.files["testimonials/includes/post-type-testimonial.php"]).toBeUndefined();
    files = applyReply(files, second);
    const after = expectRealPlugin(files, { name: "Testimonials", version: "1.0.1" });
    expect(after.prefix).toBe(before.prefix);
    expect(after.mainPath).toBe(before.mainPath);
    expect(files[after.mainPath]).toContain("require_once __DIR__ . '/includes/post-type-testimonial.php';");
    expect(files[after.mainPath]).toContain("require_once __DIR__ . '/includes/settings.php';");
    expect(files["testimonials/readme.txt"]).toMatch(/= 1\.0\.1 =\n\* Added settings page\.\n\n= 1\.0\.0 =/);
    expect(second.explanation).toContain("now version 1.0.1");
    expectHonestReply(second);

    const third = generateBlueprint(input("add a REST endpoint", files));
    expect(Object.keys(third.files)).toContain("testimonials/includes/rest-api.php");
    files = applyReply(files, third);
    const last = expectRealPlugin(files, { name: "Testimonials", version: "1.0.2" });
    expect(files[last.mainPath]).toContain("require_once __DIR__ . '/includes/rest-api.php';");
    expect(files[last.mainPath]).toContain("require_once __DIR__ . '/includes/settings.php';");
    expect(third.features.join(" ")).toMatch(/post type/); // the whole plugin's features
    expectPreviews(third);
    expect(third.previews.backend).toContain("Testimonials Settings");
  });

  it("adds nothing for a request it does not recognise, and says what it can do", () => {
    const files = applyReply({}, generateBlueprint(input("a contact form with e-mail notifications")));
    const reply = generateBlueprint(input("translate everything into French", files));
    expect(reply.files).toEqual({});
    expect(reply.explanation).toContain("did not recognise");
    expect(reply.explanation).toContain("It can add");
    expect(reply.explanation).toContain("It can restyle the plugin's own elements");
    expectHonestReply(reply);
    expectPreviews(reply);
    expect(reply.quickActions.length).toBeGreaterThanOrEqual(2);
  });

  it("does not add what the plugin already has", () => {
    let files = applyReply({}, generateBlueprint(input("a shortcode")));
    files = applyReply(files, generateBlueprint(input("add a settings page", files)));
    const again = generateBlueprint(input("add a settings page", files));
    expect(again.files).toEqual({});
    expect(again.explanation).toContain("already has a settings page");

    const colours = applyReply({}, generateBlueprint(input("a settings page for site colours")));
    const settings = generateBlueprint(input("add a settings page", colours));
    expect(settings.files).toEqual({});
    expect(settings.explanation).toMatch(/already provides one/);
  });

  it("can add a second post type with its own shortcode", () => {
    let files = applyReply({}, generateBlueprint(input("a plugin that shows testimonials")));
    const reply = generateBlueprint(input("add a custom post type for events", files));
    files = applyReply(files, reply);
    expectRealPlugin(files, { version: "1.0.1" });
    expect(files["testimonials/includes/post-type-event.php"]).toContain("add_shortcode( 'ps_testimonials_events'");
    expect(files["testimonials/includes/post-type-testimonial.php"]).toContain("add_shortcode( 'ps_testimonials'");
  });

  it("every suggested quick action really adds something", () => {
    for (const message of ["a contact form with e-mail notifications", "a plugin that shows testimonials", "a settings page for site colours"]) {
      const files = applyReply({}, generateBlueprint(input(message)));
      for (const action of generateBlueprint(input(message)).quickActions) {
        const reply = generateBlueprint(input(action.prompt, files));
        expect(Object.keys(reply.files).length, `${message} → ${action.prompt}`).toBeGreaterThan(0);
        expectRealPlugin(applyReply(files, reply), { version: "1.0.1" });
      }
    }
  });

  it("extends an uploaded plugin without touching its own files", () => {
    const uploaded = {
      "my-old-plugin/my-old-plugin.php": "<?php\n/*\nPlugin Name: My Old Plugin\nVersion: 2.3\nAuthor: Someone\n*/\nnamespace Acme\\Old;\n\nfunction hello() { return 'hi'; }\n?>\n",
      "my-old-plugin/includes/settings.php": "<?php\n// their own settings\n",
      "my-old-plugin/readme.txt": "=== My Old Plugin ===\nStable tag: 2.3\n\nOld.\n\n== Changelog ==\n\n= 2.3 =\n* Old stuff.\n",
    };
    const reply = generateBlueprint(input("add a settings page and a daily cron job", uploaded));
    expect(reply.files["my-old-plugin/includes/settings.php"]).toBeUndefined();
    expect(Object.keys(reply.files)).toContain("my-old-plugin/plugsmith/includes/settings.php");
    const files = applyReply(uploaded, reply);
    const main = files["my-old-plugin/my-old-plugin.php"]!;
    expect(checkPhpFile(main).syntax).toEqual({ ok: true });
    expect(parsePluginHeader(main)).toMatchObject({ name: "My Old Plugin", version: "2.3.1", author: "Someone" });
    expect(main).toContain("function hello()");
    expect(main).toContain("require_once __DIR__ . '/plugsmith/includes/settings.php';");
    expect(files["my-old-plugin/readme.txt"]).toContain("Stable tag: 2.3.1");
    expect(files["my-old-plugin/readme.txt"]).toMatch(/= 2\.3\.1 =\n\* Added .*\n\n= 2\.3 =/);
    for (const [path, source] of Object.entries(reply.files)) {
      if (fileLanguage(path) === "php") expect(checkPhpFile(source).syntax, path).toEqual({ ok: true });
    }
  });

  it("is deterministic on follow-ups too", () => {
    const files = applyReply({}, generateBlueprint(input("a plugin that shows testimonials")));
    expect(JSON.stringify(generateBlueprint(input("add a widget", files)))).toBe(JSON.stringify(generateBlueprint(input("add a widget", files))));
  });
});

/** The submit button of the contact form, marked in the site preview (as element-selector.ts builds it). */
const SUBMIT_BUTTON = {
  tag: "BUTTON",
  text: "Send message",
  selector:
    "#ps-contact-form-contact > form.ps-contact-form-contact__form:nth-of-type(1) > p.ps-contact-form-contact__actions:nth-of-type(5) > button.ps-contact-form-contact__submit:nth-of-type(1)",
  id: "",
  classes: ["ps-contact-form-contact__submit"],
};
const SUBMIT_RULE = ".ps-contact-form-contact .ps-contact-form-contact__submit";
const CONTACT_CSS = "contact-form/assets/contact-form.css";

function contactPlugin(): Record<string, string> {
  return applyReply({}, generateBlueprint(input("a contact form with e-mail notifications")));
}

function marked(message: string, elements = [SUBMIT_BUTTON]): string {
  return appendMarkedElements(message, elements);
}

/** The managed section of a stylesheet ("" when there is none). */
function tweakSection(css: string | undefined): string {
  if (!css) return "";
  const start = css.indexOf("/* Plugsmith tweaks: start");
  const end = css.indexOf("/* Plugsmith tweaks: end */");
  return start >= 0 && end > start ? css.slice(start, end + "/* Plugsmith tweaks: end */".length) : "";
}

/** The declarations of one rule of a section, as an object. */
function ruleOf(section: string, selector: string): Record<string, string> | null {
  const at = section.indexOf(`${selector} {`);
  if (at < 0) return null;
  const body = section.slice(section.indexOf("{", at) + 1, section.indexOf("}", at));
  return Object.fromEntries(
    body
      .split(";")
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => line.split(/:\s*/) as [string, string]),
  );
}

function previewTweaks(html: string | undefined): string {
  return /<style data-plugsmith-tweaks>([\s\S]*?)<\/style>/.exec(html ?? "")?.[1] ?? "";
}

describe("[BLUEPRINT][TWEAK] style changes to what is already there", () => {
  it("makes the marked submit button larger: scoped CSS in the plugin's stylesheet, both previews, a new patch version", () => {
    const files = contactPlugin();
    const reply = generateBlueprint(input(marked("Make this button larger"), files, { viewMode: "frontend" }));
    expect(Object.keys(reply.files).sort()).toEqual([CONTACT_CSS, "contact-form/contact-form.php", "contact-form/readme.txt"]);

    const css = reply.files[CONTACT_CSS]!;
    expect(css.startsWith(files[CONTACT_CSS]!.trimEnd())).toBe(true); // the block's own CSS is kept, the section appended
    const section = tweakSection(css);
    expect(section).toContain("/* Plugsmith tweaks: end */");
    expect(ruleOf(section, SUBMIT_RULE)).toEqual({ "font-size": "1.25em", padding: "0.9em 1.9em" });
    // Every selector of the section starts with the plugin's own wrapper class.
    for (const match of section.matchAll(/^([^\s/*{}\t][^{]*)\{/gm)) {
      for (const selector of match[1]!.split(",")) expect(selector.trim()).toMatch(/^\.ps-contact-form-contact[\s.]/);
    }

    for (const preview of [reply.previews.backend, reply.previews.frontend]) {
      expect(previewTweaks(preview)).toContain(`${SUBMIT_RULE}{font-size:1.25em;padding:0.9em 1.9em}`);
    }
    expect(reply.previews.frontend).toContain('class="ps-contact-form-contact__submit"');
    expectPreviews(reply);

    const next = applyReply(files, reply);
    expectRealPlugin(next, { name: "Contact Form", version: "1.0.1" });
    expect(next["contact-form/contact-form.php"]).toContain("define( 'PS_CONTACT_FORM_VERSION', '1.0.1' );");
    expect(next["contact-form/readme.txt"]).toMatch(/= 1\.0\.1 =\n\* Restyled the contact form's button \(font-size 1\.25em, padding 0\.9em 1\.9em\)\.\n\n= 1\.0\.0 =/);
    expect(reply.explanation).toContain(SUBMIT_RULE);
    expect(reply.explanation).toContain("font-size 1.25em, padding 0.9em 1.9em");
    expect(reply.explanation).toContain("now version 1.0.1");
    expect(reply.explanation).toContain(CONTACT_CSS);
    expect(reply.features).toContain(`Style tweak on ${SUBMIT_RULE}: font-size 1.25em, padding 0.9em 1.9em`);
    expect(reply.quickActions[0]).toEqual({ label: "Round the corners", prompt: "Give the contact form button rounded corners" });
    expectHonestReply(reply);

    // The suggested next step does what it says.
    const rounded = generateBlueprint(input(reply.quickActions[0]!.prompt, next));
    expect(ruleOf(tweakSection(rounded.files[CONTACT_CSS]), SUBMIT_RULE)).toEqual({ "font-size": "1.25em", padding: "0.9em 1.9em", "border-radius": "8px" });
  });

  it("merges a repeated tweak into the same rule instead of adding another", () => {
    let files = contactPlugin();
    files = applyReply(files, generateBlueprint(input(marked("Make this button larger"), files, { viewMode: "frontend" })));
    const again = generateBlueprint(input(marked("make it bigger"), files, { viewMode: "frontend" }));
    files = applyReply(files, again);
    const section = tweakSection(files[CONTACT_CSS]);
    expect(section.split(`${SUBMIT_RULE} {`)).toHaveLength(2);
    expect(ruleOf(section, SUBMIT_RULE)).toEqual({ "font-size": "1.5em", padding: "1.1em 2.3em" });
    expect(files[CONTACT_CSS]!.match(/Plugsmith tweaks: start/g)).toHaveLength(1);

    // Other properties join the rule; the same property is replaced.
    files = applyReply(files, generateBlueprint(input(marked("Make it bold with rounded corners"), files, { viewMode: "frontend" })));
    files = applyReply(files, generateBlueprint(input(marked("smaller"), files, { viewMode: "frontend" })));
    expect(ruleOf(tweakSection(files[CONTACT_CSS]), SUBMIT_RULE)).toEqual({
      "font-size": "1.25em",
      padding: "0.9em 1.9em",
      "font-weight": "700",
      "border-radius": "8px",
    });
    expectRealPlugin(files, { version: "1.0.4" });
    expect(files["contact-form/readme.txt"]).toMatch(/= 1\.0\.4 =[\s\S]*= 1\.0\.3 =[\s\S]*= 1\.0\.2 =[\s\S]*= 1\.0\.1 =[\s\S]*= 1\.0\.0 =/);
  });

  it.each([
    ["make it green", { "background-color": "#00a32a", color: "#ffffff", "border-color": "#00a32a" }],
    ["Give the button a #1E73BE background", { "background-color": "#1e73be", color: "#ffffff", "border-color": "#1e73be" }],
    ["make the button yellow", { "background-color": "#f0c33c", color: "#1e1e1e", "border-color": "#f0c33c" }],
    ["red background and white text", { "background-color": "#d63638", color: "#ffffff", "border-color": "#d63638" }],
    ["blue text", { color: "#2271b1" }],
    ["färgen ska vara #abc", { "background-color": "#aabbcc", color: "#1e1e1e", "border-color": "#aabbcc" }],
  ])("colours the button by name or hex: %s", (message, expected) => {
    const files = contactPlugin();
    const reply = generateBlueprint(input(marked(message), files, { viewMode: "frontend" }));
    expect(ruleOf(tweakSection(reply.files[CONTACT_CSS]), SUBMIT_RULE)).toEqual(expected);
    expect(previewTweaks(reply.previews.frontend)).toContain(SUBMIT_RULE);
    expectRealPlugin(applyReply(files, reply), { version: "1.0.1" });
  });

  it("keeps the hover colour with the new background", () => {
    const files = contactPlugin();
    const reply = generateBlueprint(input("make the button green", files));
    expect(ruleOf(tweakSection(reply.files[CONTACT_CSS]), `${SUBMIT_RULE}:hover,\n${SUBMIT_RULE}:focus`)).toEqual({
      "background-color": "#00a32a",
      color: "#ffffff",
      filter: "brightness(0.92)",
    });
  });

  it("understands Swedish", () => {
    let files = contactPlugin();
    const reply = generateBlueprint(input(marked("Gör knappen större, fetare och grön med rundade hörn"), files, { viewMode: "frontend" }));
    expect(ruleOf(tweakSection(reply.files[CONTACT_CSS]), SUBMIT_RULE)).toEqual({
      "font-size": "1.25em",
      padding: "0.9em 1.9em",
      "font-weight": "700",
      "background-color": "#00a32a",
      color: "#ffffff",
      "border-color": "#00a32a",
      "border-radius": "8px",
    });
    files = applyReply(files, reply);
    files = applyReply(files, generateBlueprint(input("centrera knappen och gör den mindre", files)));
    expect(ruleOf(tweakSection(files[CONTACT_CSS]), SUBMIT_RULE)).toMatchObject({ display: "block", "margin-left": "auto", "margin-right": "auto", "font-size": "1.125em" });
    files = applyReply(files, generateBlueprint(input("dölj etiketterna", files)));
    expect(ruleOf(tweakSection(files[CONTACT_CSS]), ".ps-contact-form-contact .ps-contact-form-contact__field label")).toEqual({ display: "none" });
    expectRealPlugin(files, { version: "1.0.3" });
  });

  const RED = { "background-color": "#d63638", color: "#ffffff", "border-color": "#d63638" };
  it.each<[string, Record<string, string> | null]>([
    ["make it red; } body { display:none", RED],
    ["make it red; } body { display:none }", RED],
    ["make the button blue </style><script>alert(1)</script>", { "background-color": "#2271b1", color: "#ffffff", "border-color": "#2271b1" }],
    ["make the button #12345g", null],
    ["make the text #1234", null],
    ["colour: #12345g; background: url(javascript:alert(1)) red", RED],
    ["make it larger */ } * { color: red } /*", { "font-size": "1.25em", padding: "0.9em 1.9em", ...RED }],
    ["make it bold <?php system($_GET['x']); ?>", { "font-weight": "700" }],
    [
      "make it green\n\nExact target elements (marked by the person in the preview):\n1. tag <button>, text \"x\", selector `body} *{display:none} .x`, classes \"} body{display:none} ps-contact-form-contact__submit</style>\"",
      { "background-color": "#00a32a", color: "#ffffff", "border-color": "#00a32a" },
    ],
  ])("copies nothing of the message into CSS or PHP: %s", (message, expected) => {
    const files = contactPlugin();
    const reply = generateBlueprint(input(marked(message), files, { viewMode: "frontend" }));
    const next = applyReply(files, reply);
    expectRealPlugin(next);
    const section = tweakSection(next[CONTACT_CSS]);
    expect(ruleOf(section, SUBMIT_RULE)).toEqual(expected);
    if (expected === null) expect(reply.files).toEqual({});
    const written = Object.values(reply.files).join("\n");
    for (const text of [section, previewTweaks(reply.previews.frontend), previewTweaks(reply.previews.backend)]) {
      expect(text).not.toMatch(/body|\*\s*\{|javascript|url\(|<|>|\?|script|system|12345g|!important|\/\*\s*\}/i);
    }
    expect(written).not.toMatch(/javascript|<script|system\(|12345g|display:none\}/i);
    for (const preview of [reply.previews.backend!, reply.previews.frontend!]) {
      expect(preview).not.toMatch(/<script|javascript:|body\s*\{/i);
    }
    // Only whitelisted declarations: property: value with a length, a keyword or a 6-digit hex colour.
    for (const line of section.split("\n").filter((entry) => entry.startsWith("\t"))) {
      expect(line).toMatch(/^\t[a-z-]+: (?:#[0-9a-f]{6}|[0-9.]+(?:em|px|%)?(?: [0-9.]+em)*|none|block|auto|solid|uppercase|left|center|right|brightness\(0\.\d+\));$/);
    }
    expect(section.split("{").length).toBe(section.split("}").length);
  });

  it("does a style change and adds a building block in one message", () => {
    const files = contactPlugin();
    const reply = generateBlueprint(input("Make the button green and add a sidebar widget", files));
    expect(Object.keys(reply.files)).toEqual(expect.arrayContaining([CONTACT_CSS, "contact-form/includes/widget.php", "contact-form/assets/widget.css"]));
    expect(ruleOf(tweakSection(reply.files[CONTACT_CSS]), SUBMIT_RULE)).toMatchObject({ "background-color": "#00a32a" });
    expect(reply.explanation).toContain("It added a sidebar widget");
    expect(reply.explanation).toContain("It also changed how the plugin looks");
    const next = applyReply(files, reply);
    expectRealPlugin(next, { version: "1.0.1" });
    expect(next["contact-form/readme.txt"]).toContain("* Added sidebar widget.\n* Restyled the contact form's button");
    expect(next["contact-form/contact-form.php"]).toContain("require_once __DIR__ . '/includes/widget.php';");

    // A later turn that only adds a block keeps the tweak in the previews and the stylesheet.
    const later = generateBlueprint(input("add an admin notice", next));
    expect(later.files[CONTACT_CSS]).toBeUndefined();
    expect(previewTweaks(later.previews.frontend)).toContain(SUBMIT_RULE);
    expect(later.features.join("\n")).toContain(`Style tweak on ${SUBMIT_RULE}`);
  });

  it("does not add a block for words that name the element being restyled", () => {
    const files = contactPlugin();
    const reply = generateBlueprint(input("make the form wider", files));
    expect(Object.keys(reply.files).some((path) => path.includes("entry-form"))).toBe(false);
    expect(ruleOf(tweakSection(reply.files[CONTACT_CSS]), ".ps-contact-form-contact")).toEqual({ "max-width": "60em" });
  });

  it("finds the element from words when nothing is marked", () => {
    let files = applyReply({}, generateBlueprint(input("a plugin that shows testimonials")));
    files = applyReply(files, generateBlueprint(input("add social sharing buttons", files)));
    const titles = generateBlueprint(input("make the testimonial titles bold and uppercase", files));
    expect(ruleOf(tweakSection(titles.files["testimonials/assets/testimonial.css"]), ".ps-testimonials-testimonial-list .ps-testimonials-testimonial__title")).toEqual({
      "font-weight": "700",
      "text-transform": "uppercase",
      "letter-spacing": "0.05em",
    });
    files = applyReply(files, titles);
    const sharing = generateBlueprint(input("round the corners of the sharing buttons", files));
    expect(ruleOf(tweakSection(sharing.files["testimonials/assets/social-sharing.css"]), ".ps-testimonials-share .ps-testimonials-share__button")).toEqual({
      "border-radius": "8px",
    });
    files = applyReply(files, sharing);
    expectRealPlugin(files, { version: "1.0.3" });
    expect(previewTweaks(sharing.previews.frontend)).toContain(".ps-testimonials-testimonial__title{");
  });

  it("simplifies a marked selector without classes to the block's wrapper and tag", () => {
    const files = contactPlugin();
    const label = { tag: "LABEL", text: "Name", selector: "#ps-contact-form-contact > form.ps-contact-form-contact__form:nth-of-type(1) > p.ps-contact-form-contact__field:nth-of-type(1) > label:nth-of-type(1)" };
    const byAncestor = generateBlueprint(input(marked("make this bold", [label] as never), files, { viewMode: "frontend" }));
    expect(ruleOf(tweakSection(byAncestor.files[CONTACT_CSS]), ".ps-contact-form-contact label")).toEqual({ "font-weight": "700" });
    const bare = generateBlueprint(input(marked("Make this button larger", [{ tag: "button", text: "Send", selector: "form > button:nth-of-type(1)" }] as never), files, { viewMode: "frontend" }));
    expect(ruleOf(tweakSection(bare.files[CONTACT_CSS]), ".ps-contact-form-contact button")).toEqual({ "font-size": "1.25em", padding: "0.9em 1.9em" });
    const byId = generateBlueprint(input(marked("make it wider", [{ tag: "input", text: "", selector: "#ps_contact_form_contact_email", id: "ps_contact_form_contact_email" }] as never), files, { viewMode: "frontend" }));
    expect(ruleOf(tweakSection(byId.files[CONTACT_CSS]), ".ps-contact-form-contact #ps_contact_form_contact_email")).toEqual({ "max-width": "60em" });
    expect(files["contact-form/includes/contact-form.php"]).toContain('id="ps_contact_form_contact_email"');
  });

  it("says so, and changes nothing, when the marked element is not the plugin's own", () => {
    const files = contactPlugin();
    const save = { tag: "BUTTON", text: "Save Changes", selector: "div:nth-of-type(1) > form:nth-of-type(1) > p.submit:nth-of-type(1) > button.button:nth-of-type(1)", classes: ["button", "button-primary"] };
    const reply = generateBlueprint(input(marked("Make this button larger", [save] as never), files, { viewMode: "backend" }));
    expect(reply.files).toEqual({});
    expect(reply.explanation).toContain("admin screen");
    expectHonestReply(reply);

    const colours = applyReply({}, generateBlueprint(input("a settings page for site colours")));
    const demo = { tag: "BUTTON", text: "Get in touch", selector: "div.ps-site-colours-colours-demo:nth-of-type(1) > p:nth-of-type(2) > button.ps-site-colours-colours-demo__button:nth-of-type(1)", classes: ["ps-site-colours-colours-demo__button"] };
    const none = generateBlueprint(input(marked("make it green", [demo] as never), colours, { viewMode: "frontend" }));
    expect(none.files).toEqual({});
    expect(none.explanation).toMatch(/prints nothing of its own|not part of what the plugin itself prints/);
  });

  it("writes a tweaks stylesheet and loads it from the main file when the block has no stylesheet", () => {
    const files = contactPlugin();
    delete files[CONTACT_CSS];
    const reply = generateBlueprint(input(marked("make this button larger"), files, { viewMode: "frontend" }));
    const tweaks = reply.files["contact-form/assets/contact-form-tweaks.css"];
    expect(ruleOf(tweakSection(tweaks), SUBMIT_RULE)).toEqual({ "font-size": "1.25em", padding: "0.9em 1.9em" });
    const main = reply.files["contact-form/contact-form.php"]!;
    expect(main).toContain(
      "wp_enqueue_style( 'ps-contact-form-tweaks', plugins_url( 'assets/contact-form-tweaks.css', __FILE__ ), array(), PS_CONTACT_FORM_VERSION );",
    );
    let next = applyReply(files, reply);
    expectRealPlugin(next, { version: "1.0.1" });
    // A later block keeps loading it.
    next = applyReply(next, generateBlueprint(input("add a sidebar widget", next)));
    expect(next["contact-form/contact-form.php"]).toContain("plugins_url( 'assets/contact-form-tweaks.css', __FILE__ )");
    expectRealPlugin(next, { version: "1.0.2" });
  });

  it("drops anything a person wrote into the managed section that is not on the whitelist", () => {
    const files = contactPlugin();
    files[CONTACT_CSS] += `\n/* Plugsmith tweaks: start */\nbody { display: none; }\n${SUBMIT_RULE} { color: red; background: url(x); font-size: 1.25em; }\n/* Plugsmith tweaks: end */\n`;
    const quiet = generateBlueprint(input("add a sidebar widget", files));
    expect(previewTweaks(quiet.previews.frontend)).toBe(`\n${SUBMIT_RULE}{font-size:1.25em}\n`);
    const reply = generateBlueprint(input("make the button bold", files));
    const section = tweakSection(reply.files[CONTACT_CSS]);
    expect(section).not.toContain("body");
    expect(ruleOf(section, SUBMIT_RULE)).toEqual({ "font-size": "1.25em", "font-weight": "700" });
  });

  it("keeps every plugin valid whatever the follow-up says and marks (property)", () => {
    const files = contactPlugin();
    const words = ["make", "the", "button", "it", "larger", "smaller", "red", "#abcdef", "#12345g", "}", "{", ";", "body", "</style>", "text", "background", "bold", "hide", "show again", "centre", "left", "rounded", "wider", "och", "grön", "större", "and", "add a widget", "*/", "url(", "'", "\\"];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { maxLength: 12 }),
        fc.string({ maxLength: 40 }),
        fc.array(fc.record({ tag: fc.constantFrom("button", "p", "label", "div", "x<y"), text: fc.string({ maxLength: 20 }), selector: fc.oneof(fc.constant(SUBMIT_BUTTON.selector), fc.string({ maxLength: 60 })), classes: fc.array(fc.oneof(fc.constant("ps-contact-form-contact__submit"), fc.string({ maxLength: 20 })), { maxLength: 3 }) }), { maxLength: 2 }),
        (picked, noise, elements) => {
          const reply = generateBlueprint(input(appendMarkedElements(`${picked.join(" ")} ${noise}`, elements), files, { viewMode: "frontend" }));
          const next = applyReply(files, reply);
          for (const [path, source] of Object.entries(reply.files)) {
            if (fileLanguage(path) === "php") expect(checkPhpFile(source).syntax, path).toEqual({ ok: true });
          }
          const section = tweakSection(next[CONTACT_CSS]);
          expect(section.split("{").length).toBe(section.split("}").length);
          for (const line of section.split("\n").filter((entry) => entry.startsWith("\t"))) {
            expect(line).toMatch(/^\t[a-z-]+: (?:#[0-9a-f]{6}|[0-9.]+(?:em|px|%)?(?: [0-9.]+em)*|none|block|auto|solid|uppercase|left|center|right|brightness\(0\.\d+\));$/);
          }
          for (const line of section.split("\n").filter((entry) => /\{$|,$/.test(entry))) expect(line).toMatch(/^\.ps-contact-form-contact[\w\s.#:-]*[{,]$/);
          expect(previewTweaks(reply.previews.frontend)).not.toMatch(/[<>{};]\s*(?:body|script)|<\/|javascript/i);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("every suggested style step really changes something", () => {
    const cases: Array<[string, string]> = [
      ["a contact form with e-mail notifications", "make the form wider"],
      ["a contact form with e-mail notifications", "make the labels bigger"],
      ["a contact form with e-mail notifications", "make the fields narrower"],
      ["social sharing buttons", "make the sharing buttons larger"],
      ["a plugin that shows testimonials", "make the titles red"],
      ["a shortcode", "make the box text smaller"],
      ["a sidebar widget with the latest posts", "make the links green"],
      ["a Gutenberg block that highlights a call to action", "centre the title"],
      ["a form to collect newsletter signups", "make the submit button black"],
    ];
    for (const [first, tweak] of cases) {
      let files = applyReply({}, generateBlueprint(input(first)));
      const reply = generateBlueprint(input(tweak, files));
      expect(Object.keys(reply.files).some((path) => path.endsWith(".css")), `${first} → ${tweak}`).toBe(true);
      files = applyReply(files, reply);
      const suggestion = reply.quickActions[0]!;
      const next = generateBlueprint(input(suggestion.prompt, files));
      expect(Object.keys(next.files).some((path) => path.endsWith(".css")), `${first} → ${tweak} → ${suggestion.prompt}`).toBe(true);
      expectRealPlugin(applyReply(files, next), { version: "1.0.2" });
    }
  });

  it("is deterministic", () => {
    const files = contactPlugin();
    const message = marked("Make this button larger and blue");
    expect(JSON.stringify(generateBlueprint(input(message, files, { viewMode: "frontend" })))).toBe(
      JSON.stringify(generateBlueprint(input(message, files, { viewMode: "frontend" }))),
    );
  });
});
