import type { BlueprintContext } from "./blueprint-context";
import { commentText, packageName } from "./php-source";

export const UNINSTALL_MARKER = "Plugsmith uninstall";

/** uninstall.php: runs when the plugin is deleted, without the plugin's code loaded. */
export function renderUninstall(ctx: BlueprintContext, statements: readonly string[]): string {
  const needsDb = statements.some((statement) => statement.includes("$wpdb"));
  return `<?php
/**
 * Removes what ${commentText(ctx.name)} stored, as the statements below list, when the plugin is deleted.
 *
 * ${UNINSTALL_MARKER}: generated from the plugin's building blocks.
 *
 * @package ${packageName(ctx)}
 */

if ( ! defined( 'ABSPATH' ) || ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}
${needsDb ? "\nglobal $wpdb;\n" : ""}
${statements.join("\n")}
`;
}
