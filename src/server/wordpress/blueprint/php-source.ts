import type { BlueprintContext } from "./blueprint-context";

/** A PHP single-quoted string literal holding exactly `text`. */
export function phpString(text: string): string {
  return `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

/** Text made safe for one line of a PHP doc comment (no line breaks, no comment or tag end). */
export function commentText(text: string): string {
  return text
    .replace(/\*\//g, "* /")
    .replace(/\?>/g, "? >")
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** `__( 'text', 'domain' )`: a translatable string of the plugin. */
export function tr(ctx: BlueprintContext, text: string): string {
  return `__( ${phpString(text)}, ${phpString(ctx.textDomain)} )`;
}

/** `esc_html__( 'text', 'domain' )`. */
export function trHtml(ctx: BlueprintContext, text: string): string {
  return `esc_html__( ${phpString(text)}, ${phpString(ctx.textDomain)} )`;
}

/** `esc_html_e( 'text', 'domain' );` as a statement. */
export function echoHtml(ctx: BlueprintContext, text: string): string {
  return `esc_html_e( ${phpString(text)}, ${phpString(ctx.textDomain)} );`;
}

/** The guard every PHP file of a generated plugin starts with. */
export const ABSPATH_GUARD = `if ( ! defined( 'ABSPATH' ) ) {
	exit;
}`;

/** The marker a block file carries so that a later turn knows which blocks the plugin has. */
export function blockMarker(id: string, params: Readonly<Record<string, string>>): string {
  const entries = Object.entries(params);
  return `Plugsmith block: ${id}${entries.length ? ` (${entries.map(([key, value]) => `${key}: ${value}`).join("; ")})` : ""}`;
}

/** Reads the markers written by {@link blockMarker} from a file. */
export function readBlockMarkers(source: string): Array<{ id: string; params: Record<string, string> }> {
  const markers: Array<{ id: string; params: Record<string, string> }> = [];
  for (const match of source.matchAll(/Plugsmith block: ([a-z][a-z-]*)(?: \(([^)\n]*)\))?/g)) {
    const params: Record<string, string> = {};
    for (const pair of (match[2] ?? "").split(";")) {
      const colon = pair.indexOf(":");
      if (colon > 0) params[pair.slice(0, colon).trim()] = pair.slice(colon + 1).trim();
    }
    markers.push({ id: match[1]!, params });
  }
  return markers;
}

/** The opening of a block's PHP file: tag, doc comment with the block marker, ABSPATH guard. */
export function phpFileStart(
  ctx: BlueprintContext,
  summary: string,
  marker: { id: string; params?: Readonly<Record<string, string>> },
): string {
  return `<?php
/**
 * ${commentText(summary)}
 *
 * ${blockMarker(marker.id, marker.params ?? {})}
 *
 * @package ${packageName(ctx)}
 */

${ABSPATH_GUARD}
`;
}

/** A `@package` name for the plugin ("Site Colours" → "Site_Colours"). */
export function packageName(ctx: BlueprintContext): string {
  const words = ctx.name.normalize("NFKD").replace(/\p{M}+/gu, "").match(/[A-Za-z0-9]+/g) ?? [];
  return words.length ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("_") : "Plugin";
}

/**
 * The PHP function that prints a Settings API page (title, the group's fields, its sections, Save),
 * only for users who may manage options. Every block with a settings page uses this one.
 */
export function settingsPageRenderer(functionName: string, group: string, page: string): string {
  return `function ${functionName}() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form action="options.php" method="post">
			<?php
			settings_fields( '${group}' );
			do_settings_sections( '${page}' );
			submit_button();
			?>
		</form>
	</div>
	<?php
}`;
}
