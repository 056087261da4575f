import { describe, expect, it } from "vitest";
import type { GeneratedReply } from "../../modules/generation/protocol/reply";
import { generateBlueprint } from "../blueprint/generate-blueprint";
import { readCataloguePlugin } from "./build-from-catalogue";

// Issue #33 in the offline generator: a request naming catalogue tasks builds them, says what it did not build
// first, and a follow-up changes the parameters it names.

const base = { pluginName: "New WordPress Plugin", history: [], images: [], viewMode: "backend" as const, author: "Jane Doe" };
const first = (message: string) => generateBlueprint({ ...base, files: {}, message });
const next = (files: Record<string, string>, message: string) => generateBlueprint({ ...base, files, message });
const merged = (...replies: GeneratedReply[]) => Object.assign({}, ...replies.map((reply) => reply.files)) as Record<string, string>;
const mainPathOf = (files: Record<string, string>) => Object.keys(files).find((path) => /^([^/]+)\/\1\.php$/.test(path))!;
const mainOf = (files: Record<string, string>) => files[mainPathOf(files)]!;

describe("[CATALOGUE][BUILD] first turns", () => {
  it.each([
    ["Disable XML-RPC on my site", "Disable XML-RPC", "disable-xmlrpc", "add_filter( 'xmlrpc_methods'"],
    ["Hide the admin bar for subscribers", "Hide Admin Bar for Subscribers", "hide-admin-bar", "return array( 'subscriber' );"],
    ["Allow administrators to upload SVG files", "Safe SVG Uploads for Administrators", "allow-svg-uploads", "PLUGSMITH_NONE"],
    ["Redirect 404 pages to the home page", "Redirect 404 to Home Page", "redirect-404", "wp_safe_redirect( home_url( '/' ), 301 );"],
    ["E-mail the site admin when a new user registers", "New User Registration E-mail", "email-admin-new-user", "add_action( 'user_register'"],
  ])("%s → a plugin named %s with its task's file", (message, name, taskId, code) => {
    const reply = first(message);
    const slug = Object.keys(reply.files)[0]!.split("/")[0]!;
    const main = reply.files[`${slug}/${slug}.php`]!;
    expect(main).toContain(`Plugin Name:       ${name}`);
    expect(main).toContain(`require_once __DIR__ . '/includes/${taskId}.php';`);
    const task = reply.files[`${slug}/includes/${taskId}.php`]!;
    if (code !== "PLUGSMITH_NONE") expect(task).toContain(code);
    expect(task).not.toMatch(/PLUGSMITH_PARAM_|__PREFIX__|__MARKER__/);
    expect(reply.explanation).toMatch(new RegExp(`^I built "${name}" 1\\.0\\.0 \\(${slug}/${slug}\\.php\\): `));
    expect(reply.explanation).not.toContain("could not");
    expect(reply.files[`${slug}/readme.txt`]).toMatch(/^Stable tag: 1\.0\.0$/m);
  });

  it("the SVG plugin is for the chosen roles only and cleans each file", () => {
    const svg = Object.entries(first("Allow administrators to upload SVG files").files).find(([path]) => path.endsWith("allow-svg-uploads.php"))![1];
    expect(svg).toContain("array_intersect( array( 'administrator' ), (array) $user->roles )");
    expect(svg).toContain("add_filter( 'wp_handle_upload_prefilter'");
    expect(svg).toMatch(/'script', 'foreignobject'/);
  });

  it("builds two tasks of one request in one plugin, each with its own parameters", () => {
    const reply = first("Hide the admin bar for subscribers and authors, and let editors upload SVG files");
    const paths = Object.keys(reply.files);
    expect(paths.filter((path) => path.includes("/includes/"))).toHaveLength(2);
    const file = (end: string) => reply.files[paths.find((path) => path.endsWith(end))!]!;
    expect(file("hide-admin-bar.php")).toContain("return array( 'author', 'subscriber' );");
    expect(file("allow-svg-uploads.php")).toContain("array( 'editor' )");
    expect(mainOf(reply.files)).toContain("Plugin Name:       Hide Admin Bar for Authors and Subscribers & Safe SVG Uploads");
  });

  it("says first what it could not build, and builds the rest", () => {
    const reply = first("Disable XML-RPC and add a forum for my members");
    expect(reply.explanation).toMatch(/^I built "Disable XML-RPC" 1\.0\.0 \([^)]*\): Disable XML-RPC; I could not build "add a forum for my members": no task of the offline catalogue does that/);
    expect(Object.keys(reply.files).some((path) => path.includes("forum"))).toBe(false);
  });

  it("leaves a request a starter template answers to the template when the catalogue covers only part of it", () => {
    const reply = first("A coming soon page with a countdown, and disable XML-RPC");
    expect(Object.keys(reply.files).some((path) => path.includes("maintenance"))).toBe(true);
    expect(Object.keys(reply.files).some((path) => path.endsWith("disable-xmlrpc.php"))).toBe(false);
    expect(reply.explanation).toMatch(/^I built the plugin below; I could not build "Disable XML-RPC" into it: ask for it in a plugin of its own\.\n\n/);
  });

  it("leaves every other request to the blueprint planner", () => {
    const contact = first("a contact form with e-mail notifications");
    expect(Object.keys(contact.files).some((path) => path.endsWith("includes/contact-form.php"))).toBe(true);
    expect(first("A quiz with ten questions").files).toEqual({});
  });
});

describe("[CATALOGUE][FOLLOW_UP] follow-up turns change parameters and add tasks", () => {
  it("'also hide it for editors' adds the role; 'only for subscribers' sets it; the version and changelog move on", () => {
    const one = first("Hide the admin bar for subscribers");
    const two = next(one.files, "also hide it for editors");
    const slug = Object.keys(one.files)[0]!.split("/")[0]!;
    expect(two.files[`${slug}/includes/hide-admin-bar.php`]).toContain("return array( 'editor', 'subscriber' );");
    expect(two.files[`${slug}/${slug}.php`]).toContain("Version:           1.0.1");
    // The name it gave follows what the plugin does; the folder stays.
    expect(two.files[`${slug}/${slug}.php`]).toContain("Plugin Name:       Hide Admin Bar for Editors and Subscribers");
    expect(two.files[`${slug}/includes/hide-admin-bar.php`]).toContain("Plugsmith task: hide-admin-bar (roles: editor,subscriber)");
    expect(two.explanation).toMatch(/^I changed "Hide Admin Bar for Subscribers", now version 1\.0\.1: Changed Hide the admin bar: roles subscribers → editors and subscribers\./);
    expect(two.files[`${slug}/readme.txt`]).toMatch(/= 1\.0\.1 =\n\* Changed Hide the admin bar: roles subscribers → editors and subscribers\.\n\n= 1\.0\.0 =\n\* First version\./);
    const three = next(merged(one, two), "Only hide the admin bar for subscribers");
    expect(three.files[`${slug}/includes/hide-admin-bar.php`]).toContain("return array( 'subscriber' );");
    const four = next(merged(one, two, three), "show the admin bar again for subscribers");
    // The last role is kept: a task that hides the bar for nobody is not a change it makes.
    expect(four.files).toEqual({});
    expect(four.explanation).toContain("Hide the admin bar needs at least one of its roles: to turn it off, deactivate the plugin.");
  });

  it("'use a 302 redirect instead' changes the status; a new task is added beside the old one", () => {
    const one = first("Redirect 404 pages to the home page");
    const two = next(one.files, "Use a temporary 302 redirect instead");
    const file = (reply: GeneratedReply) => Object.entries(reply.files).find(([path]) => path.endsWith("redirect-404.php"))?.[1];
    expect(file(two)).toContain("wp_safe_redirect( home_url( '/' ), 302 );");
    const named = next({ ...one.files, [mainPathOf(one.files)]: mainOf(one.files).replace("Plugin Name:       Redirect 404 to Home Page", "Plugin Name:       Lost Visitors") }, "use a 302 redirect");
    expect(mainOf(named.files)).toContain("Plugin Name:       Lost Visitors");
    const three = next(merged(one, two), "Disable XML-RPC too");
    expect(Object.keys(three.files).some((path) => path.endsWith("includes/disable-xmlrpc.php"))).toBe(true);
    expect(file(three)).toBeUndefined();
    const main = mainOf(merged(one, two, three));
    expect(main).toContain("require_once __DIR__ . '/includes/disable-xmlrpc.php';");
    expect(main).toContain("require_once __DIR__ . '/includes/redirect-404.php';");
    expect(readCataloguePlugin(merged(one, two, three))!.tasks.map((task) => [task.task.id, task.params])).toEqual([
      ["disable-xmlrpc", {}],
      ["redirect-404", { status: 302, target: "/" }],
    ]);
  });

  it("'limit revisions to 5 instead' changes the number; the everyday numbers are read from their words", () => {
    const one = first("Limit post revisions to 10");
    const file = (reply: GeneratedReply, end: string) => Object.entries(reply.files).find(([path]) => path.endsWith(end))?.[1];
    expect(file(one, "limit-post-revisions.php")).toContain("return 10;");
    expect(mainOf(one.files)).toContain("Plugin Name:       Limit Post Revisions to 10");
    const two = next(one.files, "limit revisions to 5 instead");
    expect(file(two, "limit-post-revisions.php")).toContain("return 5;");
    expect(two.explanation).toContain("Changed Limit post revisions: revisions kept 10 → 5");
    expect(file(first("Disable post revisions"), "limit-post-revisions.php")).toContain("return 0;");
    expect(file(first("Set the excerpt length to 40 words"), "excerpt-length.php")).toContain("return 40;");
    expect(file(first("Refuse comments shorter than 50 characters"), "min-comment-length.php")).toContain("$minimum = 50;");
    const both = first("Disable comments and emojis");
    expect(Object.keys(both.files).filter((path) => path.includes("/includes/")).sort()).toEqual([
      "disable-emojis-disable-comments/includes/disable-comments.php",
      "disable-emojis-disable-comments/includes/disable-emojis.php",
    ]);
  });

  it("a follow-up it cannot make changes nothing and says why", () => {
    const one = first("Disable XML-RPC on my site");
    const purple = next(one.files, "make the login page purple");
    expect(purple.files).toEqual({});
    expect(purple.explanation).toMatch(/^Nothing was changed in "Disable XML-RPC" and no credit was used\.\n\nI could not make "make the login page purple": no task of the offline catalogue does that\./);
    const same = next(one.files, "Disable XML-RPC");
    expect(same.files).toEqual({});
    expect(same.explanation).toContain("Disable XML-RPC already works this way");
  });

  it("a marker edited by hand to a value the task does not accept is not read as the task", () => {
    const one = first("Hide the admin bar for subscribers");
    const path = Object.keys(one.files).find((name) => name.endsWith("hide-admin-bar.php"))!;
    const edited = { ...one.files, [path]: one.files[path]!.replace("(roles: subscriber)", "(roles: subscriber%27)") };
    expect(readCataloguePlugin(one.files)!.tasks).toHaveLength(1);
    expect(readCataloguePlugin(edited)).toBeNull();
  });
});
