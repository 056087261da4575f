import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

const TYPES = ["post", "page"] as const;
const LABELS: Readonly<Record<string, string>> = { post: "posts", page: "pages" };
const describeTypes = (types: readonly string[]) => types.map((type) => LABELS[type] ?? type).join(" and ");

export const disableBlockEditor: TaskManifest = {
  id: "disable-block-editor",
  title: "Classic editor instead of the block editor",
  recognise: [
    words(
      "(?:disable|remove|turn off|switch off|get rid of|no|without|replace) (?:the )?(?:block editor|gutenberg(?: editor)?)",
      "(?<!(?:disable|remove|no|without|get rid of|turn off) (?:the )?)classic editor",
      "old editor",
    ),
  ],
  followUpHints: [words("editor", "gutenberg", "posts", "pages")],
  params: [
    {
      name: "post_types",
      type: "list",
      label: "post types",
      options: TYPES,
      minItems: 1,
      default: ["post", "page"],
      read: (text) => {
        const types = TYPES.filter((type) => new RegExp(`\\b${type}s?\\b`, "i").test(text.replace(/\bpost types?\b/gi, " ")));
        return types.length ? types : null;
      },
      describe: describeTypes,
    },
  ],
  pluginName: (params) => `Classic Editor for ${describeTypes(params.post_types as readonly string[]).replace(/^./, (c) => c.toUpperCase()).replace(" and p", " and P")}`,
  features: (params) => [`${describeTypes(params.post_types as readonly string[]).replace(/^./, (c) => c.toUpperCase())} are written in the classic editor instead of the block editor (Gutenberg); other post types are unchanged.`],
  usage: () => ["Open Posts → Add New Post: the classic editor with its Visual and Text tabs opens."],
  hooks: ["use_block_editor_for_post_type"],
  quickPrompt: "Disable the block editor and use the classic editor",
  tags: ["classic editor", "gutenberg", "editor"],
  covers: ["disable the block editor", "use the classic editor"],
};
