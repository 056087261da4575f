import type { Extension } from "@codemirror/state";
import { css } from "@codemirror/lang-css";
import { html } from "@codemirror/lang-html";
import { javascript } from "@codemirror/lang-javascript";
import { php } from "@codemirror/lang-php";

/** Syntax highlighting by file extension: PHP, JavaScript (and JSON, TypeScript), CSS, HTML; none otherwise. */
export function languageFor(path: string): Extension {
  const extension = path.toLowerCase().split(".").pop() ?? "";
  switch (extension) {
    case "php":
      return php();
    case "js":
    case "mjs":
    case "cjs":
    case "json":
      return javascript();
    case "jsx":
      return javascript({ jsx: true });
    case "ts":
    case "tsx":
      return javascript({ typescript: true, jsx: extension === "tsx" });
    case "css":
      return css();
    case "html":
    case "htm":
      return html();
    default:
      return [];
  }
}
