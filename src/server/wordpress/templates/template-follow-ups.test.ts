import { describe, expect, it } from "vitest";
import { STARTER_TEMPLATES } from "../../../shared/starter-templates";
import { checkPluginFiles } from "../../modules/plugins/checks/version-checks";
import { parsePluginHeader } from "../plugin-header";
import { findMainPluginFile } from "../plugin-files";
import { generateReply, templateReply } from "../../../../tests/support/wordpress-test-site";

// Issue #16: every starter template is a plugin the offline generator can go on refining: a follow-up
// adds a building block beside the template, the loader keeps every file of the template, and the
// result still passes the review with no finding.
describe("[TEMPLATES][FOLLOW_UP] a starter template refined by a later turn", () => {
  it.each(STARTER_TEMPLATES.map((template) => [template.id, template.prompt]))("%s: adds a widget, keeps every template file loaded", (id, prompt) => {
    const first = templateReply(id as (typeof STARTER_TEMPLATES)[number]["id"], prompt).files;
    const mainPath = findMainPluginFile(first)!;
    const base = mainPath.slice(0, mainPath.lastIndexOf("/") + 1);
    const required = (main: string) => [...main.matchAll(/require_once [A-Z_0-9]+ \. '([^']+)'/g)].map((match) => match[1]!);
    const before = required(first[mainPath]!);
    expect(before.length, "the template's files are loaded").toBeGreaterThan(0);
    for (const path of before) expect(first[`${base}${path.replace(/^\//, "")}`], path).toBeDefined();

    const follow = generateReply("Add a sidebar widget", first);
    const files = { ...first, ...follow.files };
    expect(Object.keys(follow.files)).toContain(`${base}includes/widget.php`);
    const after = required(files[mainPath]!);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after.some((path) => path.endsWith("includes/widget.php"))).toBe(true);
    expect(parsePluginHeader(files[mainPath]!)?.version).toBe("1.0.1");
    expect(checkPluginFiles(files).findings).toEqual([]);
  });
});
