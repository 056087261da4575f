import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { matchTemplate, scoreTemplates } from "./match-template";
import { STARTER_TEMPLATES, TEMPLATE_IDS, type TemplateId } from "../../../shared/starter-templates";

// Issue #16: a description finds its starter template however it is worded, the blog's ten prompts find
// theirs (read from the article, so the two cannot drift apart), and what the building blocks do stays theirs.

const article = () => readFileSync(new URL("../../../../content/blog/10-wordpress-plugin-ideas-no-coding.md", import.meta.url), "utf8");

/** The ten ```prompt blocks of the blog article, in its order. */
export function blogPrompts(): string[] {
  return [...article().matchAll(/```prompt\n([\s\S]*?)\n```/g)].map((match) => match[1]!.trim());
}

const WORDINGS: Record<TemplateId, string[]> = {
  "lead-magnet": [
    "A lead magnet plugin",
    "Give away a free PDF in exchange for an email address",
    "I want visitors to get my ebook by email after they opt in",
    "Send a download link for my checklist to everyone who signs up, the link should expire",
    "Opt-in form that delivers a free guide",
    "Ett lead magnet-formulär som skickar en nedladdningslänk",
  ],
  "woo-upsell": [
    "WooCommerce upsell plugin",
    "Suggest another product in the cart to raise the average order value",
    "Cross-sell offers on the cart page of my shop",
    "Add an order bump with a discount for my WooCommerce store",
    "Upsells after add to cart",
    "Merförsäljning i varukorgen för min WooCommerce-butik",
  ],
  "content-access": [
    "Restrict content to logged-in users",
    "Members-only posts with a teaser for everyone else",
    "Hide parts of a post from visitors who are not subscribers",
    "Protect pages so only editors and authors can read them",
    "A paywall for premium content by user role",
    "Content access control by role",
  ],
  analytics: [
    "A lightweight analytics plugin",
    "Count page views without cookies and show a chart in the admin",
    "Show me the top pages and referrers of my site",
    "Track how many times each post was viewed",
    "Visitor statistics dashboard inside WordPress",
    "Besöksstatistik för min webbplats med ett diagram",
  ],
  "ai-assistant": [
    "An AI writing assistant in the block editor",
    "Use ChatGPT to suggest titles for my posts",
    "Generate meta descriptions and excerpts with OpenAI",
    "AI-powered headline suggestions in Gutenberg",
    "A GPT sidebar that writes summaries of my post",
    "En AI-skrivassistent som föreslår rubriker",
  ],
  "client-portal": [
    "A client portal plugin",
    "A private area where each client sees their own files and project status",
    "Customer portal for my agency",
    "Share documents with my clients so only they can download them",
    "Client dashboard with projects and notes",
    "En kundportal där kunder ser sina egna dokument",
  ],
  "crm-sync": [
    "Send contact form submissions to my CRM",
    "Sync leads from a form to HubSpot",
    "Push new form entries into Salesforce with field mapping",
    "A form whose entries go to Pipedrive, retrying when it fails",
    "Forward leads to my CRM's REST API",
    "Skicka formulärets kontakter till vårt CRM",
  ],
  booking: [
    "A booking request plugin",
    "Let customers book appointments with me",
    "Reservation form for my restaurant tables",
    "Appointment requests with time slots that I can approve or decline",
    "A booking system for my salon",
    "Bokningsformulär för min frisörsalong",
  ],
  maintenance: [
    "Put the site in maintenance mode for visitors while admins keep working",
    "A coming soon page with a countdown",
    "Under construction page until we launch",
    "Maintenance mode with a scheduled launch",
    "Show a coming-soon page and return 503 to search engines",
    "Underhållsläge för webbplatsen",
  ],
  "dynamic-pricing": [
    "WooCommerce dynamic pricing plugin",
    "Bulk discounts: 10% off when buying 5 or more",
    "Quantity discounts in my shop",
    "Wholesale prices for the wholesale customer role",
    "Pricing rules by category and date range",
    "Mängdrabatt i min WooCommerce-butik",
  ],
};

/** What the building blocks do: none of these is a template. */
const BLOCK_REQUESTS = [
  "a contact form with e-mail notifications",
  "Create a contact form with name, e-mail and message fields that I can add to any page with a shortcode. E-mail each new message to the site administrator and show a thank-you message after sending.",
  "social share buttons",
  "a settings page for site colours",
  "a newsletter signup form that stores subscribers",
  "a custom post type for events with a date and a venue",
  "a widget that lists recent posts",
  "an admin notice on the dashboard",
  "a REST API endpoint that returns the latest posts as JSON",
  "a daily scheduled task that cleans up old drafts",
  "an FAQ accordion block",
  "a testimonials slider",
];

describe("[TEMPLATES][MATCH] which starter template a description asks for", () => {
  it("has six wordings for each of the ten templates (60 in all)", () => {
    expect(Object.keys(WORDINGS)).toEqual([...TEMPLATE_IDS]);
    expect(Object.values(WORDINGS).flat()).toHaveLength(60);
  });

  it("offers the builder's ten ideas with the article's prompts and difficulties, word for word", () => {
    expect(STARTER_TEMPLATES.map((template) => template.prompt)).toEqual(blogPrompts());
    const difficulties = [...article().matchAll(/\nDifficulty: (\w+)/g)].map((match) => match[1]!.toLowerCase());
    expect(STARTER_TEMPLATES.map((template) => template.difficulty)).toEqual(difficulties);
  });

  it("matches the blog article's ten prompts, as pasted, to their ideas in order", () => {
    const prompts = blogPrompts();
    expect(prompts).toHaveLength(10);
    expect(prompts.map((prompt) => matchTemplate(prompt))).toEqual([...TEMPLATE_IDS]);
  });

  for (const [id, wordings] of Object.entries(WORDINGS)) {
    it.each(wordings)(`${id}: %s`, (wording) => {
      expect(matchTemplate(wording), JSON.stringify(scoreTemplates(wording).slice(0, 3))).toBe(id);
    });
  }

  it.each(BLOCK_REQUESTS)("leaves to the building blocks: %s", (request) => {
    expect(matchTemplate(request), JSON.stringify(scoreTemplates(request).slice(0, 2))).toBeNull();
  });
});
