import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { PLAIN_TEXT, readPhone, readQuoted } from "../read-wording-front";

export const whatsappChatButton: TaskManifest = {
  id: "whatsapp-chat-button",
  title: "WhatsApp chat button",
  recognise: [words("whats ?app(?: (?:chat|button|link|icon|widget))?")],
  followUpHints: [words("whats ?app", "phone", "number", "message")],
  params: [
    {
      name: "phone",
      type: "text",
      label: "WhatsApp number",
      pattern: /^(?:\d{8,15})?$/,
      maxLength: 15,
      default: "",
      read: readPhone,
      describe: (value) => (value ? `+${value}` : "none in your words: entered under Settings → WhatsApp Button"),
    },
    {
      name: "message",
      type: "text",
      label: "first message",
      pattern: new RegExp(`^(?:${PLAIN_TEXT.source.slice(1, -1)})?$`, "u"),
      maxLength: 200,
      default: "",
      read: (text) => readQuoted(text),
      describe: (value) => (value ? `"${value}"` : "none (the visitor writes it)"),
    },
  ],
  pluginName: () => "WhatsApp Chat Button",
  features: (params) => [
    `A round green WhatsApp button in the bottom left corner of every page opens a chat with ${params.phone ? `+${String(params.phone)}` : "the number entered under Settings → WhatsApp Button (the button shows once it is saved)"} in WhatsApp or WhatsApp Web, in a new tab.`,
    params.message ? `The chat starts with the message "${String(params.message)}" already written.` : "The visitor writes the first message.",
  ],
  usage: (params) => [...(params.phone ? [] : ["Enter your number under Settings → WhatsApp Button."]), "Open the site: the button is bottom left; it opens a chat with your number."],
  hooks: ["wp_footer", "admin_init", "admin_menu"],
  quickPrompt: "Add a WhatsApp chat button with the number +46 70 123 45 67",
  tags: ["whatsapp", "chat", "button"],
  covers: ["a WhatsApp chat button"],
  options: ["__PREFIX__whatsapp_phone"],
};
