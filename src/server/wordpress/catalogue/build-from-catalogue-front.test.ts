import { describe, expect, it } from "vitest";
import type { GeneratedReply } from "../../modules/generation/protocol/reply";
import { generateBlueprint } from "../blueprint/generate-blueprint";
import { readCataloguePlugin } from "./build-from-catalogue";
import { CATALOGUE } from "./catalogue";
import { matchRequest } from "./match-tasks";
import { colourValue, readCategorySlug, readColour, readPhone, readQuoted, readTextColour } from "./read-wording-front";
import { readParams } from "./task-params";

// Issue #33, batch B (front end and content): these tasks are recognised by the words that ask for them and
// no others, read their parameters from the wording, and follow-ups change those parameters.

const base = { pluginName: "New WordPress Plugin", history: [], images: [], viewMode: "backend" as const, author: "Jane Doe" };
const first = (message: string) => generateBlueprint({ ...base, files: {}, message });
const next = (files: Record<string, string>, message: string) => generateBlueprint({ ...base, files, message });
const merged = (...replies: GeneratedReply[]) => Object.assign({}, ...replies.map((reply) => reply.files)) as Record<string, string>;
const ids = (request: string) => matchRequest(request).clauses.flatMap((clause) => clause.tasks.map((task) => task.id));
const task = (id: string) => CATALOGUE.find((entry) => entry.id === id)!;
const fileOf = (reply: GeneratedReply, end: string) => Object.entries(reply.files).find(([path]) => path.endsWith(end))?.[1];
const paramsOf = (files: Record<string, string>, id: string) => readCataloguePlugin(files)!.tasks.find((instance) => instance.task.id === id)!.params;

const FRONT = [
  "notice-bar", "related-posts", "content-expiry", "faq-accordion", "testimonials-slider", "breadcrumbs", "table-of-contents", "open-graph-tags",
  "reading-time", "back-to-top-button", "cookie-consent-banner", "author-box", "whatsapp-chat-button", "post-views-counter", "featured-image-column",
  "require-featured-image", "exclude-category-from-home", "search-only-posts", "copyright-year", "custom-read-more-text", "featured-image-in-rss",
  "redirect-attachment-pages", "auto-featured-image", "scroll-progress-bar",
];

describe("[CATALOGUE][FRONT][WORDING] colours, quoted text, slugs and numbers read from the words", () => {
  it("reads a colour by name or hex, and the text colour apart from the bar's", () => {
    expect(colourValue("#F60")).toBe("#ff6600");
    expect(colourValue("orange")).toBe("#ff6600");
    expect(colourValue("dark blue")).toMatch(/^#[0-9a-f]{6}$/);
    expect(colourValue("banana")).toBeNull();
    expect(readColour("make the bar blue")).toBe("#2271b1");
    expect(readColour("an orange bar with white text")).toBe("#ff6600");
    expect(readTextColour("an orange bar with white text")).toBe("#ffffff");
    expect(readColour("white text on #123abc")).toBe("#123abc");
    expect(readColour("a notice bar saying hello")).toBeNull();
    // A word that only contains a colour's name is not one.
    expect(readColour("a redirect and a bluetooth icon")).toBeNull();
  });

  it("reads quoted text, a category's slug and a phone number", () => {
    expect(readQuoted('a notice bar saying "Free shipping today"')).toBe("Free shipping today");
    expect(readQuoted("a bar saying “Sale ends Friday”")).toBe("Sale ends Friday");
    expect(readQuoted("don't show it")).toBeNull();
    // A clause ends at a full stop: a quote with one inside reaches the clause's end unclosed.
    expect(readQuoted('Add a cookie banner saying "We use cookies')).toBe("We use cookies");
    expect(readCategorySlug("Exclude the category news from the home page")).toBe("news");
    expect(readCategorySlug('Hide the "Press Releases" category from the home page')).toBe("press-releases");
    expect(readCategorySlug("hide the events category on the blog page")).toBe("events");
    expect(readCategorySlug("exclude a category from the home page")).toBeNull();
    expect(readPhone("a WhatsApp button for +46 70-123 45 67")).toBe("46701234567");
    expect(readPhone("a WhatsApp button")).toBeNull();
  });
});

describe("[CATALOGUE][FRONT][MATCH] each task is recognised by the words that ask for it, and only by them", () => {
  it.each([
    ["Add an announcement bar at the top of every page", "notice-bar"],
    ["I want a banner at the top of the site with our opening hours", "notice-bar"],
    ["Show 3 related posts under each article", "related-posts"],
    ["Show similar posts after each post", "related-posts"],
    ["Let me set an expiration date on posts", "content-expiry"],
    ["Posts should go back to draft on a date I choose", "content-expiry"],
    ["Make a page private on a chosen date", "content-expiry"],
    ["I need an FAQ section with questions that open and close", "faq-accordion"],
    ["Add an accordion for my questions", "faq-accordion"],
    // Issue #33: these two went to the blueprint planner, which built a grid of cards and declined the second.
    ["FAQ accordion", "faq-accordion"],
    ["Display the estimated reading time above every post", "reading-time"],
    ["Show customer testimonials in a carousel, two at a time", "testimonials-slider"],
    ["A slider of client testimonials", "testimonials-slider"],
    ["Add breadcrumb navigation", "breadcrumbs"],
    ["Automatically add a table of contents to long posts", "table-of-contents"],
    ["Add og:image and twitter card tags", "open-graph-tags"],
    ["Show how many minutes it takes to read a post", "reading-time"],
    ["Add a scroll to top button in green", "back-to-top-button"],
    ["Show a GDPR cookie notice", "cookie-consent-banner"],
    ["Add an about the author box under posts", "author-box"],
    ["A floating WhatsApp button", "whatsapp-chat-button"],
    ["Track how many views each post gets", "post-views-counter"],
    ["Add a thumbnail column to the admin posts list", "featured-image-column"],
    ["Don't let authors publish without a featured image", "require-featured-image"],
    ["Hide posts from the news category on the homepage", "exclude-category-from-home"],
    ["Exclude pages from the search results", "search-only-posts"],
    ["Add a [year] shortcode for my footer", "copyright-year"],
    ["Change 'Continue reading' to 'Read the full story'", "custom-read-more-text"],
    ["Include featured images in the RSS feed", "featured-image-in-rss"],
    ["Redirect image attachment pages to the file itself", "redirect-attachment-pages"],
    ["Use the first image of a post as its featured image", "auto-featured-image"],
    ["Show a reading progress indicator while scrolling", "scroll-progress-bar"],
  ])("%s → %s", (request, id) => {
    expect(ids(request)).toEqual([id]);
    expect(matchRequest(request).unmatched).toEqual([]);
  });

  it("does not take requests that are about something else", () => {
    for (const request of [
      "Hide the admin bar for subscribers",
      "Show an admin notice on the dashboard",
      "A contact form with a phone field",
      "Record each front-end page view in a custom table",
      "Add a progress bar to my quiz",
      // Testimonials without a slider are the blueprint planner's Testimonials post type.
      "a plugin that shows testimonials",
      "Make the title green and bold",
      "Set the excerpt length to 30 words",
      "Add a custom post type for books",
      "Show the last modified date on posts",
      "Open external links in a new tab",
    ]) {
      expect(ids(request).filter((id) => FRONT.includes(id)), request).toEqual([]);
    }
  });

  it("each quick prompt builds its task with nothing left out of the reply", { timeout: 30_000 }, () => {
    for (const id of FRONT) {
      const reply = first(task(id).quickPrompt);
      expect(readCataloguePlugin(reply.files)!.tasks.map((instance) => instance.task.id), id).toEqual([id]);
      expect(reply.explanation, id).not.toContain("could not");
    }
  });

  it("builds two of these tasks asked for in one request", () => {
    expect(ids("Add a notice bar saying \"Hi\" and show related posts after each post")).toEqual(["notice-bar", "related-posts"]);
    expect(ids("Add breadcrumbs, a table of contents and Open Graph tags")).toEqual(["breadcrumbs", "table-of-contents", "open-graph-tags"]);
  });

  it("an ask after 'and exclude / require / count / track' is a clause of its own, so what is not built is said", () => {
    expect(matchRequest("Add breadcrumbs and require approval for every comment").unmatched).toEqual(["require approval for every comment"]);
    expect(matchRequest("Add a notice bar and track sales in a report").unmatched).toEqual(["track sales in a report"]);
    const match = matchRequest("Add a purple back to top button and exclude the category news from the home page");
    expect(match.clauses.map((clause) => clause.tasks.map((entry) => entry.id))).toEqual([["back-to-top-button"], ["exclude-category-from-home"]]);
  });
});

describe("[CATALOGUE][FRONT][BUILD] parameters from the first turn", () => {
  it("the notice bar takes its message and colours from the words, written as complete literals", () => {
    const reply = first("Add an orange notice bar with white text saying \"Sale ends Friday\" that can't be closed");
    expect(paramsOf(reply.files, "notice-bar")).toEqual({ message: "Sale ends Friday", background: "#ff6600", color: "#ffffff", dismissible: "no", picker: "no" });
    const php = fileOf(reply, "includes/notice-bar.php")!;
    expect(php).toContain("$message = 'Sale ends Friday';");
    expect(php).toContain("$background = '#ff6600';");
    expect(php).toContain("'color'       => '#ffffff',");
    expect(reply.explanation).toMatch(/^I built "Notice Bar" 1\.0\.0/);
    expect(reply.explanation).toContain('saying "Sale ends Friday"');
    expect(reply.explanation).toContain("#ff6600 (orange) with #ffffff (white) text");
    // Its stylesheet and script are the plugin's own files: nothing is loaded from elsewhere.
    expect(Object.keys(reply.files).filter((path) => path.includes("/assets/")).sort()).toEqual(["notice-bar/assets/notice-bar.css", "notice-bar/assets/notice-bar.js"]);
    const code = Object.entries(reply.files).filter(([path]) => /\/(?:includes|assets)\//.test(path));
    expect(code.map(([, text]) => text).join("\n")).not.toMatch(/https?:\/\//i);
  });

  it("quoted text with quotes or markup in it is escaped as a PHP literal, never spliced", () => {
    const reply = first("Add a notice bar saying \"It's 50% off: don't miss it\"");
    expect(fileOf(reply, "includes/notice-bar.php")).toContain("$message = 'It\\'s 50% off: don\\'t miss it';");
    // Markup is not a message the bar accepts: the default is used instead.
    expect(paramsOf(first("Add a notice bar saying \"<script>alert(1)</script>\"").files, "notice-bar").message).toBe("");
  });

  it.each([
    ["Show 6 related posts after each post", "related-posts", { count: 6, by: "category" }],
    ["Show related posts with the same tags", "related-posts", { count: 4, by: "tag" }],
    ["Make posts private on an expiry date", "content-expiry", { status: "private" }],
    ["Add a testimonials slider showing 2 at a time", "testimonials-slider", { count: 2 }],
    ["Add a [breadcrumbs] shortcode only", "breadcrumbs", { placement: "shortcode" }],
    ["Add a table of contents to posts with 4 or more headings", "table-of-contents", { min_headings: 4 }],
    ["Show reading time at 250 words per minute", "reading-time", { wpm: 250 }],
    ["Add a purple back to top button", "back-to-top-button", { colour: "#7b3fe4" }],
    ["Add a red cookie banner saying \"Only the cookies we need\"", "cookie-consent-banner", { message: "Only the cookies we need", colour: "#d63638" }],
    ["Add a WhatsApp button for +44 7700 900123 with the message \"Hi, I have a question\"", "whatsapp-chat-button", { phone: "447700900123", message: "Hi, I have a question" }],
    ["Exclude the category news from the home page", "exclude-category-from-home", { category: "news" }],
    ["Search results should only show posts and products", "search-only-posts", { post_types: ["post", "product"] }],
    ["Exclude pages from the search results", "search-only-posts", { post_types: ["post"] }],
    ["Add a copyright notice since 2015", "copyright-year", { start_year: 2015 }],
    ["Change the read more text to \"Keep reading →\"", "custom-read-more-text", { text: "Keep reading →" }],
    ["Redirect attachment pages to the file itself", "redirect-attachment-pages", { target: "file" }],
  ])("%s → %s with %o", (request, id, params) => {
    expect(readParams(task(id), request)).toEqual(params);
    expect(paramsOf(first(request).files, id)).toEqual(params);
  });
});

describe("[CATALOGUE][FRONT][FOLLOW_UP] follow-ups change the parameters they name", () => {
  it("'make the bar blue' changes the colour; 'let me pick the bar's colour' adds a colour field in the settings", () => {
    const one = first("Add a notice bar saying \"Free delivery this week\"");
    expect(fileOf(one, "includes/notice-bar.php")).toContain("return 'yes' === 'no';");

    const two = next(one.files, "make the bar blue");
    expect(fileOf(two, "includes/notice-bar.php")).toContain("$background = '#2271b1';");
    expect(two.explanation).toMatch(/^I changed "Notice Bar", now version 1\.0\.1: Changed Notice bar at the top of the site: bar colour #1d2b4f \(navy\) → #2271b1 \(blue\)/);

    const three = next(merged(one, two), "let me pick the bar's colour");
    const php = fileOf(three, "includes/notice-bar.php")!;
    expect(php).toContain("return 'yes' === 'yes';");
    expect(php).toContain('<input type="color"');
    expect(three.explanation).toContain("colour setting no, the colour is fixed → the colour is picked under Settings → Notice Bar");
    // The option it may store is deleted when the plugin is deleted.
    const uninstall = merged(one, two, three)["notice-bar/uninstall.php"]!;
    expect(uninstall).toMatch(/delete_option\( 'ps_[a-z0-9_]+_notice_bar_colour' \);/);
    expect(uninstall).toContain("defined( 'WP_UNINSTALL_PLUGIN' )");
    expect(paramsOf(merged(one, two, three), "notice-bar")).toMatchObject({ background: "#2271b1", picker: "yes", message: "Free delivery this week" });

    const same = next(merged(one, two, three), "make the bar blue");
    expect(same.files).toEqual({});
    expect(same.explanation).toMatch(/^Nothing was changed in "Notice Bar" and no credit was used\./);
  });

  it("'show 3 at a time' and 'show 5 instead' change how many related posts are shown", () => {
    const one = first("Show related posts after each post");
    expect(fileOf(one, "includes/related-posts.php")).toContain("'posts_per_page'      => 4,");
    const two = next(one.files, "show 3 at a time");
    expect(fileOf(two, "includes/related-posts.php")).toContain("'posts_per_page'      => 3,");
    expect(two.explanation).toContain("Changed Related posts after each post: posts shown 4 → 3");
    const three = next(merged(one, two), "show 5 instead");
    expect(fileOf(three, "includes/related-posts.php")).toContain("'posts_per_page'      => 5,");
  });

  it.each([
    ["Add a testimonials slider", "show 2 at a time", "testimonials-slider", { count: 2 }],
    ["Put posts back to draft on a date I choose", "make them private instead of draft", "content-expiry", { status: "private" }],
    ["Add a table of contents to long posts", "only when there are 5 headings", "table-of-contents", { min_headings: 5 }],
    ["Show the reading time on posts", "use 300 words per minute", "reading-time", { wpm: 300 }],
    ["Add a back to top button", "make the button green", "back-to-top-button", { colour: "#00a32a" }],
    ["Add a reading progress bar to posts", "make the progress bar #123456", "scroll-progress-bar", { colour: "#123456" }],
    ["Exclude the category news from the home page", "exclude the category events instead", "exclude-category-from-home", { category: "events" }],
    ["Make the site search show only posts", "also include pages in the search", "search-only-posts", { post_types: ["post", "page"] }],
    ["Add a copyright shortcode", "the site started in 2012, show it since 2012", "copyright-year", { start_year: 2012 }],
    ["Change the read more text to \"Continue reading\"", "make the read more link say \"Read on\"", "custom-read-more-text", { text: "Read on" }],
    ["Add a WhatsApp chat button", "my WhatsApp number is +1 415 555 0100", "whatsapp-chat-button", { phone: "14155550100", message: "" }],
    ["Add breadcrumbs above the content of posts and pages", "breadcrumbs only as a shortcode", "breadcrumbs", { placement: "shortcode" }],
    ["Redirect attachment pages to their parent post", "redirect attachment pages to the file instead", "redirect-attachment-pages", { target: "file" }],
  ])("%s, then %s", (request, followUp, id, params) => {
    const one = first(request);
    const two = next(one.files, followUp);
    expect(Object.keys(two.files).some((path) => path.endsWith(`includes/${id}.php`)), two.explanation).toBe(true);
    expect(paramsOf(merged(one, two), id)).toEqual(params);
    expect(two.explanation).toMatch(/^I changed "[^"]+", now version 1\.0\.1: Changed /);
  });

  it("a colour for a task the plugin does not have, or for two bars at once, changes nothing and says why", () => {
    const bar = first("Add a notice bar");
    expect(next(bar.files, "make the title green").files).toEqual({});
    const both = first("Add a notice bar and a reading progress bar to posts");
    const reply = next(both.files, "make the bar red");
    expect(reply.files).toEqual({});
    expect(reply.explanation).toContain("no credit was used");
  });
});
