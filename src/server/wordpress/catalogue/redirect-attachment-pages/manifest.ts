import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const redirectAttachmentPages: TaskManifest = {
  id: "redirect-attachment-pages",
  title: "Redirect attachment pages",
  recognise: [words("attachment (?:pages?|urls?|links?|posts?)", "media (?:attachment )?pages?", "image (?:attachment )?pages?")],
  followUpHints: [words("attachments?", "media pages?")],
  params: [
    {
      name: "target",
      type: "choice",
      label: "where to",
      options: ["parent", "file"],
      default: "parent",
      read: (text) =>
        /\bto (?:the )?(?:file|image|media file|image file|file itself|image itself|file url)\b/i.test(text) ? "file" : /\bto (?:the |its )?(?:parent|post|page|article)\b/i.test(text) ? "parent" : null,
      describe: (value) => (value === "file" ? "the file itself" : "the post it belongs to (the file itself when it has none)"),
    },
  ],
  pluginName: () => "Redirect Attachment Pages",
  features: (params) => [
    params.target === "file"
      ? "An attachment page (the page WordPress makes for each uploaded file) sends the visitor to the file itself with a 301 (permanent) redirect."
      : "An attachment page (the page WordPress makes for each uploaded file) sends the visitor to the published post the file was uploaded to, or to the file itself when there is none, with a 301 (permanent) redirect.",
  ],
  usage: () => ["Open an image's attachment page (Media → the image → View attachment page): you land on its post or the file."],
  hooks: ["template_redirect"],
  quickPrompt: "Redirect attachment pages to their parent post",
  tags: ["attachment", "redirect", "seo"],
  covers: ["redirect attachment pages"],
};
