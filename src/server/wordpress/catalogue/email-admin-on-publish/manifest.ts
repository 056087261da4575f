import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { recipientParam } from "../read-wording";

// Not a newsletter: mail to subscribers, readers or members about new posts is another plugin.
const NOT_TO_READERS = "(?![\\s\\S]*\\b(?:subscribers?|followers?|readers?|members?|mailing list|newsletter|customers?|everyone|all users)\\b)";
const PUBLISH = "(?:publish(?:es|ed|ing)?|posts? (?:goes|go|went) live|new posts? (?:is |are )?(?:published|goes live|go live))";

export const emailAdminOnPublish: TaskManifest = {
  id: "email-admin-on-publish",
  title: "E-mail when a post is published",
  recognise: [
    new RegExp(`^${NOT_TO_READERS}[\\s\\S]*?\\b(?:e-?mail|notify|notification|alert|mail|tell|message)\\b[\\s\\S]{0,60}?\\b${PUBLISH}`, "iu"),
    new RegExp(`^${NOT_TO_READERS}[\\s\\S]*?\\b${PUBLISH}[\\s\\S]{0,60}?\\b(?:e-?mail|notify|notification|alert)`, "iu"),
  ],
  followUpHints: [words("e-?mails?", "notify", "publish(?:es|ed)?")],
  params: [
    recipientParam,
  ],
  pluginName: () => "E-mail on Post Publish",
  features: (params) => [
    `When someone else publishes a post, an e-mail goes to ${params.recipient ? String(params.recipient) : "the site admin's address from Settings → General"} with the author, the title and links to read and edit it.`,
    "Only the first publication counts (not later updates), and posts the recipient publishes themselves send nothing.",
  ],
  usage: () => ["Log in as an author or editor and publish a post: the e-mail arrives at once."],
  hooks: ["transition_post_status"],
  quickPrompt: "E-mail the admin when someone else publishes a post",
  tags: ["email", "notification", "posts"],
  covers: ["e-mail the admin when a post is published"],
};
