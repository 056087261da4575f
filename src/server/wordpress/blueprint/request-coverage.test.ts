import { describe, expect, it } from "vitest";
import { generateBlueprint } from "./generate-blueprint";
import { requestCoverage } from "./request-coverage";

const input = (message: string) => ({ pluginName: "New WordPress Plugin", files: {}, history: [], images: [], viewMode: "backend" as const, author: "Jane Doe", message });

describe("[BLUEPRINT][COVERAGE] a block's word is not the block's job", () => {
  it.each([
    // The pretences: each named a block's word and asked for something the block does not do (the
    // catalogue now builds several of them; the blocks must still not claim them).
    ["Block the REST API for logged-out visitors", '"Block the REST API for logged-out visitors"'],
    ["Only logged-in users should be able to use the REST API", "user accounts"],
    ["A notice bar at the top of the front end of my site", "the front end"],
    ["Remove the clutter widgets from the WordPress dashboard", "a dashboard widget"],
    ["An accordion for my FAQ", "an accordion"],
    ["A Testimonials Slider", "a slider"],
    ["Schedule a weekly email report of new posts to me", "e-mail sending"],
    ["Add a Google Map of our office to the contact page", "a map"],
  ])("%s: the blocks its words name do not build it (%s)", (request, missing) => {
    const coverage = requestCoverage(request, null);
    expect(coverage.anyBuilt).toBe(false);
    expect(coverage.missing).toContain(missing);
  });

  it.each([
    ["Schedule a weekly email report of new posts to me", "e-mail sending"],
    ["Add a Google Map of our office to the contact page", "a map"],
    ["Show a popup with a shortcode for my visitors", "a pop-up"],
  ])("%s: no everyday task and no block builds it, so the turn is declined free", (request, missing) => {
    const reply = generateBlueprint(input(request));
    expect(reply.files).toEqual({});
    expect(reply.explanation).toMatch(new RegExp(`^I can't build ${missing}: .+ no credit was used\\.`));
  });

  it.each([
    "a contact form with e-mail notifications",
    "Add social share buttons under posts, with e-mail too",
    "A Gutenberg block that highlights a call to action",
    "show a dismissible admin notice on the dashboard",
    "a shortcode for my site's visitors",
    "schedule a daily cleanup of old drafts",
  ])("%s: what the words name is what the block does, so it is built", (request) => {
    expect(requestCoverage(request, null)).toEqual({ missing: [], anyBuilt: true });
    expect(Object.keys(generateBlueprint(input(request)).files).length).toBeGreaterThan(0);
  });

  it("builds what was asked of a request and says first what it could not build", () => {
    const reply = generateBlueprint(input("A contact form for my site. Also show a map of our office"));
    expect(Object.keys(reply.files).some((path) => path.endsWith("includes/contact-form.php"))).toBe(true);
    expect(reply.explanation).toMatch(/^I built the plugin below; I could not build a map into it/);
  });

  it("a template lacks the features it does not have: crm-sync sends form entries, not WooCommerce orders", () => {
    expect(requestCoverage("Sync my WooCommerce orders to Salesforce", "crm-sync")).toEqual({ missing: ["WooCommerce orders"], anyBuilt: false });
    expect(requestCoverage("Send my contact form submissions to my CRM", "crm-sync")).toEqual({ missing: [], anyBuilt: true });
  });
});

describe("[BLUEPRINT][COVERAGE] follow-ups", () => {
  it("a follow-up naming a block's word for something the block does not do adds nothing and is declined", () => {
    const first = generateBlueprint(input("a shortcode that shows a greeting"));
    const follow = generateBlueprint({ ...input("Remove the widgets from the WordPress dashboard"), files: first.files });
    expect(follow.files).toEqual({});
    expect(follow.explanation).toMatch(/^I can't build a dashboard widget/);
    // The same plugin takes a follow-up the block does do.
    const widget = generateBlueprint({ ...input("add a sidebar widget"), files: first.files });
    expect(Object.keys(widget.files).some((path) => path.endsWith("includes/widget.php"))).toBe(true);
  });
});
