import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readNumberNear } from "../read-wording";

const LENGTH = words("characters?", "chars?", "letters?", "long", "length");

export const minCommentLength: TaskManifest = {
  id: "min-comment-length",
  title: "Minimum comment length",
  recognise: [
    /\b(?:min(?:imum)?|shortest|at least)\b[\s\S]{0,40}\bcomments?\b|\bcomments?\b[\s\S]{0,40}\b(?:min(?:imum)?|at least|too short|shorter than)\b/i,
    words("short comments?"),
  ],
  followUpHints: [words("comments?", "characters?")],
  params: [
    {
      name: "characters",
      type: "integer",
      label: "minimum characters",
      min: 1,
      max: 5000,
      default: 20,
      read: (text) => readNumberNear(text, LENGTH, 30),
      describe: (value) => String(value),
    },
  ],
  pluginName: (params) => `Minimum Comment Length ${String(params.characters)}`,
  features: (params) => [`A comment shorter than ${String(params.characters)} characters is refused with a message asking for more, before it is saved; moderators, pingbacks and trackbacks are not held to it.`],
  usage: () => ["Log out, open a post and send a one-word comment: it is refused with the message."],
  hooks: ["preprocess_comment"],
  quickPrompt: "Set a minimum comment length of 20 characters",
  tags: ["comments", "spam"],
  covers: ["minimum comment length", "refuse short comments"],
};
