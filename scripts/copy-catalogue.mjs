import { cpSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * The catalogue's templates are real .php/.js/.css files read at run time (src/server/wordpress/catalogue/catalogue.ts):
 * a bundle finds them in `catalogue/` beside itself, one folder per task as in the sources. The TypeScript
 * (manifests, code) is bundled, not copied.
 */
export function copyCatalogue(outdir, root = ".") {
  const target = path.join(outdir, "catalogue");
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, "src/server/wordpress/catalogue"), target, {
    recursive: true,
    filter: (source) => !/\.tsx?$/.test(source),
  });
}
