import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { recipientParam } from "../read-wording";

const NEW_USER =
  "(?:new (?:users?|members?|accounts?|user registrations?)|users? (?:registers?|registration|signs? up|sign-?ups?)|(?:someone|somebody|anyone|people) (?:registers?|signs? up)(?! for)|registers? (?:on|to|with) (?:the|my|our) (?:site|website))";

export const emailAdminNewUser: TaskManifest = {
  id: "email-admin-new-user",
  title: "E-mail on new user registration",
  recognise: [
    new RegExp(`(?:e-?mail|notify|notification|alert|mail|tell|message)[\\s\\S]{0,60}?${NEW_USER}`, "iu"),
    new RegExp(`${NEW_USER}[\\s\\S]{0,60}?(?:e-?mail|notify|notification|alert)`, "iu"),
  ],
  followUpHints: [words("e-?mails?", "notify", "notifications?", "registers?", "registrations?", "new users?")],
  params: [
    recipientParam,
  ],
  pluginName: () => "New User Registration E-mail",
  features: (params) => [
    `Each new user account (self-registration, added by an administrator or by another plugin) sends an e-mail to ${params.recipient ? String(params.recipient) : "the site admin's address from Settings → General"} with the user name, e-mail address, role and a link to the profile.`,
    "WordPress's own admin notice for registrations is switched off, so each new user makes one e-mail, not two.",
  ],
  usage: () => ["Add a user under Users → Add New User (or register through the site's form): the e-mail arrives at once."],
  hooks: ["user_register", "wp_send_new_user_notification_to_admin"],
  quickPrompt: "E-mail the site admin when a new user registers",
  tags: ["email", "registration", "notification"],
  covers: ["e-mail the admin when a new user registers", "new user registration notification"],
};
