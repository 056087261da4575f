import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GeneratedReply, GenerationInput } from "../../modules/generation/protocol/reply";
import type { PhpNode } from "../php-ast";
import { calledFunctionName, isPhpNode, parsePhp, sourceOf, walkPhp } from "../php-ast";
import { checkPhpSyntax } from "../php-check";
import { parsePluginHeader } from "../plugin-header";
import { applyReply, fileLanguage, findMainPluginFile } from "../plugin-files";
import { findUnescapedRequestEcho, scanForDangerousCode } from "../security-scan";
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
    expect(checkPhpSyntax(source, path), path).toEqual({ ok: true });
    expect(source, path).toContain("if ( ! defined( 'ABSPATH' )");
    expect(findUnescapedRequestEcho(source), path).toEqual([]);
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

const OTHER_DESCRIPTIONS: Array<{ message: string; name?: string; files?: string[] }> = [
  { message: "a plugin that shows testimonials", name: "Testimonials", files: ["testimonials/includes/post-type-testimonial.php"] },
  { message: "Create a custom post type for books with a REST endpoint", name: "Books", files: ["books/includes/post-type-book.php", "books/includes/rest-api.php"] },
  { message: "Ett plugin som visar kundomdömen med en kortkod", name: "Kundomdömen", files: ["kundomdomen/includes/post-type-testimonial.php"] },
  { message: "En inställningssida för butikens öppettider", name: "Butikens Öppettider", files: ["butikens-oppettider/includes/settings.php"] },
  { message: "Gör ett plugin för evenemang med en widget och ett schemalagt jobb varje timme", name: "Evenemang", files: ["evenemang/includes/post-type-event.php", "evenemang/includes/widget.php", "evenemang/includes/scheduled-task.php"] },
  { message: "a sidebar widget with the latest posts", name: "Latest Posts", files: ["latest-posts/includes/widget.php"] },
  { message: "A Gutenberg block that highlights a call to action", files: ["highlights-call-action/includes/block.php", "highlights-call-action/assets/block.js"] },
  { message: "schedule a daily cleanup of old drafts", name: "Cleanup Old Drafts", files: ["cleanup-old-drafts/includes/scheduled-task.php"] },
  { message: "a form to collect newsletter signups", files: ["collect-newsletter-signups/includes/entry-form.php"] },
  { message: "show a dismissible admin notice to editors", files: ["dismissible-editors/includes/admin-notice.php"] },
  { message: "FAQ accordion", name: "FAQ Accordion", files: ["faq-accordion/includes/post-type-faq.php"] },
  { message: "a portfolio with a REST API, a widget, a block, a settings page, a shortcode and an admin notice", name: "Portfolio" },
  { message: "a custom post type called vehicles", name: "Vehicles", files: ["vehicles/includes/post-type-vehicle.php"] },
  { message: "", name: "Custom Shortcode", files: ["custom-shortcode/includes/shortcode.php"] },
  { message: "!!!", name: "Custom Shortcode" },
  { message: "   \n\n  ", name: "Custom Shortcode" },
  { message: `a plugin that ${"does many wonderful things ".repeat(1500)} with a settings page` },
  { message: "<script>alert(1)</script> ' \" */ ?> plugin with a shortcode", name: "Script Alert 1" },
  { message: "日本語のプラグイン" },
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

  it("says so when nothing matched and it started with a shortcode", () => {
    const reply = generateBlueprint(input("!!!"));
    expect(reply.explanation).toMatch(/Nothing in your message matched/);
    expect(Object.keys(reply.files)).toContain("custom-shortcode/includes/shortcode.php");
  });

  it("ignores the marked-elements block appended to the message", () => {
    const reply = generateBlueprint(input("a plugin that shows testimonials\n\nExact target elements:\n- form > button (tag: form, text: Send)"));
    expect(Object.keys(reply.files).some((path) => path.includes("entry-form"))).toBe(false);
  });

  it("is deterministic: the same input gives the same reply", () => {
    for (const message of ["a contact form with e-mail notifications", "a plugin that shows testimonials", "", "Gör ett plugin för evenemang"]) {
      expect(JSON.stringify(generateBlueprint(input(message)))).toBe(JSON.stringify(generateBlueprint(input(message))));
    }
  });

  it("builds a valid plugin from any text (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (message) => {
        const reply = generateBlueprint(input(message));
        const main = findMainPluginFile(reply.files);
        expect(main).not.toBeNull();
        for (const [path, source] of Object.entries(reply.files)) {
          if (fileLanguage(path) === "php") expect(checkPhpSyntax(source, path), path).toEqual({ ok: true });
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
    const reply = generateBlueprint(input("make the button bigger and purple", files));
    expect(reply.files).toEqual({});
    expect(reply.explanation).toContain("did not recognise");
    expect(reply.explanation).toContain("It can add");
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
    expect(checkPhpSyntax(main, "main.php")).toEqual({ ok: true });
    expect(parsePluginHeader(main)).toMatchObject({ name: "My Old Plugin", version: "2.3.1", author: "Someone" });
    expect(main).toContain("function hello()");
    expect(main).toContain("require_once __DIR__ . '/plugsmith/includes/settings.php';");
    expect(files["my-old-plugin/readme.txt"]).toContain("Stable tag: 2.3.1");
    expect(files["my-old-plugin/readme.txt"]).toMatch(/= 2\.3\.1 =\n\* Added .*\n\n= 2\.3 =/);
    for (const [path, source] of Object.entries(reply.files)) {
      if (fileLanguage(path) === "php") expect(checkPhpSyntax(source, path), path).toEqual({ ok: true });
    }
  });

  it("is deterministic on follow-ups too", () => {
    const files = applyReply({}, generateBlueprint(input("a plugin that shows testimonials")));
    expect(JSON.stringify(generateBlueprint(input("add a widget", files)))).toBe(JSON.stringify(generateBlueprint(input("add a widget", files))));
  });
});
