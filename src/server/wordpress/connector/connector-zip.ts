import { readdirSync, readFileSync } from "node:fs";
import { WORDPRESS_FILES_ROOT } from "../wordpress-files";
import { writeZip } from "../zip-writer";
import { CONNECTOR_SLUG } from "./protocol";

// The Plugsmith Connector (issue #37) as the ZIP a person uploads in Plugins → Add New → Upload Plugin. Its files
// are real files under connector/plugsmith-connector/ (linted and reviewed like every template:
// connector-files.test.ts); a bundled server finds them in dist/server/wordpress/ (scripts/copy-wordpress-files.mjs).

/** The connector's folder, in the sources or beside the bundle. */
export const CONNECTOR_ROOT = new URL(`connector/${CONNECTOR_SLUG}/`, WORDPRESS_FILES_ROOT);

/** The connector's files: path inside its folder → content, in path order. */
export function connectorFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(new URL(folder, CONNECTOR_ROOT), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${folder}${entry.name}`;
      if (entry.isDirectory()) walk(`${path}/`);
      else if (/\.(?:php|txt)$/.test(entry.name)) files[path] = readFileSync(new URL(path, CONNECTOR_ROOT), "utf8");
    }
  };
  walk("");
  return files;
}

/** The one ZIP built (the files do not change while the server runs): a single entry, so bounded. */
let built: Promise<Uint8Array> | null = null;

/** The installable ZIP: every file under the top folder plugsmith-connector/. */
export function connectorZip(): Promise<Uint8Array> {
  built ??= writeZip(Object.entries(connectorFiles()).map(([path, content]) => ({ path: `${CONNECTOR_SLUG}/${path}`, data: new TextEncoder().encode(content) }))).catch((error: unknown) => {
    built = null;
    throw error;
  });
  return built;
}
