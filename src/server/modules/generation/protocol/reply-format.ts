import type { GeneratedReply } from "./reply";

// The tagged plain-text reply format every generator writes (a model or the offline blueprint
// generator): files one after another, then the explanation, features, quick actions and previews.
// Any model can follow it without a JSON mode, and a file can be shown while it is being written.
//
//   <file path="my-plugin/my-plugin.php">      a header line, alone on its line
//   …content, verbatim…
//   </file>                                    a line that is exactly the closing tag (whitespace aside)
//   <delete path="my-plugin/old.php" />
//   <explanation> … </explanation>   <features> - … </features>
//   <quick-action label="…">prompt</quick-action>
//   <preview mode="backend|frontend"> … </preview>
//
// A file's content is everything between its header line and its closing line, line ends included:
// a file written the usual way ends with a newline. Two attributes exist for what cannot be written
// verbatim; serializeReply uses them, models need not know them:
//   trailing-newline="no"  the content does not end with a newline (the last "\n" before the closing line is not content)
//   encoding="base64"      the content is base64 of UTF-8 (it holds a line that would close the block)

export const BLOCK_TAGS = ["file", "explanation", "features", "quick-action", "preview"] as const;
export type BlockTag = (typeof BLOCK_TAGS)[number];
export const HEADER_TAGS = [...BLOCK_TAGS, "delete"] as const;
export type HeaderTag = (typeof HEADER_TAGS)[number];

export const closingTag = (tag: BlockTag): string => `</${tag}>`;

/** What the system prompt tells the model about the reply format. */
export const REPLY_FORMAT_INSTRUCTIONS = `# Reply format

Reply in this tagged plain-text format and nothing else: no JSON, no Markdown code fences around files.

<file path="my-plugin/my-plugin.php">
<?php
…the complete content of the file, exactly as it is to be saved…
</file>
<file path="my-plugin/assets/css/my-plugin.css">
…
</file>
<delete path="my-plugin/includes/old-file.php" />
<explanation>
A short Markdown explanation for the person: what the plugin does or what changed, and how to use it.
</explanation>
<features>
- One feature per line
- Another feature
</features>
<quick-action label="Add a settings page">Add a settings page under Settings where the admin can choose …</quick-action>
<quick-action label="Add a shortcode">…</quick-action>
<preview mode="backend">
<div class="wrap">…the HTML the plugin shows in wp-admin…</div>
</preview>
<preview mode="frontend">
<div>…the HTML the plugin shows to site visitors…</div>
</preview>

Rules of the format:
- Each tag line (<file …>, </file>, <delete … />, <explanation>, </explanation>, …) stands alone on its own line.
- A file's content starts on the line after <file path="…"> and ends at the first line that is exactly </file>. Write the content verbatim: no escaping, no code fences, no line numbers. Never write a line that is only </file> inside a file.
- Paths are relative, use forward slashes and start with the plugin's folder (the plugin slug), e.g. my-plugin/includes/class-my-plugin-admin.php. No "..", no absolute paths.
- Write every file you create or change in full. Files you do not mention stay as they are; remove a file with <delete path="…" />.
- In attribute values write " as &quot; and & as &amp;.
- The order is: files, deletions, explanation, features, quick actions, previews. Text outside the tags is ignored.`;

/**
 * Writes a reply in the tagged format. `new StreamParser()` reads it back to the same reply: files and
 * deletions exactly; explanation, previews and quick-action prompts trimmed; features trimmed, one line
 * each (inner line breaks become spaces), empty ones dropped. Content that would contain its own closing
 * line is written base64-encoded (exact, except that lone UTF-16 surrogates become U+FFFD).
 */
export function serializeReply(reply: GeneratedReply): string {
  const out: string[] = [];
  for (const [path, content] of Object.entries(reply.files)) out.push(serializeFile(path, content));
  for (const path of reply.deleted) out.push(`<delete path="${escapeAttribute(path)}" />\n`);
  const explanation = reply.explanation.trim();
  if (explanation !== "") out.push(textBlock("explanation", "", explanation));
  const features = reply.features.map((f) => f.replace(/\s+/g, " ").trim()).filter((f) => f !== "");
  if (features.length > 0) out.push(`<features>\n${features.map((f) => `- ${f}\n`).join("")}</features>\n`);
  for (const action of reply.quickActions) {
    if (action.label.trim() === "") continue;
    const label = ` label="${escapeAttribute(action.label.trim())}"`;
    const prompt = action.prompt.trim();
    out.push(
      /[\r\n]/.test(prompt) || prompt.includes(closingTag("quick-action")) || prompt === ""
        ? textBlock("quick-action", label, prompt)
        : `<quick-action${label}>${prompt}</quick-action>\n`,
    );
  }
  for (const mode of ["backend", "frontend"] as const) {
    const html = reply.previews[mode]?.trim();
    if (html) out.push(textBlock("preview", ` mode="${mode}"`, html));
  }
  return out.join("");
}

function serializeFile(path: string, content: string): string {
  const header = `file path="${escapeAttribute(path)}"`;
  if (hasClosingLine(content, "file")) return `<${header} encoding="base64">\n${toBase64(content)}\n</file>\n`;
  if (content === "" || content.endsWith("\n")) return `<${header}>\n${content}</file>\n`;
  return `<${header} trailing-newline="no">\n${content}\n</file>\n`;
}

/** A block of trimmed text: verbatim, or base64 when a line of it would close the block. */
function textBlock(tag: BlockTag, attributes: string, text: string): string {
  if (hasClosingLine(text, tag)) return `<${tag}${attributes} encoding="base64">\n${toBase64(text)}\n</${tag}>\n`;
  return `<${tag}${attributes}>\n${text}\n</${tag}>\n`;
}

/** Whether a line of `text` would be read as the closing line of a `tag` block. */
export function hasClosingLine(text: string, tag: BlockTag): boolean {
  const close = closingTag(tag);
  if (!text.includes(close)) return false;
  return text.split("\n").some((line) => line.trim() === close);
}

function toBase64(text: string): string {
  return (Buffer.from(text, "utf8").toString("base64").match(/.{1,76}/g) ?? [""]).join("\n");
}

export function fromBase64(text: string): string {
  return Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");
}

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}

const NAMED_ENTITIES: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", apos: "'" };

export function unescapeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]+);/g, (entity, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name] ?? entity;
  });
}
