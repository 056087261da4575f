import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const hideUpdateNotices: TaskManifest = {
  id: "hide-update-notices",
  title: "Hide update notices from non-administrators",
  recognise: [
    // Only when the request says for whom: hiding them from administrators too is not what this task does.
    /^(?=[\s\S]*\b(?:non-?admins?|non-?administrators?|editors?|authors?|contributors?|subscribers?|other users|clients?|customers?|everyone (?:but|except)|users who)\b)[\s\S]*?\b(?:hide|remove|disable|stop|no)\b[\s\S]{0,30}?\b(?:update|upgrade)\s+(?:notices?|nags?|notifications?|banners?|messages?|alerts?)\b/i,
  ],
  followUpHints: [words("update notices?", "nags?")],
  params: [],
  pluginName: () => "Hide Update Notices for Non-Admins",
  features: () => ["Editors, authors and other users who cannot update WordPress no longer see the \"WordPress x.y is available\" banner in wp-admin; administrators still do."],
  usage: () => ["Log in as an editor when a WordPress update is out: no update banner at the top of wp-admin."],
  hooks: ["admin_head", "admin_notices"],
  quickPrompt: "Hide update notices from non-admins",
  tags: ["updates", "admin", "user roles"],
  covers: ["hide update notices for non-admins"],
};
