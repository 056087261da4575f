import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateReply, installable, openTestSite, TEST_SITE_URL, type TestSite } from "../../../../tests/support/wordpress-test-site";

// Issue #33, catalogue batch A (admin, security, users): every task does in a real WordPress what its reply
// says. One plugin with all 24 tasks, one WordPress start; facts read with PHP inside WordPress and through
// requests as a visitor, the administrator and other users.

const REQUESTS = [
  "Change the login URL to /back-door-7",
  "Add header and footer code to my site",
  "Add a dashboard widget with notes",
  "Add a last login column to the users list",
  "Block the REST API for logged-out visitors but allow the /wp/v2/posts route",
  "Use https://example.com/brand/logo.png as the logo on the login page",
  "Disable the theme and plugin file editor",
  "Hide the WordPress version number",
  "Limit login attempts to 3 and lock them out for 20 minutes",
  "Redirect subscribers to /welcome after login",
  "Redirect users to the home page after logout",
  'Change the admin footer text to "Built by our team"',
  "Disable the block editor for posts",
  "Disable author archives and user enumeration",
  "Hide update notices from non-admins",
  "Disable self-pingbacks",
  "Add a duplicate link to posts and pages",
  "E-mail the admin when someone else publishes a post",
  "Remove the Quick Draft and Activity dashboard widgets",
  "Disable the auto-update e-mails",
  'Show a message on the login page saying "Staff only: ask Jo & Sam for an account"',
  "Log out idle users after 30 minutes",
  "Keep non-admins out of the dashboard",
  "Disable the RSS feeds",
];
const LOGIN = "/back-door-7";
const PASSWORD = "pw-12345678";

describe("[CATALOGUE][WORDPRESS][ADMIN] batch A's tasks at work in WordPress", () => {
  let site: TestSite;
  let prefix: string;
  let files: Record<string, string>;
  const fact = async (code: string) => JSON.parse(await site.php(code)) as Record<string, unknown>;
  /** The administrator's form on `page` posted back with its nonce (a real round trip through the screen). */
  const submitAdminForm = async (page: string, action: string, fields: Record<string, string>) => {
    const screen = await site.request(page, { as: "admin" });
    expect(screen.status, page).toBe(200);
    const form = new RegExp(`<form[^>]*admin-post\\.php[^>]*>[\\s\\S]*?value="${action}"[\\s\\S]*?</form>`).exec(screen.text)?.[0];
    expect(form, `${page} has the ${action} form`).toBeDefined();
    const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(form!)![1]!;
    return site.request("/wp-admin/admin-post.php", { as: "admin", form: { action, _wpnonce: nonce, _wp_http_referer: page, ...fields } });
  };

  beforeAll(async () => {
    const reply = generateReply(REQUESTS.join(". "));
    files = reply.files;
    expect(reply.explanation).not.toContain("could not");
    expect(Object.keys(files).filter((path) => path.includes("/includes/"))).toHaveLength(24);
    prefix = /function (ps_[a-z0-9_]+?_)hide_update_nags\(/.exec(Object.values(files).join("\n"))![1]!;
    site = await openTestSite(installable(files));
    await site.php(`
wp_insert_user( array( 'user_login' => 'sam', 'user_pass' => '${PASSWORD}', 'user_email' => 'sam@example.org', 'role' => 'subscriber' ) );
wp_insert_user( array( 'user_login' => 'eve', 'user_pass' => '${PASSWORD}', 'user_email' => 'eve@example.org', 'role' => 'editor' ) );
`);
  }, 240_000);
  afterAll(() => site?.dispose());

  it("the login page is only at its slug; wp-login.php and wp-admin answer 404 to visitors", { timeout: 120_000 }, async () => {
    const hidden = await site.request("/wp-login.php");
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain("loginform");
    // Nor do WordPress's shortcuts to it, which would name the slug in their redirect.
    for (const path of ["/wp-admin/", "/wp-admin/options.php", "/login", "/admin/"]) {
      const response = await site.request(path);
      expect(response.status, path).toBe(404);
      expect(response.header("location"), path).toBeUndefined();
    }
    // The password form of protected posts still posts to wp-login.php.
    expect((await site.request("/wp-login.php?action=postpass", { method: "POST", form: { post_password: "x" } })).status).not.toBe(404);

    const login = await site.request(LOGIN);
    expect(login.status).toBe(200);
    expect(login.text).toContain('id="loginform"');
    expect(login.text).toMatch(new RegExp(`<form [^>]*action="${TEST_SITE_URL}${LOGIN}"`));
    // Logo, its link, and the message (escaped) on the same page.
    expect(login.text).toContain('background-image: url("https://example.com/brand/logo.png")');
    expect(login.text).toMatch(new RegExp(`<h1[^>]*><a href="${TEST_SITE_URL}/"`));
    expect(login.text).toContain('<p class="message">Staff only: ask Jo &amp; Sam for an account</p>');
  });

  it("a subscriber who logs in lands on /welcome and gets a last-login date", { timeout: 120_000 }, async () => {
    const response = await site.request(LOGIN, { method: "POST", form: { log: "sam", pwd: PASSWORD, "wp-submit": "Log In" } });
    expect(response.status).toBe(302);
    expect(response.header("location")).toBe(`${TEST_SITE_URL}/welcome`);
    const facts = await fact(`
$sam = get_user_by( 'login', 'sam' );
$eve = get_user_by( 'login', 'eve' );
echo wp_json_encode( array(
	'last_login' => (int) get_user_meta( $sam->ID, '${prefix}last_login', true ),
	'eve_login'  => get_user_meta( $eve->ID, '${prefix}last_login', true ),
	'now'        => time(),
	'editor_redirect' => apply_filters( 'login_redirect', admin_url(), '', $eve ),
	'logout_redirect' => apply_filters( 'logout_redirect', admin_url(), '', $sam ),
) );
`);
    expect(Math.abs((facts.now as number) - (facts.last_login as number))).toBeLessThan(120);
    expect(facts.eve_login).toBe("");
    expect(facts.editor_redirect).toBe(`${TEST_SITE_URL}/wp-admin/`);
    expect(facts.logout_redirect).toBe(`${TEST_SITE_URL}/`);
    const users = await site.request("/wp-admin/users.php", { as: "admin" });
    expect(users.text).toContain("Last login");
    expect(users.text).toMatch(/<td [^>]*column-ps_[a-z0-9_]+last_login[^>]*><time datetime="\d{4}-/);
    expect(users.text).toMatch(/<td [^>]*column-ps_[a-z0-9_]+last_login[^>]*>Never</);
  });

  it("after 3 wrong passwords the address is locked out for 20 minutes, even with the right one", { timeout: 120_000 }, async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await site.request(LOGIN, { method: "POST", form: { log: "sam", pwd: "wrong", "wp-submit": "Log In" } });
      expect(wrong.status).toBe(200);
      expect(wrong.text).not.toContain("Too many failed login attempts");
    }
    const locked = await site.request(LOGIN, { method: "POST", form: { log: "sam", pwd: PASSWORD, "wp-submit": "Log In" } });
    expect(locked.status).toBe(200);
    expect(locked.text).toContain("Too many failed login attempts. Please try again in 20 minutes.");
    // The count is one expiring transient per address (the bound): it lapses after the lockout.
    const facts = await fact(`
global $wpdb;
$rows = $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE '%${prefix}login_fail_%'", ARRAY_A );
echo wp_json_encode( array( 'rows' => $rows, 'now' => time() ) );
`);
    const rows = facts.rows as Array<{ option_name: string; option_value: string }>;
    expect(rows.map((row) => row.option_name.replace(/[0-9a-f]{32}$/, "HASH")).sort()).toEqual([`_transient_${prefix}login_fail_HASH`, `_transient_timeout_${prefix}login_fail_HASH`]);
    // The refused attempt counted too, and renewed the lockout.
    expect(rows.find((row) => row.option_name.startsWith("_transient_ps"))!.option_value).toBe("4");
    const expires = Number(rows.find((row) => row.option_name.startsWith("_transient_timeout_"))!.option_value) - (facts.now as number);
    expect(expires).toBeGreaterThan(19 * 60);
    expect(expires).toBeLessThanOrEqual(20 * 60);
  });

  it("header and footer code saved on its screen is printed on the site; the version, feeds and generator are gone", { timeout: 120_000 }, async () => {
    const saved = await submitAdminForm(`/wp-admin/options-general.php?page=${prefix}code`, `${prefix}save_code`, {
      head_code: '<meta name="ps-verify" content="abc123">',
      footer_code: "<script>window.psFooter = 1;</script>",
    });
    expect(saved.status).toBe(302);
    const home = await site.request("/");
    expect(home.status).toBe(200);
    const head = home.text.slice(0, home.text.indexOf("</head>"));
    expect(head).toContain('<meta name="ps-verify" content="abc123">');
    const body = home.text.slice(home.text.indexOf("</head>"));
    expect(body).toContain("<script>window.psFooter = 1;</script>");
    // A forged save (no nonce) changes nothing, and an editor may not save at all.
    const forged = await site.request("/wp-admin/admin-post.php", { as: "admin", form: { action: `${prefix}save_code`, head_code: "<script>evil()</script>" } });
    expect(forged.status).not.toBe(302);
    const facts = await fact(`
$version = get_bloginfo( 'version' );
$head    = (string) get_option( '${prefix}head_code' );
wp_set_current_user( get_user_by( 'login', 'eve' )->ID );
echo wp_json_encode( array( 'version' => $version, 'head' => $head, 'editor_can' => ${prefix}code_user_can(), 'edit_plugins' => current_user_can( 'edit_plugins' ) ) );
`);
    expect(facts.head).toBe('<meta name="ps-verify" content="abc123">');
    // Each piece of code is bounded: 20,000 characters are kept of a longer one.
    const long = await submitAdminForm(`/wp-admin/options-general.php?page=${prefix}code`, `${prefix}save_code`, { head_code: `<!-- ${"c".repeat(20_050)} -->`, footer_code: "" });
    expect(long.status).toBe(302);
    expect(await site.php(`echo strlen( get_option( '${prefix}head_code' ) );`)).toBe("20000");
    expect(facts.editor_can).toBe(false);
    expect(home.text).not.toMatch(/<meta name="generator" content="WordPress/);
    expect(home.text).not.toContain(`ver=${String(facts.version)}`);
    expect(home.text).not.toContain("application/rss+xml");
    let feed = await site.request("/?feed=rss2");
    // WordPress sends ?feed= to the feed's pretty address first.
    if (feed.status === 301) feed = await site.request(feed.header("location")!.replace(TEST_SITE_URL, ""));
    expect(feed.status).toBe(404);
    expect(feed.text).toContain("This site has no feed.");
  });

  it("the dashboard has the notes widget (saved, escaped) without the removed widgets, and the new footer", { timeout: 120_000 }, async () => {
    const saved = await submitAdminForm("/wp-admin/index.php", `${prefix}save_notes`, { notes: "Renew the domain <b>before</b> May & pay Jo" });
    expect(saved.status).toBe(302);
    const dashboard = await site.request("/wp-admin/index.php", { as: "admin" });
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain(`id="${prefix}notes"`);
    // Saved as plain text (tags stripped), shown escaped.
    expect(dashboard.text).toContain("Renew the domain before May &amp; pay Jo</textarea>");
    expect(dashboard.text).not.toContain('id="dashboard_quick_press"');
    expect(dashboard.text).not.toContain('id="dashboard_activity"');
    expect(dashboard.text).toContain('id="dashboard_right_now"');
    expect(dashboard.text).toContain('<span id="footer-thankyou">Built by our team</span>');
    const stored = await site.php(`echo get_option( '${prefix}dashboard_notes' );`);
    expect(stored).toBe("Renew the domain before May & pay Jo");
    // The notes are bounded: 10,000 characters are kept of a longer text.
    expect((await submitAdminForm("/wp-admin/index.php", `${prefix}save_notes`, { notes: "n".repeat(10_050) })).status).toBe(302);
    expect(await site.php(`echo strlen( get_option( '${prefix}dashboard_notes' ) );`)).toBe("10000");
  });

  it("the REST API answers 401 to visitors except on the allowed route, and works for logged-in users", { timeout: 120_000 }, async () => {
    const pages = await site.request("/?rest_route=/wp/v2/pages");
    expect(pages.status).toBe(401);
    expect(pages.text).toContain("rest_login_required");
    expect((await site.request("/?rest_route=/wp/v2/users")).status).toBe(401);
    const posts = await site.request("/?rest_route=/wp/v2/posts");
    expect(posts.status).toBe(200);
    expect(Array.isArray(JSON.parse(posts.text))).toBe(true);
    const facts = await fact(`
$pages = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/pages' ) );
$users = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/users' ) );
echo wp_json_encode( array( 'pages' => $pages->get_status(), 'users' => $users->get_status() ) );
`);
    expect(facts).toEqual({ pages: 200, users: 200 });
  });

  it("author archives and ?author= are 404 pages with no redirect naming the user", { timeout: 120_000 }, async () => {
    const byId = await site.request("/?author=1");
    expect(byId.status).toBe(404);
    expect(byId.header("location")).toBeUndefined();
    const facts = await fact(`echo wp_json_encode( array( 'link' => get_author_posts_url( 1 ) ) );`);
    expect(facts.link).toBe(`${TEST_SITE_URL}/`);
  });

  it("the settings tasks answer as their replies say", { timeout: 120_000 }, async () => {
    const facts = await fact(`
$eve   = get_user_by( 'login', 'eve' );
$links = array( home_url( '/hello-world/' ), 'https://example.org/elsewhere/' );
do_action_ref_array( 'pre_ping', array( &$links, array(), 1 ) );
$success = (object) array( 'result' => true );
$failure = (object) array( 'result' => new WP_Error( 'x', 'failed' ) );
add_action( 'admin_notices', 'update_nag', 3 );
${prefix}hide_update_nags();
$admin_nag = has_action( 'admin_notices', 'update_nag' );
wp_set_current_user( $eve->ID );
${prefix}hide_update_nags();
$editor_nag = has_action( 'admin_notices', 'update_nag' );
wp_set_current_user( 1 );
echo wp_json_encode( array(
	'links'        => array_values( $links ),
	'edit_plugins' => current_user_can( 'edit_plugins' ),
	'edit_themes'  => current_user_can( 'edit_themes' ),
	'block_post'   => use_block_editor_for_post_type( 'post' ),
	'block_page'   => use_block_editor_for_post_type( 'page' ),
	'core_ok'      => apply_filters( 'auto_core_update_send_email', true, 'success', null, null ),
	'core_fail'    => apply_filters( 'auto_core_update_send_email', true, 'fail', null, null ),
	'plugin_ok'    => apply_filters( 'auto_plugin_update_send_email', true, array( $success ) ),
	'plugin_fail'  => apply_filters( 'auto_plugin_update_send_email', true, array( $success, $failure ) ),
	'theme_ok'     => apply_filters( 'auto_theme_update_send_email', true, array( $success ) ),
	'admin_nag'    => $admin_nag,
	'editor_nag'   => $editor_nag,
) );
`);
    expect(facts).toEqual({
      links: ["https://example.org/elsewhere/"],
      edit_plugins: false,
      edit_themes: false,
      block_post: false,
      block_page: true,
      core_ok: false,
      core_fail: true,
      plugin_ok: false,
      plugin_fail: true,
      theme_ok: false,
      admin_nag: 3,
      editor_nag: false,
    });
  });

  it("a post published by an editor e-mails the admin once; the admin's own post does not", { timeout: 120_000 }, async () => {
    await site.php(`
$eve = get_user_by( 'login', 'eve' );
$id  = wp_insert_post( array( 'post_title' => 'Spring sale', 'post_content' => 'Body.', 'post_status' => 'publish', 'post_author' => $eve->ID ) );
wp_update_post( array( 'ID' => $id, 'post_content' => 'Changed body.' ) );
wp_insert_post( array( 'post_title' => 'By the admin', 'post_content' => 'Body.', 'post_status' => 'publish', 'post_author' => 1 ) );
`);
    const mails = site.mails().filter((mail) => /New post published/.test(mail.subject));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[["admin@localhost.com"], expect.stringContaining("New post published: Spring sale")]]);
    expect(mails[0]!.message).toContain('eve published "Spring sale".');
  });

  it("Duplicate copies a post with its custom fields and terms as the administrator's draft", { timeout: 120_000 }, async () => {
    const original = Number(
      await site.php(`
$cat = wp_insert_term( 'Recipes', 'category' );
$id  = wp_insert_post( array( 'post_title' => 'Lemon cake', 'post_content' => '<!-- wp:paragraph --><p>Bake it.</p><!-- /wp:paragraph -->', 'post_excerpt' => 'Cake.', 'post_status' => 'publish', 'post_category' => array( $cat['term_id'] ), 'tags_input' => array( 'sweet' ) ) );
add_post_meta( $id, 'servings', '8' );
add_post_meta( $id, 'steps', array( 'mix', 'bake' ) );
echo (int) $id;
`),
    );
    const list = await site.request("/wp-admin/edit.php", { as: "admin" });
    const link = new RegExp(`href="([^"]*action=${prefix}duplicate(?:&amp;|&#038;|&)post=${original}[^"]*)"`).exec(list.text)?.[1];
    expect(link).toBeDefined();
    const copy = await site.request(link!.replace(/&amp;|&#038;/g, "&").replace(TEST_SITE_URL, ""), { as: "admin" });
    expect(copy.status).toBe(302);
    const copyId = Number(/post=(\d+)/.exec(copy.header("location")!)![1]);
    expect(copyId).not.toBe(original);
    const facts = await fact(`
$copy = get_post( ${copyId} );
echo wp_json_encode( array(
	'status'   => $copy->post_status,
	'title'    => $copy->post_title,
	'content'  => $copy->post_content,
	'excerpt'  => $copy->post_excerpt,
	'author'   => (int) $copy->post_author,
	'servings' => get_post_meta( ${copyId}, 'servings', true ),
	'steps'    => get_post_meta( ${copyId}, 'steps', true ),
	'cats'     => wp_get_post_categories( ${copyId}, array( 'fields' => 'names' ) ),
	'tags'     => wp_get_post_tags( ${copyId}, array( 'fields' => 'names' ) ),
) );
`);
    expect(facts).toEqual({
      status: "draft",
      title: "Lemon cake",
      content: "<!-- wp:paragraph --><p>Bake it.</p><!-- /wp:paragraph -->",
      excerpt: "Cake.",
      author: 1,
      servings: "8",
      steps: ["mix", "bake"],
      cats: ["Recipes"],
      tags: ["sweet"],
    });
    // Without the link's nonce nothing is copied.
    const forged = await site.request(`/wp-admin/admin-post.php?action=${prefix}duplicate&post=${original}`, { as: "admin" });
    expect(forged.status).not.toBe(302);
  });

  it("an editor is sent from wp-admin to the home page; admin-post.php still answers", { timeout: 120_000 }, async () => {
    const cookie = await site.php(`
$eve = get_user_by( 'login', 'eve' )->ID;
$exp = time() + HOUR_IN_SECONDS;
echo AUTH_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( $eve, $exp, 'auth' ) ) . '; ' . LOGGED_IN_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( $eve, $exp, 'logged_in' ) );
`);
    const admin = await site.request("/wp-admin/", { cookie });
    expect(admin.status).toBe(302);
    expect(admin.header("location")).toBe(`${TEST_SITE_URL}/`);
    const form = await site.request("/wp-admin/admin-post.php", { cookie, form: { action: "nothing-here" } });
    expect(form.header("location")).not.toBe(`${TEST_SITE_URL}/`);
    expect((await site.request("/wp-admin/", { as: "admin" })).status).toBe(200);
  });

  it("a session idle for longer than 30 minutes is logged out at its next request (runs last: it ends the admin's session)", { timeout: 120_000 }, async () => {
    const before = await site.request("/wp-admin/", { as: "admin" });
    expect(before.status).toBe(200);
    const sessions = Number(
      await site.php(`
$manager = WP_Session_Tokens::get_instance( 1 );
$tokens  = get_user_meta( 1, 'session_tokens', true );
foreach ( array_keys( $tokens ) as $verifier ) {
	$tokens[ $verifier ]['${prefix}active'] = time() - 31 * MINUTE_IN_SECONDS;
}
update_user_meta( 1, 'session_tokens', $tokens );
echo count( $manager->get_all() );
`),
    );
    const after = await site.request("/wp-admin/", { as: "admin" });
    expect(after.status).toBe(302);
    expect(after.header("location")).toBe(`${TEST_SITE_URL}${LOGIN}`);
    const left = Number(await site.php("echo count( WP_Session_Tokens::get_instance( 1 )->get_all() );"));
    expect(left).toBe(sessions - 1);
    expect(site.phpErrors()).toEqual([]);
  });
});
