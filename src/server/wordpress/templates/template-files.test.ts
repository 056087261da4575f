import { readdirSync, readFileSync } from "node:fs";
import { loadNodeRuntime } from "@php-wasm/node";
import { PHP } from "@php-wasm/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../modules/plugins/checks/version-checks";
import { type BlueprintContext, makeContext } from "../blueprint/blueprint-context";
import { generateBlueprint } from "../blueprint/generate-blueprint";
import type { TemplateId } from "../../../shared/starter-templates";
import { aiAssistantNames } from "./ai-assistant/ai-assistant-names";
import { analyticsNames } from "./analytics/analytics-names";
import { bookingNames } from "./booking/booking-names";
import { clientPortalNames } from "./client-portal/client-portal-names";
import { contentAccessNames } from "./content-access/content-access-names";
import { crmNames } from "./crm-sync/crm-sync-names";
import { pricingNames } from "./dynamic-pricing/dynamic-pricing-names";
import { leadMagnetNames } from "./lead-magnet/lead-magnet-names";
import { maintenanceNames } from "./maintenance/maintenance-names";
import { TEMPLATES } from "./template-registry";
import { upsellNames } from "./woo-upsell/woo-upsell-names";

// Issue #33: the starter templates' PHP, JS and CSS are real files (templates/<id>/…, see template-files.ts) that
// PHP itself parses as written and as filled, that use only the known placeholders, and whose plugins pass the review.

const ROOT = new URL("./", import.meta.url);

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(new URL(folder, ROOT), { recursive: true, encoding: "utf8" })
    .filter((path) => pattern.test(path))
    .map((path) => `${folder}${path}`)
    .sort();
}

const templateFiles = TEMPLATES.flatMap((template) => filesUnder(`${template.id}/`, /\.(?:php|js|css)$/));
const read = (path: string) => readFileSync(new URL(path, ROOT), "utf8");
/** Two plugins with different prefixes, one of them long enough to be shortened, with a name that needs escaping. */
const CONTEXTS = [makeContext({ name: "Shop Helper" }), makeContext({ name: "Jo's \"Big\" */ Plugin ?> For The Whole Client Base" })];
const PHP_MAGIC = ["DIR", "FILE", "LINE", "FUNCTION", "CLASS", "METHOD"];
const PLACEHOLDERS = ["PREFIX", "CSS_PREFIX", "CONST_PREFIX", "TEXT_DOMAIN", "REST_NAMESPACE", "PACKAGE", "PLUGIN_NAME"];

describe("[TEMPLATES][FILES] the starter templates as real files", () => {
  it("every template has its PHP, assets and uninstall statements as files", () => {
    expect(TEMPLATES).toHaveLength(10);
    for (const template of TEMPLATES) expect(filesUnder(`${template.id}/`, /^uninstall\.php$/), template.id).toHaveLength(1);
  });

  it("every file names only the placeholders of the one mechanism", () => {
    for (const path of templateFiles) {
      const source = read(path);
      for (const match of source.matchAll(/(?<![A-Za-z0-9])__([A-Z][A-Z_]*[A-Z])__/g)) expect([...PLACEHOLDERS, ...PHP_MAGIC], `${path}: ${match[0]}`).toContain(match[1]);
      for (const match of source.matchAll(/PLUGSMITH_PARAM_([A-Z0-9_]+)/g)) expect(["PLUGIN_NAME", "SETTINGS_TITLE"], path).toContain(match[1]);
      for (const match of source.matchAll(/PLUGSMITH_NAME_([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)/g)) expect(["SHORTCODE", "POST_TYPE"], path).toContain(match[1]);
      // The plugin's name goes into code only as a whole PHP string (a parameter); __PLUGIN_NAME__ is comment text.
      for (const line of source.split("\n").filter((text) => text.includes("__PLUGIN_NAME__"))) expect(line, path).toMatch(/^\s*(?:\/?\*|\/\/)/);
      if (path.endsWith(".php") && !path.endsWith("/uninstall.php")) expect(source, path).toMatch(/^<\?php\n\/\*\*[\s\S]*?@package __PACKAGE__\n \*\/\n\nif \( ! defined\( 'ABSPATH' \) \) \{\n\texit;\n\}\n/);
    }
  });

  it("a built template has no placeholder left, for two different plugins", () => {
    for (const template of TEMPLATES) {
      const built = CONTEXTS.map((ctx) => template.build(ctx, {}));
      for (const [index, build] of built.entries()) {
        const text = [...Object.values(build.files), ...(build.uninstall.php ?? [])].join("\n");
        expect(text, template.id).not.toMatch(/__(?:PREFIX|CSS_PREFIX|CONST_PREFIX|TEXT_DOMAIN|REST_NAMESPACE|PACKAGE|PLUGIN_NAME)__|PLUGSMITH_(?:PARAM|NAME)_/);
        expect(text, template.id).toContain(`function ${CONTEXTS[index]!.prefix}`);
      }
      expect(built[0]!.files, template.id).not.toEqual(built[1]!.files);
    }
  });

  it("the names a template's TypeScript gives things (previews, style targets, features) are the names its files use", () => {
    const namesOf: Record<string, (ctx: BlueprintContext) => object> = {
      "ai-assistant": aiAssistantNames,
      analytics: analyticsNames,
      booking: bookingNames,
      "client-portal": clientPortalNames,
      "content-access": contentAccessNames,
      "crm-sync": crmNames,
      "dynamic-pricing": pricingNames,
      "lead-magnet": leadMagnetNames,
      maintenance: maintenanceNames,
      "woo-upsell": upsellNames,
    };
    expect(Object.keys(namesOf).sort()).toEqual(TEMPLATES.map((template) => template.id).sort());
    for (const ctx of CONTEXTS) {
      for (const template of TEMPLATES) {
        const build = template.build(ctx, {});
        const text = [...Object.values(build.files), ...(build.uninstall.php ?? [])].join("\n");
        for (const [key, value] of Object.entries(namesOf[template.id]!(ctx))) expect(text, `${template.id}: ${key}`).toContain(String(value));
      }
    }
  });

  it("no TypeScript file of the templates holds PHP, JS or CSS source", () => {
    const offenders: string[] = [];
    for (const path of filesUnder("", /\.ts$/).filter((name) => !name.endsWith(".test.ts"))) {
      const source = read(path);
      const php = /<\?php|\badd_(?:action|filter)\(|\bfunction \$\{|\$wpdb->(?:query|prepare|get_)|\besc_html(?:__|_e)?\(|\b(?:delete|update|get)_option\(|\bwp_enqueue_(?:script|style)\(/.exec(source);
      const js = /'use strict'|\bdocument\.querySelector|\bwp\.(?:element|data|plugins)\b|\( function \(/.exec(source);
      const css = /\{\n\t[a-z-]+: [^;\n]+;\n(?:\t[a-z-]+: [^;\n]+;\n){2,}/.exec(source);
      for (const found of [php, js, css]) if (found) offenders.push(`${path}: ${found[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe("[TEMPLATES][PHP] PHP's own parser reads every template file, as written and as filled", () => {
  const runtimes: PHP[] = [];
  beforeAll(async () => {
    for (const version of ["7.4", "8.3"] as const) runtimes.push(new PHP(await loadNodeRuntime(version)));
  }, 60_000);
  afterAll(() => runtimes.forEach((php) => php.exit()));

  it("on PHP 7.4 (the plugins' Requires PHP) and 8.3, with no parse error", async () => {
    const sources: Record<string, string> = {};
    for (const path of templateFiles.filter((name) => name.endsWith(".php"))) sources[`template/${path}`] = read(path);
    for (const template of TEMPLATES) {
      for (const [index, ctx] of CONTEXTS.entries()) {
        for (const [path, content] of Object.entries(template.build(ctx, {}).files)) if (path.endsWith(".php")) sources[`built/${index}/${template.id}/${path}`] = content;
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThanOrEqual(TEMPLATES.length * 6);
    const lint = "<?php try { token_get_all( file_get_contents( '/tmp/lint.php' ), TOKEN_PARSE ); echo 'ok'; } catch ( Throwable $e ) { echo $e->getMessage() . ' on line ' . $e->getLine(); }";
    for (const php of runtimes) {
      const errors: string[] = [];
      for (const [path, source] of Object.entries(sources)) {
        php.writeFile("/tmp/lint.php", source);
        const result = await php.run({ code: lint });
        if (result.text !== "ok") errors.push(`${path}: ${result.text}`);
      }
      expect(errors).toEqual([]);
    }
    // The check finds a parse error when there is one.
    runtimes[0]!.writeFile("/tmp/lint.php", "<?php function ( {");
    expect((await runtimes[0]!.run({ code: lint })).text).not.toBe("ok");
  }, 120_000);
});

describe("[TEMPLATES][REVIEW] every template's plugin passes the review", () => {
  it.each(TEMPLATES.map((template) => template.id))("%s, under two plugin names: no finding of any severity", (id) => {
    for (const pluginName of ["New WordPress Plugin", "Jo's Shop Tools"]) {
      const template = TEMPLATES.find((entry) => entry.id === id)!;
      const reply = generateBlueprint({ pluginName, files: {}, history: [], message: template.quickAction!.prompt, images: [], viewMode: "backend", author: "Tester", templateId: id as TemplateId });
      expect(Object.keys(reply.files).length).toBeGreaterThanOrEqual(4);
      const check = checkPluginFiles(reply.files);
      expect(check.findings).toEqual([]);
      expect(check.status).toBe("passed");
    }
  });
});
