import { createRequire } from "node:module";
import type * as PhpParserModule from "php-parser";
import type { Engine } from "php-parser";

// php-parser is loaded on the first parse (an import's scan, a version's checks), not with the server:
// an idle server does not hold it (issue #17).
const require = createRequire(import.meta.url);

/**
 * A node of php-parser's AST, read structurally: the library's own classes describe only part of
 * what it produces, so the checks look at `kind` and at the fields they need.
 */
export interface PhpNode {
  kind: string;
  loc?: { start: { line: number; column: number; offset: number }; end: { line: number; column: number; offset: number } } | null;
  [field: string]: unknown;
}

/** A PHP parse error with the line it happened on. */
export class PhpParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = "PhpParseError";
  }
}

function createEngine(): Engine {
  const { Engine: PhpParser } = require("php-parser") as typeof PhpParserModule;
  return new PhpParser({
    parser: { php8: true, suppressErrors: false, extractDoc: false },
    ast: { withPositions: true },
  });
}

/** Parses a PHP file (with its `<?php` tags); throws {@link PhpParseError} on a syntax error. */
export function parsePhp(source: string, path: string): PhpNode {
  try {
    return createEngine().parseCode(source, path) as unknown as PhpNode;
  } catch (error) {
    if (error instanceof SyntaxError) {
      const line = (error as SyntaxError & { lineNumber?: number }).lineNumber ?? 1;
      const message = error.message.replace(/^Parse Error : /, "").replace(/ on line \d+$/, "");
      throw new PhpParseError(message, line);
    }
    throw error;
  }
}

const SKIPPED_FIELDS = new Set(["loc", "leadingComments", "trailingComments", "comments", "tokens", "errors"]);

export function isPhpNode(value: unknown): value is PhpNode {
  return typeof value === "object" && value !== null && typeof (value as { kind?: unknown }).kind === "string";
}

/** The direct child nodes of a node, in source order (no entry arrays allocated: it runs for every node of every review). */
export function childNodes(node: PhpNode): PhpNode[] {
  const children: PhpNode[] = [];
  for (const field of Object.keys(node)) {
    if (SKIPPED_FIELDS.has(field)) continue;
    const value = node[field];
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isPhpNode(item)) children.push(item);
    } else if (isPhpNode(value)) {
      children.push(value);
    }
  }
  return children;
}

/** Calls `visit` for the node and each descendant, depth first in source order. */
export function walkPhp(node: PhpNode, visit: (node: PhpNode) => void): void {
  visit(node);
  for (const child of childNodes(node)) walkPhp(child, visit);
}

/**
 * The global function a call names, lowercased (`\exec(...)` → "exec"), or null for methods,
 * variable functions and namespaced names (`Foo\exec()` is not the global `exec`).
 */
export function calledFunctionName(call: PhpNode): string | null {
  const what = call.what;
  if (!isPhpNode(what) || what.kind !== "name" || typeof what.name !== "string") return null;
  const name = what.name.replace(/^\\/, "");
  if (name.includes("\\")) return null;
  return name.toLowerCase();
}

export function lineOf(node: PhpNode): number {
  return node.loc?.start.line ?? 1;
}

/** The source text of a node (positions are kept by the parser). */
export function sourceOf(node: PhpNode, source: string): string {
  if (!node.loc) return "";
  return source.slice(node.loc.start.offset, node.loc.end.offset);
}
