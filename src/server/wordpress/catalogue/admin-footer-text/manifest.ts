import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { PLAIN_TEXT_PATTERN, readGivenText } from "../read-wording";

/** The footer's text: quoted or "saying …", else what follows "footer (text) to" ("change the admin footer to Built by Acme"). */
function readFooterText(text: string): string | null {
  const given = readGivenText(text);
  if (given !== null) return given;
  const after = /\bfooter(?: text)?\s+to\s+(.{1,200}?)[\s.!]*$/iu.exec(text)?.[1]?.trim();
  return after && PLAIN_TEXT_PATTERN.test(after) ? after : null;
}

const shown = (text: unknown) => (text ? `"${String(text)}"` : "the site's name");

export const adminFooterText: TaskManifest = {
  id: "admin-footer-text",
  title: "Admin footer text",
  recognise: [
    words("admin footer(?: text)?", "(?:wp-?admin|dashboard|backend|back-end) footer(?: text)?", "thank you for creating with wordpress", "footer (?:text )?(?:in|of) (?:the )?(?:wp-?admin|admin|dashboard|backend)"),
  ],
  followUpHints: [words("footer", "text")],
  params: [{ name: "text", type: "text", label: "footer text", pattern: PLAIN_TEXT_PATTERN, maxLength: 200, default: "", read: readFooterText, describe: shown }],
  pluginName: () => "Custom Admin Footer Text",
  features: (params) => [`The bottom of every wp-admin screen says ${shown(params.text)} instead of "Thank you for creating with WordPress".`],
  usage: () => ["Open any wp-admin screen and scroll to the bottom: the footer shows the new text."],
  hooks: ["admin_footer_text"],
  quickPrompt: "Change the admin footer text to \"Built by our team\"",
  tags: ["admin", "branding", "footer"],
  covers: ["change the admin footer text"],
};
