// The ten starter templates (issue #16): the plugin ideas of our blog article
// content/blog/10-wordpress-plugin-ideas-no-coding.md, in its order. The builder offers them as cards
// ('Start from an idea'); the server builds each as a complete plugin (src/server/wordpress/templates).
export const TEMPLATE_IDS = [
  "lead-magnet",
  "woo-upsell",
  "content-access",
  "analytics",
  "ai-assistant",
  "client-portal",
  "crm-sync",
  "booking",
  "maintenance",
  "dynamic-pricing",
] as const;

export type TemplateId = (typeof TEMPLATE_IDS)[number];

export function isTemplateId(id: string): id is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(id);
}

export type TemplateDifficulty = "beginner" | "intermediate" | "advanced";

export interface StarterTemplate {
  id: TemplateId;
  difficulty: TemplateDifficulty;
  /** The article's ready-to-use prompt, word for word (a test holds the two together): a card's first message. */
  prompt: string;
}

export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    id: "lead-magnet",
    difficulty: "beginner",
    prompt:
      "Create a lead magnet plugin. A shortcode [lead_magnet id=\"1\"] shows a form asking for name and email. On submit, store the subscriber in a custom table and email a download link that expires after 48 hours. Add a settings page to upload the file, edit the email text and choose the expiry. List subscribers in the admin with CSV export.",
  },
  {
    id: "woo-upsell",
    difficulty: "intermediate",
    prompt:
      "Build a WooCommerce upsell plugin. On a settings page, let me create rules: when a product or category is in the cart, offer another product with an optional percentage discount. Show the offer as a box on the cart page with an \"Add to cart\" button. Store rules in a custom table and count how many times each offer was shown and accepted.",
  },
  {
    id: "content-access",
    difficulty: "intermediate",
    prompt:
      "Create a content access plugin. Add a meta box on posts and pages to choose which user roles may view the content. Visitors without access see the excerpt and a message with a login link. Add a shortcode [restricted roles=\"subscriber,editor\"]...[/restricted] to hide part of a post. Add a settings page for the default message and the default allowed roles.",
  },
  {
    id: "analytics",
    difficulty: "advanced",
    prompt:
      "Build a lightweight analytics plugin. Record each front-end page view in a custom table with the URL, referrer, date and a hashed visitor key, without cookies. Exclude logged-in administrators. Add an admin dashboard page with a chart of daily views, top ten pages and top referrers, filterable by date range. Add a settings page to delete data older than a chosen number of days.",
  },
  {
    id: "ai-assistant",
    difficulty: "advanced",
    prompt:
      "Create an AI writing assistant plugin. Add a settings page where I enter an AI provider API key, the model name and a preferred tone. In the block editor, add a sidebar panel with buttons to suggest five titles, a 150-character meta description and an excerpt from the post content. Call the API server-side only, never exposing the key, and let me insert a suggestion with one click.",
  },
  {
    id: "client-portal",
    difficulty: "advanced",
    prompt:
      "Build a client portal plugin. Add a \"Client\" user role. In the admin, let me create projects, assign each to a client user, set a status and upload files. A shortcode [client_portal] shows the logged-in client only their own projects, status, notes and downloadable files. Protect file downloads so other users cannot open them by URL. Add a settings page for the portal page and email notifications.",
  },
  {
    id: "crm-sync",
    difficulty: "intermediate",
    prompt:
      "Create a plugin that sends contact form submissions to my CRM. Provide a shortcode [crm_form] with name, email, phone and message fields. On submit, store the entry locally, then call the CRM's REST API with the API key and endpoint entered on a settings page. Add field mapping settings, retry failed requests hourly with WP-Cron, and show a log of sync results in the admin.",
  },
  {
    id: "booking",
    difficulty: "intermediate",
    prompt:
      "Build a booking request plugin. A shortcode [booking_form] shows a form with name, email, service, preferred date and time slot. Store requests in a custom table with status pending, approved or declined. Add an admin page listing requests with approve and decline buttons, each sending an email to the customer. Add a settings page for services, available weekdays, time slots and the notification email address.",
  },
  {
    id: "maintenance",
    difficulty: "beginner",
    prompt:
      "Create a maintenance mode plugin. When enabled, show visitors a coming soon page with a logo, heading, message and a countdown to a launch date, and return HTTP 503 with a Retry-After header. Administrators see the normal site. Add a settings page to enable the mode, upload the logo, edit the text and colours, and set the launch date and time, after which the mode turns off automatically.",
  },
  {
    id: "dynamic-pricing",
    difficulty: "advanced",
    prompt:
      "Build a WooCommerce dynamic pricing plugin. On a settings page, let me create rules with a product or category, optional user role, date range, quantity tiers and a percentage or fixed discount. Apply the best matching rule automatically in the cart and show the saving next to each line item. Store rules in a custom table and add a table of tier prices on product pages.",
  },
];
