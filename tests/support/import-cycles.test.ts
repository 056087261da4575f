import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, importsOf } from "../../scripts/check-import-cycles.mjs";

// scripts/check-import-cycles.mjs, run by `npm run lint` (issue #36 item 4): it must see a cycle when there is one,
// type-only imports included, and see none in a chain.

const src = path.resolve(import.meta.dirname, "../../src");

describe("[LINT][CYCLES] the import-cycle check", () => {
  it("finds a cycle of three modules and a module importing itself, and none in a chain", () => {
    const graph = new Map<string, string[]>([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
      ["f", ["d"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c"], ["e"]]);
    expect(findCycles(new Map([["a", ["b"]], ["b", ["c"]], ["c", []]]))).toEqual([]);
  });

  it("reads type-only imports and re-exports, resolved as TypeScript resolves them, and ignores packages", () => {
    const file = path.join(src, "server/db/instance.ts");
    const text = 'import type { DatabaseKind } from "./client";\nexport { sql } from "drizzle-orm";\nexport type { SessionUser } from "../auth/session-user";\n';
    expect(importsOf(file, text)).toEqual([path.join(src, "server/db/client.ts"), path.join(src, "server/auth/session-user.ts")]);
  });
});
