import { describe, expect, it } from "vitest";
import type { GeneratedReply } from "../../modules/generation/protocol/reply";
import { generateBlueprint } from "../blueprint/generate-blueprint";
import { readCataloguePlugin } from "./build-from-catalogue";
import { matchRequest } from "./match-tasks";
import { readImageUrl, readLinkUrl, readLoginSlug, readMinutes, readQuotedText, readRestRoutes, readSitePath } from "./read-wording";

// Issue #33, catalogue batch A (admin, security, users): parameters read from the wording, follow-ups that
// change them, precise recognition, and uninstall.php for the data the tasks store.

const base = { pluginName: "New WordPress Plugin", history: [], images: [], viewMode: "backend" as const, author: "Jane Doe" };
const first = (message: string) => generateBlueprint({ ...base, files: {}, message });
const next = (files: Record<string, string>, message: string) => generateBlueprint({ ...base, files, message });
const merged = (...replies: GeneratedReply[]) => Object.assign({}, ...replies.map((reply) => reply.files)) as Record<string, string>;
/** A file of the reply by the end of its path: a task's own file under includes/ before a main file of the same name. */
const file = (reply: GeneratedReply, end: string) => {
  const entries = Object.entries(reply.files);
  return (entries.find(([path]) => path.endsWith(`/includes/${end}`)) ?? entries.find(([path]) => path.endsWith(`/${end}`)))?.[1];
};
const ids = (request: string) => matchRequest(request).clauses.flatMap((clause) => clause.tasks.map((task) => task.id));
const params = (files: Record<string, string>) => Object.fromEntries(readCataloguePlugin(files)!.tasks.map((instance) => [instance.task.id, instance.params]));

describe("[CATALOGUE][WORDING][ADMIN] batch A's parameters read from the words", () => {
  it("reads a login slug, REST routes, addresses, paths, quoted text and minutes", () => {
    expect(readLoginSlug("Change the login URL to /secret-door")).toBe("secret-door");
    expect(readLoginSlug('make the login address "Staff-Entrance"')).toBe("staff-entrance");
    expect(readLoginSlug("move the login page to back-office-7")).toBe("back-office-7");
    // WordPress's own addresses and plain words are not taken.
    expect(readLoginSlug("Change the login URL to /wp-admin")).toBeNull();
    expect(readLoginSlug("change the login url to something hard to guess")).toBeNull();
    expect(readRestRoutes("but allow the /wp/v2/posts route")).toEqual(["/wp/v2/posts"]);
    expect(readRestRoutes("allow /wp-json/wp/v2/pages/ and oEmbed")).toEqual(["/wp/v2/pages", "/oembed/1.0"]);
    expect(readRestRoutes("allow /my-plugin/v1/secret")).toBeNull();
    expect(readImageUrl("use https://cdn.example.com/img/logo.png, linked to https://example.com")).toBe("https://cdn.example.com/img/logo.png");
    expect(readImageUrl("use https://example.com/logo.png?x=\"><script>")).toBeNull();
    expect(readLinkUrl("and link it to https://example.com/about.")).toBe("https://example.com/about");
    expect(readLinkUrl("make the logo link to /about-us")).toBe("/about-us");
    expect(readLinkUrl("link to javascript:alert(1)")).toBeNull();
    expect(readSitePath("send them to /my-account/ after login")).toBe("/my-account/");
    expect(readSitePath("to the home page")).toBe("/");
    expect(readSitePath("send them to https://evil.example/")).toBeNull();
    expect(readQuotedText('change it to "Made by Jo & Co"')).toBe("Made by Jo & Co");
    expect(readQuotedText("say “Welcome back”")).toBe("Welcome back");
    expect(readQuotedText('say "<script>alert(1)</script>"')).toBeNull();
    expect(readQuotedText("don't change it")).toBeNull();
    expect(readMinutes("after 30 minutes")).toBe(30);
    expect(readMinutes("lock them out for an hour")).toBe(60);
    expect(readMinutes("after 2 hours")).toBe(120);
    expect(readMinutes("15 min")).toBe(15);
    expect(readMinutes("limit login attempts to 3")).toBeNull();
  });
});

describe("[CATALOGUE][MATCH][ADMIN] batch A is recognised only by words that ask for it", () => {
  it.each([
    ["Hide wp-login.php", "custom-login-url"],
    ["Make the REST API only for logged-in users", "restrict-rest-api"],
    ["Disable the REST API for visitors", "restrict-rest-api"],
    ["Insert Google Analytics code into the head", "header-footer-code"],
    ["A notes widget on the admin dashboard", "dashboard-notes-widget"],
    ["Show when users last logged in", "last-login-column"],
    ["Replace the WordPress logo on the login page with ours", "custom-login-logo"],
    ["Protect my site from brute force attacks", "limit-login-attempts"],
    ["Send customers to /my-account after they log in", "login-redirect-by-role"],
    ["Bring users to /goodbye after logout", "logout-redirect"],
    ["Use the classic editor for pages", "disable-block-editor"],
    ["Stop user enumeration", "disable-author-archives"],
    ["Notify jo@example.com when a post is published", "email-admin-on-publish"],
    ["Remove the welcome panel", "remove-dashboard-widgets"],
    ["Stop the automatic update emails", "disable-auto-update-emails"],
    ["Automatically log out inactive users after 15 minutes", "idle-logout"],
    ["Block subscribers and customers from the dashboard", "admin-only-dashboard"],
    ["Remove the RSS feed", "disable-rss-feeds"],
    ["Only logged-in users should be able to use the REST API", "restrict-rest-api"],
    ["Remove the clutter widgets from the WordPress dashboard", "remove-dashboard-widgets"],
  ])("%s → %s", (request, id) => {
    expect(ids(request)).toEqual([id]);
  });

  it.each([
    "Create a REST API endpoint that is public",
    "Add a REST API endpoint for my books",
    "Show an RSS feed of my favourite blog in the sidebar",
    "Add a code editor for custom CSS",
    "Show author pages with a bio",
    "Prevent duplicate posts",
    "Email my subscribers when I publish a post",
    "Notify readers by e-mail when a new post is published",
    "Disable update notifications",
    "Make a custom login page with my brand colours",
    "Change the login page background to blue",
    "Add a logo to my site header",
    "Publish posts on a schedule",
    "Redirect visitors to the login page",
    "Disable the classic editor",
    "a members area for logged-in users",
  ])("%s → no batch A task", (request) => {
    const batchA = new Set(["custom-login-url", "restrict-rest-api", "disable-file-editor", "disable-author-archives", "duplicate-post", "email-admin-on-publish", "hide-update-notices", "custom-login-url", "custom-login-logo", "disable-rss-feeds", "disable-block-editor", "login-redirect-by-role"]);
    expect(ids(request).filter((id) => batchA.has(id))).toEqual([]);
  });
});

describe("[CATALOGUE][BUILD][ADMIN] first turns read the parameters; follow-ups change them", () => {
  it("REST API: blocked for visitors with no route open; 'but allow the /wp/v2/posts route' opens it; 'also allow /wp/v2/pages' adds one", () => {
    const one = first("Block the REST API for logged-out visitors");
    expect(file(one, "restrict-rest-api.php")).toContain("return array();");
    expect(one.explanation).toContain("No route is left open to visitors");
    const two = next(one.files, "but allow the /wp/v2/posts route");
    expect(file(two, "restrict-rest-api.php")).toContain("return array( '/wp/v2/posts' );");
    expect(two.explanation).toMatch(/Changed Restrict the REST API to logged-in users: routes open to visitors none → \/wp\/v2\/posts/);
    const three = next(merged(one, two), "also allow /wp/v2/pages");
    expect(file(three, "restrict-rest-api.php")).toContain("return array( '/wp/v2/posts', '/wp/v2/pages' );");
    expect(params(merged(one, two, three))["restrict-rest-api"]).toEqual({ routes: ["/wp/v2/posts", "/wp/v2/pages"] });
    // "but allow" adds to the routes already open rather than replacing them.
    const pages = first("Block the REST API for logged-out visitors except /wp/v2/pages");
    expect(params(merged(pages, next(pages.files, "but allow the /wp/v2/posts route")))["restrict-rest-api"]).toEqual({ routes: ["/wp/v2/posts", "/wp/v2/pages"] });
    // In one request too.
    expect(file(first("Block the REST API for logged-out visitors but allow the /wp/v2/posts route"), "restrict-rest-api.php")).toContain("return array( '/wp/v2/posts' );");
  });

  it("login URL: the slug from the words, changed by a follow-up; the plugin never takes a WordPress address", () => {
    const one = first("Change the login URL to /secret-door");
    expect(file(one, "custom-login-url.php")).toContain("return 'secret-door';");
    expect(one.explanation).toContain("The login page is at /secret-door on this site");
    const two = next(one.files, "use /staff-entrance as the login slug instead");
    expect(file(two, "custom-login-url.php")).toContain("return 'staff-entrance';");
    expect(file(first("Hide wp-login.php"), "custom-login-url.php")).toContain("return 'my-login';");
  });

  it("login logo: the image and the link from the words; by default the site's own logo and home page", () => {
    const one = first("Use https://example.com/brand/logo.png as the login logo and link it to https://example.com/about");
    const php = file(one, "custom-login-logo.php")!;
    expect(php).toContain("$chosen = 'https://example.com/brand/logo.png';");
    expect(php).toContain("$link = 'https://example.com/about';");
    const plain = file(first("Use my own logo on the login page"), "custom-login-logo.php")!;
    expect(plain).toContain("$chosen = '';");
    expect(plain).toContain("get_theme_mod( 'custom_logo' )");
    const two = next(one.files, "make the logo link to /contact");
    expect(file(two, "custom-login-logo.php")).toContain("$link = '/contact';");
  });

  it("login attempts and lockout minutes; idle minutes; each changed by a follow-up", () => {
    const one = first("Limit login attempts to 3 and lock them out for 20 minutes");
    expect(params(one.files)["limit-login-attempts"]).toEqual({ attempts: 3, minutes: 20 });
    const two = next(one.files, "allow 5 attempts instead");
    expect(params(merged(one, two))["limit-login-attempts"]).toEqual({ attempts: 5, minutes: 20 });
    const three = next(merged(one, two), "lock them out for an hour");
    expect(params(merged(one, two, three))["limit-login-attempts"]).toEqual({ attempts: 5, minutes: 60 });
    expect(file(three, "limit-login-attempts.php")).toContain("return 60;");

    const idle = first("Log out idle users after 15 minutes");
    expect(params(idle.files)["idle-logout"]).toEqual({ minutes: 15 });
    expect(params(merged(idle, next(idle.files, "make it 2 hours")))["idle-logout"]).toEqual({ minutes: 120 });
  });

  it("redirects after login and logout: roles and paths from the words, changed by a follow-up", () => {
    const one = first("Send editors and authors to /team after login");
    expect(params(one.files)["login-redirect-by-role"]).toEqual({ roles: ["editor", "author"], path: "/team" });
    const two = next(one.files, "send them to /welcome instead");
    expect(params(merged(one, two))["login-redirect-by-role"]).toEqual({ roles: ["editor", "author"], path: "/welcome" });
    const out = first("Redirect users to /goodbye after logout");
    expect(file(out, "logout-redirect.php")).toContain("return home_url( '/goodbye' );");
  });

  it("texts: the admin footer and the login message are read from quotes and changed by a follow-up", () => {
    const footer = first('Change the admin footer text to "Built by our team"');
    expect(file(footer, "admin-footer-text.php")).toContain("$text = 'Built by our team';");
    const changed = next(footer.files, 'make the footer say "Made by Jo\'s studio"');
    expect(file(changed, "admin-footer-text.php")).toContain("$text = 'Made by Jo\\'s studio';");
    const message = first('Show a message on the login page saying "Staff only"');
    expect(file(message, "login-page-message.php")).toContain("esc_html( 'Staff only' )");
    expect(file(next(message.files, 'change the login page message to "Members only"'), "login-page-message.php")).toContain("esc_html( 'Members only' )");
    // Unquoted, as people write it: the rest of the clause after "saying" or "footer to".
    expect(file(first("Show a message on the login page saying Staff only"), "login-page-message.php")).toContain("esc_html( 'Staff only' )");
    expect(file(first("Change the text in the admin footer to Built by Acme"), "admin-footer-text.php")).toContain("$text = 'Built by Acme';");
  });

  it("lists: block editor post types, dashboard widgets and roles kept out of wp-admin", () => {
    expect(params(first("Use the classic editor for pages").files)["disable-block-editor"]).toEqual({ post_types: ["page"] });
    expect(params(first("Disable the block editor").files)["disable-block-editor"]).toEqual({ post_types: ["post", "page"] });
    const widgets = first("Remove the Quick Draft and Activity dashboard widgets");
    expect(params(widgets.files)["remove-dashboard-widgets"]).toEqual({ widgets: ["activity", "quick_draft"] });
    expect(params(merged(widgets, next(widgets.files, "also hide the welcome panel")))["remove-dashboard-widgets"]).toEqual({ widgets: ["welcome", "activity", "quick_draft"] });
    expect(params(first("Keep non-admins out of the dashboard").files)["admin-only-dashboard"]).toEqual({ roles: ["editor", "author", "contributor", "subscriber"] });
    expect(params(first("Block subscribers and customers from the dashboard").files)["admin-only-dashboard"]).toEqual({ roles: ["subscriber", "customer"] });
  });

  it("the publish e-mail goes to the address in the words", () => {
    expect(file(first("Notify jo@example.com when a post is published"), "email-admin-on-publish.php")).toContain("$chosen = 'jo@example.com';");
  });
});

describe("[CATALOGUE][UNINSTALL] uninstall.php deletes what the tasks store", () => {
  it("options and user meta of the tasks, with the plugin's prefix; none for tasks that store nothing", () => {
    const reply = first("Add header and footer code, add a dashboard widget with notes and add a last login column");
    const uninstall = file(reply, "uninstall.php")!;
    const prefix = /delete_option\( '(ps_[a-z0-9_]+?_)head_code' \);/.exec(uninstall)![1]!;
    expect(uninstall).toContain("if ( ! defined( 'ABSPATH' ) || ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {");
    expect(uninstall).toContain(`delete_option( '${prefix}footer_code' );`);
    expect(uninstall).toContain(`delete_option( '${prefix}dashboard_notes' );`);
    expect(uninstall).toContain(`delete_metadata( 'user', 0, '${prefix}last_login', '', true );`);
    expect(file(reply, "header-footer-code.php")).toContain(`get_option( '${prefix}head_code', '' )`);
    expect(file(first("Disable XML-RPC on my site"), "uninstall.php")).toBeUndefined();
  });

  it("a follow-up that adds a storing task writes uninstall.php; one written by hand is kept", () => {
    const one = first("Disable XML-RPC on my site");
    const two = next(one.files, "Add a dashboard widget with notes");
    expect(file(two, "uninstall.php")).toMatch(/delete_option\( 'ps_[a-z0-9_]+_dashboard_notes' \);/);
    const slug = Object.keys(one.files)[0]!.split("/")[0]!;
    const own = next({ ...one.files, [`${slug}/uninstall.php`]: "<?php\n// mine\n" }, "Add a dashboard widget with notes");
    expect(file(own, "uninstall.php")).toBeUndefined();
  });
});
