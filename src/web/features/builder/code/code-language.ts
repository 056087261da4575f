import type { Extension } from "@codemirror/state";
import { css } from "@codemirror/lang-css";
import { html } from "@codemirror/lang-html";
import { javascript } from "@codemirror/lang-javascript";
import { json } from "@codemirror/lang-json";
import { markdown } from "@codemirror/lang-markdown";
import { php } from "@codemirror/lang-php";

/** Syntax highlighting by file extension: PHP, JavaScript (and TypeScript), CSS, HTML, JSON, Markdown; none otherwise. */
export function languageFor(path: string): Extension {
  const extension = path.toLowerCase().split(".").pop() ?? "";
  switch (extension) {
    case "php":
      return php();
    case "js":
    case "mjs":
    case "cjs":
      return javascript();
    case "json":
      return json();
    case "md":
    case "markdown":
      return markdown();
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
