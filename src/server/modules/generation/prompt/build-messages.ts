import type { ImagePart, ModelMessage, TextPart } from "ai";
import { parseBinaryDataUrl } from "../../../../shared/binary-files";
import type { MailLanguage } from "../../../../shared/schemas/account";
import type { MarkedElement } from "../../../../shared/schemas/plugins";
import type { GenerationInput } from "../protocol/reply";
import { SYSTEM_PROMPT } from "./system-prompt";

/** A single current file above this many characters is cut, with a marker saying so. */
export const MAX_PROMPT_FILE_CHARS = 200 * 1024;
/** Earlier messages sent along (the most recent ones). */
export const MAX_HISTORY_MESSAGES = 20;
/** An earlier message above this many characters is cut. */
export const MAX_HISTORY_MESSAGE_CHARS = 12_000;

const BINARY_EXTENSIONS = /\.(png|jpe?g|gif|webp|ico|bmp|avif|woff2?|ttf|otf|eot|zip|gz|mo|pdf|mp3|mp4|webm)$/i;
const LANGUAGES: Record<string, string> = {
  php: "php",
  js: "javascript",
  mjs: "javascript",
  jsx: "jsx",
  ts: "typescript",
  css: "css",
  scss: "scss",
  json: "json",
  md: "markdown",
  html: "html",
  htm: "html",
  svg: "xml",
  xml: "xml",
  txt: "text",
  pot: "text",
  po: "text",
};

/**
 * The AI SDK prompt for one turn: the fixed system prompt, the earlier turns as alternating user and
 * assistant text, then this turn as one user message: the plugin's context and all its current files,
 * the attached images, and the request last.
 */
export function buildModelMessages(input: GenerationInput): { system: string; messages: ModelMessage[] } {
  const content: Array<TextPart | ImagePart> = [{ type: "text", text: describeTurn(input) }];
  for (const image of input.images) {
    const part = imagePart(image);
    if (part) content.push(part);
  }
  const request = input.message.trim() || "(No text: see the attached images.)";
  content.push({ type: "text", text: `## Request\n\n${request}` });
  return {
    system: SYSTEM_PROMPT,
    messages: [...historyMessages(input.history), { role: "user", content }],
  };
}

/**
 * Adds the spec's 'exact target elements' block (spec.md §5) to a message: for each element the
 * person marked in the preview, its text, tag and selector (and id and classes when it has them).
 */
export function appendMarkedElements(
  message: string,
  elements: ReadonlyArray<Pick<MarkedElement, "tag" | "text" | "selector"> & Partial<Pick<MarkedElement, "id" | "classes">>>,
): string {
  if (elements.length === 0) return message;
  const lines = elements.map((element, i) => {
    const details = [
      `tag <${element.tag.toLowerCase()}>`,
      `text ${element.text.trim() ? JSON.stringify(element.text.trim()) : "(none)"}`,
      `selector \`${element.selector}\``,
      ...(element.id ? [`id "${element.id}"`] : []),
      ...(element.classes?.length ? [`classes "${element.classes.join(" ")}"`] : []),
    ];
    return `${i + 1}. ${details.join(", ")}`;
  });
  const block = [
    "Exact target elements (marked by the person in the preview; apply the request to exactly these elements and leave everything else as it is):",
    ...lines,
  ].join("\n");
  const text = message.trim() === "" ? "Change the marked elements as the person most likely wants (they sent no text)." : message;
  return `${text}\n\n${block}`;
}

/** The app's languages, named as the model reads them. */
const LANGUAGE_NAMES: Record<MailLanguage, string> = { en: "English", sv: "Swedish" };

function describeTurn(input: GenerationInput): string {
  const paths = Object.keys(input.files).sort();
  const view = input.viewMode === "frontend" ? "frontend (the website)" : "backend (wp-admin)";
  const context = [
    `Plugin: ${input.pluginName}`,
    `Author for the plugin header: ${input.author}`,
    `The person is looking at the ${view} preview.`,
    `The person's language: ${LANGUAGE_NAMES[input.language ?? "en"]}. Write the explanation, the features and the quick actions in it.`,
  ].join("\n");
  if (paths.length === 0) {
    return `${context}\n\n## Current files\n\nThe plugin has no files yet: write the complete plugin.`;
  }
  const files = paths.map((path) => formatFile(path, input.files[path] ?? ""));
  return [
    context,
    `## Current files (${paths.length})`,
    "The plugin as it is now. Return only the files you create or change, each in full.",
    ...files,
  ].join("\n\n");
}

/** One current file as a Markdown fence long enough that the content cannot close it. */
export function formatFile(path: string, content: string): string {
  // An image is a data URL in the file map (docs/decisions/0025): only its name and size reach the model.
  const image = parseBinaryDataUrl(content);
  if (image || BINARY_EXTENSIONS.test(path) || content.includes("\0")) {
    const size = image ? `${image.type}, ${formatBytes(Buffer.from(image.base64, "base64").length)}` : `${content.length} characters`;
    return `### ${path}\n(binary file, ${size}, not shown; keep it unless asked to remove it, and never write it)`;
  }
  let shown = content;
  let note = "";
  if (content.length > MAX_PROMPT_FILE_CHARS) {
    shown = content.slice(0, MAX_PROMPT_FILE_CHARS);
    note = `\n[Plugsmith: this file is ${content.length} characters long; only the first ${MAX_PROMPT_FILE_CHARS} are shown. Do not rewrite this file: the part not shown would be lost.]`;
  }
  const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longestRun + 1));
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
  const language = LANGUAGES[extension] ?? "";
  const body = shown.endsWith("\n") || shown === "" ? shown : `${shown}\n`;
  return `### ${path}\n${fence}${language}\n${body}${fence}${note}`;
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${Math.round(bytes / 1024)} KB`;
}

function imagePart(image: string): ImagePart | null {
  const match = /^data:([^;,]+)(?:;[^,]*)?;base64,(.*)$/s.exec(image);
  if (!match) return null; // only data URLs: a remote URL would have the server fetch it
  return { type: "image", image: match[2]!, mediaType: match[1]! };
}

function historyMessages(history: GenerationInput["history"]): ModelMessage[] {
  const merged: Array<{ role: "user" | "assistant"; content: string }> = [];
  for (const turn of history) {
    let content = turn.content.trim();
    if (content === "") continue;
    if (content.length > MAX_HISTORY_MESSAGE_CHARS) content = `${content.slice(0, MAX_HISTORY_MESSAGE_CHARS)}\n[…cut]`;
    if (turn.role === "assistant" && !/^\s*<(file|explanation)\b/m.test(content)) {
      // Earlier replies are stored as their explanation: shown in the reply format, so that the
      // history does not teach the model to answer in prose.
      content = `(Files of this reply omitted: the current files are in the latest message.)\n<explanation>\n${content}\n</explanation>`;
    }
    const last = merged.at(-1);
    if (last?.role === turn.role) last.content += `\n\n${content}`;
    else merged.push({ role: turn.role, content });
  }
  let recent = merged.slice(-MAX_HISTORY_MESSAGES);
  // A conversation starts with the person and alternates; the current turn is the person's.
  while (recent[0]?.role === "assistant") recent = recent.slice(1);
  if (recent.at(-1)?.role === "user") recent.push({ role: "assistant", content: "(No reply was saved for this message.)" });
  return recent.map((m) => ({ role: m.role, content: m.content }));
}
