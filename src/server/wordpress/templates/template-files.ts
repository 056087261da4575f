import type { BlueprintContext } from "../blueprint/blueprint-context";
import type { StoredData } from "../blueprint/uninstall-file";
import { fillTemplate, type TemplateLanguage } from "../catalogue/fill-template";
import { wordpressFile } from "../wordpress-files";
import type { TemplateId } from "../../../shared/starter-templates";

/**
 * A starter template's PHP, JS and CSS are real files in its folder (issue #33), filled with the catalogue's one
 * placeholder mechanism (catalogue/fill-template.ts):
 *
 *   templates/<id>/<name>.php      → includes/<name>.php of the plugin
 *   templates/<id>/assets/<file>   → assets/<file>
 *   templates/<id>/uninstall.php   → statements for the plugin's uninstall.php: the file is valid PHP on its own;
 *                                    its opening tag line and the `//` comment lines right after it are left out
 *
 * Besides the prefixes, a template may use PLUGSMITH_PARAM_PLUGIN_NAME and PLUGSMITH_PARAM_SETTINGS_TITLE (the name
 * and "<name> Settings" as PHP strings) and the PLUGSMITH_NAME_* names its manifest derives (a shortcode tag).
 */
export function templateFiles(
  id: TemplateId,
  paths: readonly string[],
  ctx: BlueprintContext,
  names: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const path of paths) files[path] = templateFile(id, path.replace(/^includes\//, ""), ctx, names);
  return files;
}

/** The template's uninstall statements (its filled uninstall.php), as BlockBuild.uninstall. */
export function templateUninstall(id: TemplateId, ctx: BlueprintContext, names: Readonly<Record<string, string>> = {}): StoredData {
  const source = templateFile(id, "uninstall.php", ctx, names);
  return { php: [source.replace(/^<\?php\n(?:\/\/.*\n)*/, "").replace(/\n$/, "")] };
}

function templateFile(id: TemplateId, name: string, ctx: BlueprintContext, names: Readonly<Record<string, string>>): string {
  const language = name.slice(name.lastIndexOf(".") + 1) as TemplateLanguage;
  return fillTemplate(wordpressFile(`templates/${id}/${name}`), language, {
    ctx,
    params: { plugin_name: ctx.name, settings_title: `${ctx.name} Settings` },
    names,
  });
}
