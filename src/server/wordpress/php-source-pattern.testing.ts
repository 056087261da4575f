import ts from "typescript";

// Issue #33: no TypeScript file holds PHP source in a string. What that looks like, for the guards
// (php-in-typescript.test.ts over all of src/, blueprint-files.test.ts over the files that were converted).

/**
 * What PHP source in a TypeScript string looks like: an opening tag with code after it on its line or the next
 * (not the bare tag, nor a sentence naming it), hooks, functions named from a prefix, enqueued assets, the
 * statements that delete what a plugin stores, and translation calls built around a TypeScript value.
 */
export const PHP_SOURCE =
  /(?:^|\n|`)[ \t]*<\?php\b(?![ \t]*(?:\n[ \t]*)?$)|\badd_(?:action|filter)\(\s*'|\bfunction __PREFIX__|\bfunction \$\{|\$GLOBALS\[|\bwp_(?:enqueue|register)_(?:script|style)\(\s*'|\bregister_(?:shutdown|activation|deactivation)_(?:function|hook)\(|\b(?:delete|update)_option\(\s*['$]|\bdelete_(?:metadata|transient)\(\s*'|\bwp_clear_scheduled_hook\(\s*'|\$wpdb->query\(|\b(?:__|esc_html__|esc_html_e)\(\s*\$\{/;

/** One string of a TypeScript file that looks like PHP source: its line and what matched. */
export interface PhpInString {
  line: number;
  match: string;
}

/**
 * The strings of a TypeScript file (string literals, template literals with `${…}` for their substitutions, JSX
 * text) that match PHP_SOURCE. Comments and regular expression literals are not strings: an analyzer's regex
 * that matches PHP is not PHP source.
 */
export function phpInStrings(path: string, text: string): PhpInString[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: PhpInString[] = [];
  const check = (node: ts.Node, value: string) => {
    const match = PHP_SOURCE.exec(value);
    if (match) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, match: match[0].trim() });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) check(node, node.text);
    else if (ts.isTemplateExpression(node)) check(node, node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join(""));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
