import { fillTemplate, phpFragment } from "../catalogue/fill-template";
import { wordpressFile } from "../wordpress-files";
import type { BlueprintContext } from "./blueprint-context";

/** The line uninstall/uninstall.php carries, by which a later turn knows the file is ours to rewrite. */
export const UNINSTALL_MARKER = "Plugsmith uninstall";

/**
 * What a plugin stores, which its uninstall.php deletes (the plugin's code is not loaded there). Names are whole,
 * with the plugin's prefix; each kind is one statement of uninstall/*.php per name.
 */
export interface StoredData {
  options?: readonly string[];
  transients?: readonly string[];
  /** Custom tables, without the site's table prefix. */
  tables?: readonly string[];
  /** WP-Cron hooks whose scheduled events are cleared. */
  cronHooks?: readonly string[];
  /** User meta keys, deleted for every user. */
  userMeta?: readonly string[];
  /** Statements filled from a real file (a starter template's uninstall.php) for what the kinds above do not cover. */
  php?: readonly string[];
}

/** A table name as it goes bare into the DROP TABLE statement. */
const TABLE = /^[a-z][a-z0-9_]{0,63}$/;

/** The stored data of several blocks or tasks as one, each name once. */
export function mergeStoredData(all: readonly StoredData[]): StoredData {
  const union = (key: keyof StoredData) => [...new Set(all.flatMap((data) => data[key] ?? []))];
  return { tables: union("tables"), options: union("options"), transients: union("transients"), userMeta: union("userMeta"), cronHooks: union("cronHooks"), php: union("php") };
}

/** uninstall.php (uninstall/uninstall.php): deletes what the plugin stored when it is deleted; null when it stores nothing. */
export function renderUninstall(ctx: BlueprintContext, stored: StoredData): string | null {
  const part = (name: string, values: { params?: Record<string, string>; names?: Record<string, string> } = {}) =>
    phpFragment(fillTemplate(wordpressFile(`blueprint/uninstall/${name}.php`), "php", { ctx, params: values.params ?? {}, names: values.names }));
  const each = (names: readonly string[] | undefined, fragment: string) => (names ?? []).map((name) => part(fragment, { params: { name } }));
  const tables = (stored.tables ?? []).map((table) => {
    if (!TABLE.test(table)) throw new Error(`Not a table name: ${table}`);
    return part("drop-table", { names: { table } });
  });
  const statements = [
    ...tables,
    ...each(stored.options, "delete-option"),
    ...each(stored.transients, "delete-transient"),
    ...each(stored.userMeta, "delete-user-meta"),
    ...each(stored.cronHooks, "clear-cron-hook"),
    ...(stored.php ?? []),
  ];
  if (!statements.length) return null;
  const needsDb = tables.length > 0 || (stored.php ?? []).some((code) => code.includes("$wpdb"));
  return fillTemplate(wordpressFile("blueprint/uninstall/uninstall.php"), "php", {
    ctx,
    params: {},
    lines: { statements: needsDb ? [part("global-wpdb"), "", ...statements] : statements },
  });
}
