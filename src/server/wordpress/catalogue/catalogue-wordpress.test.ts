import { afterAll, describe, expect, it } from "vitest";
import { generateReply, installable, openTestSite, qualityGate, TEST_SITE_URL, type TestSite } from "../../../../tests/support/wordpress-test-site";
import { CATALOGUE } from "./catalogue";

// Issue #33: the catalogue's tasks do in a real WordPress what they say, with as few WordPress starts as
// possible: every task in one plugin through the runtime gate (activation, pages, deactivation, uninstall), then
// one site with every task but "disable comments" (which would close the comments the minimum length is tried on).

const ALL = CATALOGUE.map((task) => task.quickPrompt).join(". ");
const BEHAVIOUR = CATALOGUE.filter((task) => task.id !== "disable-comments")
  .map((task) => task.quickPrompt)
  .join(". ");

describe("[CATALOGUE][WORDPRESS] the tasks at work in WordPress", () => {
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("all the tasks in one plugin pass the review and the runtime gate", { timeout: 240_000 }, async () => {
    const reply = generateReply(ALL);
    expect(Object.keys(reply.files).filter((path) => path.includes("/includes/"))).toHaveLength(CATALOGUE.length);
    const { review, runtime } = await qualityGate(reply.files);
    expect(review.findings).toEqual([]);
    expect(runtime.findings).toEqual([]);
    expect(runtime.status).toBe("passed");
  });

  it("each task does what its reply says", { timeout: 240_000 }, async () => {
    const reply = generateReply(BEHAVIOUR);
    const prefix = /function (ps_[a-z0-9_]+?_)svg_clean\(/.exec(Object.values(reply.files).join("\n"))![1]!;
    site = await openTestSite(installable(reply.files));

    const facts = JSON.parse(
      await site.php(`
$subscriber = wp_insert_user( array( 'user_login' => 'sam', 'user_pass' => 'pw-12345678', 'user_email' => 'sam@example.org', 'role' => 'subscriber' ) );
$editor     = wp_insert_user( array( 'user_login' => 'eve', 'user_pass' => 'pw-12345678', 'user_email' => 'eve@example.org', 'role' => 'editor' ) );
$facts = array(
	'xmlrpc_methods' => apply_filters( 'xmlrpc_methods', array( 'pingback.ping' => 'x' ) ),
	'xmlrpc_enabled' => apply_filters( 'xmlrpc_enabled', true ),
	'admin_svg'      => isset( get_allowed_mime_types()['svg'] ),
	'admin_bar'      => apply_filters( 'show_admin_bar', true ),
	'revisions'      => wp_revisions_to_keep( get_post( wp_insert_post( array( 'post_title' => 'R', 'post_status' => 'publish' ) ) ) ),
	'excerpt'        => apply_filters( 'excerpt_length', 55 ),
	'content'        => apply_filters( 'the_content', '<p><a href="https://example.org/x">out</a> <a href="${TEST_SITE_URL}/in">in</a></p>' ),
	'clean'          => ${prefix}svg_clean( '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><circle r="4" onclick="x()"/></a><use href="#c"/></svg>' ),
	'doctype'        => ${prefix}svg_clean( '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>' ),
);
wp_set_current_user( $subscriber );
$facts['subscriber_bar'] = apply_filters( 'show_admin_bar', true );
$facts['subscriber_svg'] = isset( get_allowed_mime_types()['svg'] );
wp_set_current_user( $editor );
$facts['editor_bar'] = apply_filters( 'show_admin_bar', true );
echo wp_json_encode( $facts );
`),
    ) as Record<string, unknown>;

    expect(facts).toMatchObject({
      xmlrpc_methods: [],
      xmlrpc_enabled: false,
      admin_svg: true,
      subscriber_svg: false,
      admin_bar: true,
      subscriber_bar: false,
      editor_bar: true,
      revisions: 5,
      excerpt: 30,
      doctype: false,
    });
    const [outside, inside] = String(facts.content).match(/<a [^>]*>/g)!;
    expect(outside).toMatch(/^(?=.*href="https:\/\/example\.org\/x")(?=.*target="_blank")(?=.*rel="noopener noreferrer")/);
    expect(inside).toBe(`<a href="${TEST_SITE_URL}/in">`);
    const clean = String(facts.clean);
    expect(clean).toContain("<circle r=\"4\"/>");
    expect(clean).toContain('<use href="#c"/>');
    expect(clean).not.toMatch(/script|onload|onclick|javascript|alert/);

    // One e-mail per new user, to the site admin, and WordPress's own admin notice is not sent as well.
    const mails = site.mails().filter((mail) => /New user registration/.test(mail.subject));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [["admin@localhost.com"], expect.stringContaining("New user registration: sam")],
      [["admin@localhost.com"], expect.stringContaining("New user registration: eve")],
    ]);
    expect(mails[0]!.message).toContain("Role: Subscriber");

    // A missing page sends the visitor home with a 301; the home page loads no emoji script.
    const missing = await site.request("/no-such-page-here/");
    expect(missing.status).toBe(301);
    expect(missing.header("location")).toBe(`${TEST_SITE_URL}/`);
    const home = await site.request("/");
    expect(home.status).toBe(200);
    expect(home.text).not.toMatch(/wp-emoji|emoji-release/);

    // A post changed after it was published shows when; a short comment is refused.
    const post = Number(
      await site.php(`
$id = wp_insert_post( array( 'post_title' => 'Old news', 'post_content' => 'Body text.', 'post_status' => 'publish', 'post_date' => '2020-01-02 10:00:00', 'comment_status' => 'open' ) );
global $wpdb;
$wpdb->update( $wpdb->posts, array( 'post_modified' => '2024-05-06 10:00:00', 'post_modified_gmt' => '2024-05-06 10:00:00' ), array( 'ID' => $id ) );
clean_post_cache( $id );
echo (int) $id;
`),
    );
    let page = await site.request(`/?p=${post}`);
    // WordPress sends ?p= to the post's pretty address first.
    if (page.status === 301) page = await site.request(page.header("location")!.replace(TEST_SITE_URL, ""));
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/Last updated on <time datetime="2024-05-06T10:00:00\+00:00">May 6, 2024<\/time>/);
    const comment = await site.request("/wp-comments-post.php", {
      method: "POST",
      form: { comment_post_ID: String(post), comment: "Too short", author: "Visitor", email: "visitor@example.org" },
    });
    expect(comment.status).toBe(400);
    expect(comment.text).toContain("Your comment is too short: please write at least 20 characters.");
    expect(site.phpErrors()).toEqual([]);
  });
});
