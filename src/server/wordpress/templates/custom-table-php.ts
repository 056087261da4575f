/** One custom database table of a plugin, as {@link customTablePhp} creates it. */
export interface CustomTable {
  /** The plugin's function prefix. */
  p: string;
  /** The table's name without `$wpdb->prefix`. */
  table: string;
  /** What its rows are, for the doc comments ("subscribers"). */
  holds: string;
  /** The column and key lines of `CREATE TABLE`, without indentation or trailing commas' line breaks. */
  columns: readonly string[];
  /** The doc comment of `{p}install()`: what it does and when it runs. */
  installDoc: string;
  /** PHP statements `{p}install()` runs after the table is created (one tab indented), e.g. a version option. */
  afterCreate: string;
}

/**
 * `{p}table()`, the table's full name, and `{p}install()`, which creates or updates it with dbDelta
 * (safe to run again) and then runs `afterCreate`.
 */
export function customTablePhp(t: CustomTable): string {
  const { p } = t;
  return `/**
 * The ${t.holds} table's name, with the site's table prefix.
 *
 * @return string
 */
function ${p}table() {
	global $wpdb;
	return $wpdb->prefix . '${t.table}';
}

/**
 * ${t.installDoc}
 */
function ${p}install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = ${p}table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
${t.columns.map((line) => `\t\t\t${line}`).join("\n")}
		) {$charset};"
	);
${t.afterCreate}
}`;
}
