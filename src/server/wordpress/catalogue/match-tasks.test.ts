import { describe, expect, it } from "vitest";
import { matchRequest } from "./match-tasks";
import { readEmail, readNumberNear, readRoles } from "./read-wording";
import { CATALOGUE } from "./catalogue";
import { readParams } from "./task-params";
import { words } from "../blueprint/detect-blocks";
import { STARTER_TEMPLATES } from "../../../shared/starter-templates";

const ids = (request: string) => matchRequest(request).clauses.flatMap((clause) => clause.tasks.map((task) => task.id));
const task = (id: string) => CATALOGUE.find((entry) => entry.id === id)!;

describe("[CATALOGUE][WORDING] parameters read from the person's words", () => {
  it("reads roles: one, several, everyone, everyone but some; 'admin bar' and 'site admin' are not a role", () => {
    expect(readRoles("Hide the admin bar for subscribers")).toEqual(["subscriber"]);
    expect(readRoles("hide the admin bar for subscribers and authors")).toEqual(["author", "subscriber"]);
    expect(readRoles("for everyone except administrators")).toEqual(["editor", "author", "contributor", "subscriber"]);
    expect(readRoles("for all users")).toEqual(["administrator", "editor", "author", "contributor", "subscriber"]);
    expect(readRoles("Hide the admin bar")).toBeNull();
    expect(readRoles("E-mail the site admin when a new user registers")).toBeNull();
    expect(readRoles("let admins and shop managers upload SVG")).toEqual(["administrator", "shop_manager"]);
  });

  it("reads the number nearest its keyword, in digits or words", () => {
    const revisions = words("revisions?");
    expect(readNumberNear("Limit post revisions to 5", revisions)).toBe(5);
    expect(readNumberNear("keep only three revisions per post", revisions)).toBe(3);
    expect(readNumberNear("limit revisions to 5 instead", revisions)).toBe(5);
    expect(readNumberNear("limit revisions", revisions)).toBeNull();
    expect(readNumberNear("version 2.5 of revisions", revisions)).toBeNull();
  });

  it("reads an e-mail address, and the redirect's status and target", () => {
    expect(readEmail("e-mail me at Jo.Doe+site@Example.co.uk when someone registers")).toBe("jo.doe+site@example.co.uk");
    expect(readEmail("e-mail the site admin")).toBeNull();
    const redirect = task("redirect-404");
    expect(readParams(redirect, "Redirect 404 pages to the home page")).toEqual({ status: 301, target: "/" });
    expect(readParams(redirect, "temporarily redirect 404s to /shop")).toEqual({ status: 302, target: "/shop" });
    expect(readParams(redirect, "send page not found errors to /contact-us/ with a 301")).toEqual({ status: 301, target: "/contact-us/" });
    // A target that is not a plain path of the site is not taken.
    expect(readParams(redirect, "redirect 404s to https://evil.example/")).toEqual({ status: 301, target: "/" });
  });

  it("defaults what the words do not say", () => {
    expect(readParams(task("hide-admin-bar"), "Hide the admin bar")).toEqual({ roles: ["subscriber"] });
    expect(readParams(task("allow-svg-uploads"), "Allow SVG uploads")).toEqual({ roles: ["administrator"] });
    expect(readParams(task("email-admin-new-user"), "E-mail the site admin when a new user registers")).toEqual({ recipient: "" });
  });
});

describe("[CATALOGUE][MATCH] which tasks a request asks for", () => {
  it("recognises each of the five Must-show requests as its task", () => {
    expect(ids("Disable XML-RPC on my site")).toEqual(["disable-xmlrpc"]);
    expect(ids("Hide the admin bar for subscribers")).toEqual(["hide-admin-bar"]);
    expect(ids("Allow administrators to upload SVG files")).toEqual(["allow-svg-uploads"]);
    expect(ids("Redirect 404 pages to the home page")).toEqual(["redirect-404"]);
    expect(ids("E-mail the site admin when a new user registers")).toEqual(["email-admin-new-user"]);
  });

  it("finds two tasks in one request, and keeps a role list that follows a comma with its task", () => {
    expect(ids("Disable XML-RPC and hide the admin bar for subscribers")).toEqual(["disable-xmlrpc", "hide-admin-bar"]);
    const match = matchRequest("Hide the admin bar for subscribers, authors and contributors");
    expect(match.unmatched).toEqual([]);
    expect(readParams(task("hide-admin-bar"), match.clauses[0]!.text)).toEqual({ roles: ["author", "contributor", "subscriber"] });
  });

  it("names what it does not recognise, and leaves filler alone", () => {
    expect(matchRequest("Disable XML-RPC and add a forum for my members").unmatched).toEqual(["add a forum for my members"]);
    expect(matchRequest("Please disable XML-RPC on my WordPress site. Thanks!").unmatched).toEqual([]);
    expect(matchRequest("When a new user registers, e-mail me").unmatched).toEqual([]);
    expect(ids("When a new user registers, e-mail me")).toEqual(["email-admin-new-user"]);
  });

  it("does not take requests the building blocks answer: forms, newsletters, event registrations", () => {
    for (const request of [
      "a contact form with e-mail notifications",
      "a newsletter signup form that stores subscribers",
      "a booking form for my salon",
      "An event registration form that e-mails me each registration",
      "restrict content to logged-in members",
    ]) {
      expect(ids(request), request).toEqual([]);
    }
  });

  it("does not take the starter templates' prompts, nor an excerpt that is not about its length", () => {
    for (const template of STARTER_TEMPLATES) expect(ids(template.prompt), template.id).toEqual([]);
    expect(ids("Show an excerpt of members-only posts to visitors")).toEqual([]);
    expect(ids("Make excerpts 40 words long")).toEqual(["excerpt-length"]);
    expect(ids("Shorter excerpts on the blog page")).toEqual(["excerpt-length"]);
  });

  it("each task's quick prompt builds that task alone", () => {
    for (const entry of CATALOGUE) expect(ids(entry.quickPrompt), entry.id).toEqual([entry.id]);
  });
});
