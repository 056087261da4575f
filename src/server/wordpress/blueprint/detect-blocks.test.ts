import { describe, expect, it } from "vitest";
import { detectBlocks, nounLabels } from "./detect-blocks";
import { deriveName, givenName } from "./derive-name";

const ids = (message: string) => detectBlocks(message).map((block) => (block.id === "post-type" ? `post-type:${block.params.type}` : block.id));

describe("[BLUEPRINT][DETECT] keywords to building blocks", () => {
  it.each([
    ["a contact form with e-mail notifications", ["contact-form"]],
    ["social sharing buttons", ["social-sharing"]],
    ["a settings page for site colours", ["site-colours", "settings"]],
    ["a plugin that shows testimonials", ["post-type:testimonial"]],
    ["add a shortcode", ["shortcode"]],
    ["an options page", ["settings"]],
    ["Add a REST API endpoint", ["rest-api"]],
    ["expose it over the REST", ["rest-api"]],
    ["a sidebar widget", ["widget"]],
    ["a Gutenberg block", ["editor-block"]],
    ["a custom block for the editor", ["editor-block"]],
    ["an admin notice", ["admin-notice"]],
    ["a cron job", ["scheduled-task"]],
    ["a signup form", ["entry-form"]],
    ["a form that stores entries", ["entry-form"]],
    ["a custom post type for recipes", ["post-type:recipe"]],
    ["portfolio and team members", ["post-type:portfolio", "post-type:team_member"]],
    ["a job board", ["post-type:job"]],
    ["frequently asked questions", ["post-type:faq"]],
  ])("%s", (message, expected) => {
    expect(ids(message)).toEqual(expected);
  });

  it.each([
    ["ett kontaktformulär med e-postnotiser", ["contact-form"]],
    ["knappar för delning i sociala medier", ["social-sharing"]],
    ["en inställningssida för webbplatsens färger", ["site-colours", "settings"]],
    ["ett plugin som visar kundomdömen med en kortkod", ["post-type:testimonial", "shortcode"]],
    ["lägg till inställningar", ["settings"]],
    ["en widget i sidofältet", ["widget"]],
    ["en ändpunkt i API:t", ["rest-api"]],
    ["ett adminmeddelande", ["admin-notice"]],
    ["en schemalagd uppgift varje dag", ["scheduled-task"]],
    ["evenemang och recept", ["post-type:event", "post-type:recipe"]],
    ["ett anmälningsformulär", ["entry-form"]],
  ])("Swedish: %s", (message, expected) => {
    expect(ids(message)).toEqual(expected);
  });

  it("does not take blocking for a block", () => {
    expect(ids("a plugin to block spam comments")).toEqual([]);
    expect(ids("block IPs that fail to log in")).toEqual([]);
  });

  it("does not find words inside other words", () => {
    expect(ids("information about the platform, the rest of the page")).toEqual([]);
    expect(ids("notifications for the cronjobless formula")).toEqual([]);
  });

  it("reads the schedule's frequency", () => {
    expect(detectBlocks("run hourly")[0]!.params).toEqual({ recurrence: "hourly" });
    expect(detectBlocks("a weekly report")[0]!.params).toEqual({ recurrence: "weekly" });
    expect(detectBlocks("varje timme")[0]!.params).toEqual({ recurrence: "hourly" });
    expect(detectBlocks("a scheduled task")[0]!.params).toEqual({ recurrence: "daily" });
  });

  it("keeps a post type for any noun, with labels", () => {
    expect(detectBlocks("a custom post type for cars")).toEqual([{ id: "post-type", params: { type: "car", singular: "Car", plural: "Cars" } }]);
    expect(detectBlocks("a post type")).toEqual([{ id: "post-type", params: { type: "item", singular: "Item", plural: "Items" } }]);
    expect(detectBlocks("a custom post type for events")).toEqual([{ id: "post-type", params: { type: "event" } }]);
  });

  it("lists blocks in priority order, whatever the order of the words", () => {
    expect(ids("a cron job, a widget and a contact form")).toEqual(["contact-form", "widget", "scheduled-task"]);
  });

  it("finds nothing in nothing", () => {
    expect(detectBlocks("")).toEqual([]);
    expect(detectBlocks("!!!")).toEqual([]);
  });
});

describe("[BLUEPRINT][NAME]", () => {
  it.each([
    ["a plugin that shows testimonials", "Testimonials"],
    ["a contact form with e-mail notifications", "Contact Form"],
    ["social sharing buttons", "Social Sharing Buttons"],
    ["a settings page for site colours", "Site Colours"],
    ["Create a custom post type for books with a REST endpoint", "Books"],
    ["schedule a daily cleanup of old drafts", "Cleanup of Old Drafts"],
    ["an event calendar", "Event Calendar"],
    ["SEO helper for my shop", "SEO Helper"],
    ["Ett plugin som visar kundomdömen", "Kundomdömen"],
    ["", "Custom Shortcode"],
    ["!!!", "Custom Shortcode"],
  ])("%s → %s", (message, name) => {
    expect(deriveName(message, detectBlocks(message).length ? detectBlocks(message) : [{ id: "shortcode", params: {} }])).toBe(name);
  });

  // The builder's example prompts, as in src/web/locales/en.app.json and sv.json (builder.chat.examples.*.prompt).
  it.each([
    [
      "Create a contact form with name, e-mail and message fields that I can add to any page with a shortcode. E-mail each new message to the site administrator and show a thank-you message after sending.",
      "Contact Form",
    ],
    [
      "Add social sharing buttons for Facebook, X, LinkedIn and e-mail below every blog post, with a settings page where I choose which networks to show.",
      "Social Sharing Buttons",
    ],
    [
      "Create a settings page under Settings where I can pick the site's primary, secondary and background colours with colour pickers, and apply them to the website.",
      "Site Colours",
    ],
    [
      "Skapa ett kontaktformulär med fälten namn, e-post och meddelande som jag kan lägga på valfri sida med en kortkod. Skicka varje nytt meddelande med e-post till webbplatsens administratör och visa ett tack när det har skickats.",
      "Contact Form",
    ],
    [
      "Lägg till delningsknappar för Facebook, X, LinkedIn och e-post under varje blogginlägg, med en inställningssida där jag väljer vilka nätverk som visas.",
      "Social Sharing Buttons",
    ],
    [
      "Skapa en inställningssida under Inställningar där jag kan välja webbplatsens primär-, sekundär- och bakgrundsfärg med färgväljare och använda dem på webbplatsen.",
      "Site Colours",
    ],
  ])("example prompt %s → %s", (message, name) => {
    expect(deriveName(message, detectBlocks(message))).toBe(name);
  });

  it.each([
    ["a plugin that shows testimonials with star ratings", "Testimonials"],
    ["I need a maintenance mode page for my WordPress site", "Maintenance Mode Page"],
    ["Build a WordPress plugin with a cookie consent banner", "Cookie Consent Banner"],
    ["Please make a plugin that adds a reading progress bar to blog posts", "Reading Progress Bar"],
    ["Create a plugin which displays a countdown timer until a launch date", "Countdown Timer"],
    ["display the estimated reading time above each post", "Estimated Reading Time"],
    ["a plugin to redirect old URLs", "Old URLs"],
    ["terms and conditions checkbox on registration", "Terms and Conditions Checkbox"],
    ["testimonials with a contact form", "Testimonials"],
    ["a contact form for my bakery", "Contact Form"],
    ["Jag vill ha ett plugin som visar ett citat för dagen", "Citat"],
    ["Skapa ett enkelt plugin för recept med en kortkod", "Recept"],
    ["A Gutenberg block that highlights a call to action", "Call to Action"],
    ["a form to collect newsletter signups", "Newsletter Signups"],
  ])("%s → %s", (message, name) => {
    const blocks = detectBlocks(message);
    const derived = deriveName(message, blocks.length ? blocks : [{ id: "shortcode", params: {} }]);
    expect(derived).toBe(name);
    expect(derived.split(" ").length).toBeLessThanOrEqual(4);
  });

  it("stays short", () => {
    const name = deriveName("supercalifragilisticexpialidocious antidisestablishmentarianism floccinaucinihilipilification", []);
    expect(name.length).toBeLessThanOrEqual(40);
    expect(name.split(" ").length).toBeLessThanOrEqual(4);
    expect(deriveName("a plugin for the amazing fantastic wonderful colourful seasonal holiday greetings", [])).toBe("Amazing Fantastic Wonderful Colourful");
  });

  it("takes a name the person gave, but not the default one", () => {
    expect(givenName("New WordPress Plugin")).toBeNull();
    expect(givenName("  ")).toBeNull();
    expect(givenName("***")).toBeNull();
    expect(givenName(" My  Shop\nTools ")).toBe("My Shop Tools");
    expect(givenName("Evil */ ?> name")).toBe("Evil * / ? > name");
  });

  it("makes singular and plural labels", () => {
    expect(nounLabels("cars")).toEqual({ singular: "Car", plural: "Cars" });
    expect(nounLabels("stories")).toEqual({ singular: "Story", plural: "Stories" });
    expect(nounLabels("boxes")).toEqual({ singular: "Box", plural: "Boxes" });
    expect(nounLabels("movie")).toEqual({ singular: "Movie", plural: "Movies" });
    expect(nounLabels("bilar")).toEqual({ singular: "Bilar", plural: "Bilar" });
  });
});
