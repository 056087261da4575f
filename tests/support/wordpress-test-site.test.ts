import { afterAll, describe, expect, it } from "vitest";
import { generateReply, installable, openTestSite, type TestSite } from "./wordpress-test-site";

// The behaviour-test WordPress itself: a generated contact form runs there, a visitor and the
// administrator see different things, PHP runs inside WordPress, and its mail is caught.
describe("[WORDPRESS][TEST_SITE] a plugin in a WordPress for behaviour tests", () => {
  let site: TestSite;
  afterAll(() => site?.dispose());

  it("serves the plugin's shortcode page to a visitor, its admin page to the administrator only, and catches its mail", { timeout: 120_000 }, async () => {
    const reply = generateReply("a contact form with e-mail notifications");
    site = await openTestSite(installable(reply.files));
    expect(site.showcasePath).not.toBeNull();
    const page = await site.request(site.showcasePath!);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<form[^>]*method="post"/);

    const admin = await site.request("/wp-admin/", { as: "admin" });
    expect(admin.status).toBe(200);
    const visitor = await site.request("/wp-admin/");
    expect(visitor.status).toBe(302);
    expect(visitor.header("location")).toContain("wp-login.php");

    expect((await site.php("wp_mail( 'a@example.com', 'Hello', 'Body' ); echo get_current_user_id();")).trim()).toBe("1");
    expect(site.mails().map((mail) => mail.subject)).toEqual(["Hello"]);
    expect(site.phpErrors()).toEqual([]);
  });
});
