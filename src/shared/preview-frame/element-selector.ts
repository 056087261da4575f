/** The parts of a DOM element a selector is built from; a real Element has them all. */
export interface SelectorElement {
  tagName: string;
  id: string;
  classList: ArrayLike<string>;
  parentElement: SelectorElement | null;
  previousElementSibling: SelectorElement | null;
}

/**
 * A CSS selector for an element the person marked (spec.md §3 Marked element): for the element and
 * its ancestors up to but excluding <body>, `#id` when the element has one (and the walk stops
 * there), else its tag, its first class and `:nth-of-type(n)`; joined by ' > ', outermost first.
 *
 * Self-contained on purpose: its source is also injected into the preview iframe (preview-runtime.ts),
 * so it may use only its parameter, its own locals and browser globals.
 */
export function buildSelector(element: SelectorElement): string {
  const escapeIdent = (value: string): string =>
    typeof CSS !== "undefined" && typeof CSS.escape === "function"
      ? CSS.escape(value)
      : value.replace(/[^\w-]/g, (char) => `\\${char}`);
  const segments: string[] = [];
  let node: SelectorElement | null = element;
  while (node) {
    const tag = node.tagName.toLowerCase();
    if (tag === "body" || tag === "html") break;
    if (node.id) {
      segments.unshift(`#${escapeIdent(node.id)}`);
      break;
    }
    let index = 1;
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (sibling.tagName === node.tagName) index++;
    }
    const firstClass = node.classList.length > 0 ? node.classList[0] : "";
    segments.unshift(`${tag}${firstClass ? `.${escapeIdent(firstClass)}` : ""}:nth-of-type(${index})`);
    node = node.parentElement;
  }
  return segments.length > 0 ? segments.join(" > ") : element.tagName.toLowerCase();
}
