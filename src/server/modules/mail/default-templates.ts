import { PRODUCT_NAME } from "../../../shared/constants";

/** The editable templates (spec.md §2 Email template editor), seeded once; admins change them later. */
export const DEFAULT_TEMPLATES = [
  {
    name: "welcome" as const,
    subject: `Welcome to ${PRODUCT_NAME}, {{name}}!`,
    content: `<h1>Welcome to ${PRODUCT_NAME}, {{name}}!</h1>
<p>Your account is ready, and {{credits}} free credits are waiting for you.</p>
<p>Describe the WordPress plugin you need in plain words, watch it being written, refine it in the chat, and download a ZIP that installs on any WordPress site.</p>
<p><a href="{{site_url}}/builder">Build your first plugin</a></p>
<p>Happy building,<br>The ${PRODUCT_NAME} team</p>`,
  },
  {
    name: "weekly_promo" as const,
    subject: `This week at ${PRODUCT_NAME}`,
    content: `<h1>Hi {{name}}, here is what's new this week</h1>
<p>Turn your next idea into a WordPress plugin in minutes: describe it, refine it, download it.</p>
<p><a href="{{site_url}}/builder">Open the builder</a></p>
<p>You receive this mail because you subscribed to the weekly newsletter. <a href="{{unsubscribe_url}}">Unsubscribe</a> with one click, or change it in your <a href="{{site_url}}/settings">settings</a>.</p>`,
  },
];

