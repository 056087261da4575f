import { afterAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { generateReply, installable, openTestSite, qualityGate, templateReply, type TestSite } from "../../../../../tests/support/wordpress-test-site";

// Starter template 3 (blog idea "Content access control"), built from the blog's own prompt and run in a
// real WordPress: the Access meta box saved through post.php (nonce and capability checked), a visitor
// sees the excerpt and a login link instead of the text, an allowed role sees everything, the
// [restricted] shortcode hides part of a post, and the settings page changes the message and default roles.
const PROMPT =
  'Create a content access plugin. Add a meta box on posts and pages to choose which user roles may view the content. Visitors without access see the excerpt and a message with a login link. Add a shortcode [restricted roles="subscriber,editor"]...[/restricted] to hide part of a post. Add a settings page for the default message and the default allowed roles.';

const P = "ps_content_access_";
const SETTINGS = "/wp-admin/options-general.php?page=ps-content-access-settings";

describe("[TEMPLATES][CONTENT-ACCESS] posts, pages and parts of posts restricted by user role", () => {
  const reply = templateReply("content-access", PROMPT);
  const files = reply.files;
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("is named from the prompt and passes the review and the runtime gate with no findings", { timeout: 180_000 }, async () => {
    const main = files["content-access/content-access.php"]!;
    expect(main).toMatch(/Plugin Name:\s+Content Access\n/);
    expect(main).toMatch(/Description:\s+Adds content restricted by user role\./);
    expect(Object.keys(files).sort()).toEqual([
      "content-access/assets/content-access-admin.css",
      "content-access/assets/content-access.css",
      "content-access/content-access.php",
      "content-access/includes/content-access-admin.php",
      "content-access/includes/content-access.php",
      "content-access/readme.txt",
      "content-access/uninstall.php",
    ]);
    expect(files["content-access/uninstall.php"]).toContain(`delete_post_meta_by_key( '${P}roles' );`);

    const gate = await qualityGate(files);
    expect(gate.review.findings).toEqual([]);
    expect(gate.review.status).toBe("passed");
    expect(gate.runtime.findings).toEqual([]);
    expect(gate.runtime.status).toBe("passed");
  });

  it("restricts a post by role through its meta box, shows visitors the excerpt and a login link, hides parts with the shortcode, and follows the settings", { timeout: 180_000 }, async () => {
    site = await openTestSite(installable(files));
    const s = site;

    const ids = (await s.php(`
      $a = wp_insert_post( array( 'post_title' => 'Quarterly report', 'post_status' => 'publish', 'post_excerpt' => 'A short teaser of the report.', 'post_content' => '<p>Opening words.</p><p>SECRET-FULL-TEXT of the report.</p>' ) );
      $b = wp_insert_post( array( 'post_title' => 'Mixed post', 'post_status' => 'publish', 'post_content' => 'PUBLIC-PART for all. [restricted roles="subscriber,editor"]MEMBERS-PART here.[/restricted] [${P}restricted roles="editor" message="Editors only, sorry."]EDITOR-PART here.[/${P}restricted]' ) );
      $c = wp_insert_post( array( 'post_title' => 'Default rules', 'post_status' => 'publish', 'post_content' => 'Default teaser words. [restricted]DEFAULT-PART[/restricted]' ) );
      echo $a . ',' . $b . ',' . $c;`))
      .trim()
      .split(",");
    const [report, mixed, defaults] = ids as [string, string, string];
    const path = async (id: string) => (await s.php(`echo wp_make_link_relative( get_permalink( ${id} ) );`)).trim();
    const signIn = async (login: string, role: string) =>
      (
        await s.php(`
        $id = wp_insert_user( array( 'user_login' => '${login}', 'user_email' => '${login}@example.com', 'user_pass' => wp_generate_password(), 'role' => '${role}' ) );
        $exp = time() + DAY_IN_SECONDS;
        echo AUTH_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( $id, $exp, 'auth' ) ) . '; ' . LOGGED_IN_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( $id, $exp, 'logged_in' ) );`)
      ).trim();
    const subscriber = await signIn("sam", "subscriber");
    const author = await signIn("ann", "author");

    // The Access meta box on the post's edit screen, then saved through post.php like the editor does.
    const edit = await s.request(`/wp-admin/post.php?post=${report}&action=edit`, { as: "admin" });
    expect(edit.status).toBe(200);
    expect(edit.text).toContain('id="ps-content-access-admin-box"');
    expect(edit.text).toContain(`name="${P}roles[]" value="subscriber"`);
    const metaNonce = new RegExp(`name="${P}meta_nonce" value="([0-9a-f]+)"`).exec(edit.text)![1]!;
    const postNonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(edit.text)![1]!;
    expect((await s.request("/wp-admin/post-new.php?post_type=page", { as: "admin" })).text).toContain('id="ps-content-access-admin-box"');
    const save = (nonce: string, fields: Record<string, string | string[]>) =>
      s.request("/wp-admin/post.php", {
        as: "admin",
        form: { action: "editpost", post_ID: report, post_type: "post", _wpnonce: postNonce, post_title: "Quarterly report", post_status: "publish", original_post_status: "publish", [`${P}meta_nonce`]: nonce, ...fields },
      });
    // A forged nonce changes nothing.
    expect((await save("0badc0de00", { [`${P}restricted`]: "1", [`${P}roles[]`]: ["subscriber"] })).status).toBe(302);
    expect(await s.php(`echo get_post_meta( ${report}, '${P}restricted', true ) ? 'restricted' : 'open';`)).toBe("open");
    expect((await save(metaNonce, { [`${P}restricted`]: "1", [`${P}roles[]`]: ["subscriber", "editor", "no-such-role"] })).status).toBe(302);
    expect(await s.php(`echo wp_json_encode( array( get_post_meta( ${report}, '${P}restricted', true ), get_post_meta( ${report}, '${P}roles', true ) ) );`)).toBe('["1",["subscriber","editor"]]');
    expect(await s.php(`echo get_post_field( 'post_content', ${report} );`)).toContain("SECRET-FULL-TEXT");
    // The capability check: someone who may not edit the post cannot change its access, even with a valid nonce.
    expect(
      await s.php(`
        $u = get_user_by( 'login', 'sam' ); wp_set_current_user( $u->ID );
        $_POST = array( '${P}meta_nonce' => wp_create_nonce( '${P}save_meta' ), '${P}restricted' => '' );
        ${P}save_meta_box( ${report} );
        echo get_post_meta( ${report}, '${P}restricted', true ) ? 'still restricted' : 'opened';`),
    ).toBe("still restricted");

    // A visitor sees the excerpt and the message with a login link, not the full text.
    const reportPath = await path(report);
    const mixedPath = await path(mixed);
    const defaultsPath = await path(defaults);
    const visitor = await s.request(reportPath);
    if (visitor.status !== 200) throw new Error(`${visitor.status} ${visitor.header("location")} ${reportPath}`);
    expect(visitor.status).toBe(200);
    expect(visitor.text).toContain("A short teaser of the report.");
    expect(visitor.text).toContain("This content is for members only. Please log in to read it.");
    expect(visitor.text).toMatch(/class="ps-content-access-notice__button" href="http:\/\/plugsmith-check\.local\/wp-login\.php\?redirect_to=[^"]*">Log in<\/a>/);
    expect(visitor.text).not.toContain("SECRET-FULL-TEXT");
    expect(visitor.text).toContain("ps-content-access-front-css");
    // Not through the REST API or the feed either.
    const rest = await s.request(`/?rest_route=/wp/v2/posts/${report}`);
    expect(rest.text).toContain("members only");
    expect(rest.text).not.toContain("SECRET-FULL-TEXT");
    expect((await s.request("/?feed=rss2")).text).not.toContain("SECRET-FULL-TEXT");

    // An allowed role (subscriber) reads the whole post; a role not chosen (author) gets the "no access" message.
    const member = await s.request(reportPath, { cookie: subscriber });
    expect(member.text).toContain("SECRET-FULL-TEXT");
    expect(member.text).not.toContain("ps-content-access-notice__text");
    const other = await s.request(reportPath, { cookie: author });
    expect(other.text).not.toContain("SECRET-FULL-TEXT");
    expect(other.text).toContain("Your account does not have access to this content.");
    expect(other.text).not.toContain(">Log in</a>");
    expect((await s.request(reportPath, { as: "admin" })).text).toContain("SECRET-FULL-TEXT");

    // The shortcode hides parts of a post: [restricted] for subscribers and editors, the prefixed tag for editors.
    const mixedVisitor = await s.request(mixedPath);
    expect(mixedVisitor.text).toContain("PUBLIC-PART for all.");
    expect(mixedVisitor.text).not.toContain("MEMBERS-PART");
    expect(mixedVisitor.text).not.toContain("EDITOR-PART");
    expect(mixedVisitor.text).toContain("Editors only, sorry.");
    expect(mixedVisitor.text).toContain("ps-content-access-notice--inline");
    const mixedMember = await s.request(mixedPath, { cookie: subscriber });
    expect(mixedMember.text).toContain("MEMBERS-PART here.");
    expect(mixedMember.text).not.toContain("EDITOR-PART");
    expect((await s.request(mixedPath, { as: "admin" })).text).toContain("EDITOR-PART here.");
    // The Access column of the post list.
    const list = await s.request("/wp-admin/edit.php", { as: "admin" });
    expect(list.text).toMatch(/dashicons-lock" aria-hidden="true"><\/span> Subscriber, Editor/);

    // The settings page: a new visitor message and "editor" as the only default role.
    const settings = await s.request(SETTINGS, { as: "admin" });
    expect(settings.status).toBe(200);
    expect(settings.text).toContain(`name="${P}settings[roles][]" value="logged_in"  checked='checked'`);
    const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(settings.text)![1]!;
    const saved = await s.request("/wp-admin/options.php", {
      as: "admin",
      form: {
        option_page: `${P}settings_group`,
        action: "update",
        _wpnonce: nonce,
        _wp_http_referer: SETTINGS,
        [`${P}settings[message]`]: "Join the club to read on. <script>alert(1)</script>",
        [`${P}settings[denied_message]`]: "Editors only.",
        [`${P}settings[roles][]`]: ["editor"],
        [`${P}settings[show_excerpt]`]: "1",
      },
    });
    expect(saved.status).toBe(302);
    expect(await s.php(`echo wp_json_encode( get_option( '${P}settings' ) );`)).toBe(
      '{"message":"Join the club to read on. alert(1)","denied_message":"Editors only.","roles":["editor"],"show_excerpt":true}',
    );
    // A post restricted with no roles of its own follows the default roles; so does [restricted] without roles.
    await s.php(`update_post_meta( ${defaults}, '${P}restricted', '1' );`);
    const defaultVisitor = await s.request(defaultsPath);
    expect(defaultVisitor.text).toContain("Join the club to read on.");
    expect(defaultVisitor.text).not.toContain("<script>alert(1)");
    expect(defaultVisitor.text).toContain("Default teaser words.");
    expect(defaultVisitor.text).not.toContain("DEFAULT-PART");
    expect((await s.request(defaultsPath, { cookie: subscriber })).text).toContain("Editors only.");
    await s.php(`delete_post_meta( ${defaults}, '${P}restricted' );`);
    const open = await s.request(defaultsPath, { cookie: subscriber });
    expect(open.text).toContain("Default teaser words.");
    expect(open.text).not.toContain("DEFAULT-PART");

    expect(s.phpErrors()).toEqual([]);
  });

  it("restyles its message box in a follow-up turn, and still passes the review", { timeout: 60_000 }, () => {
    const next = generateReply("Make the button larger", files);
    const css = next.files["content-access/assets/content-access.css"];
    expect(css).toBeDefined();
    expect(css).not.toBe(files["content-access/assets/content-access.css"]);
    expect(css).toMatch(/\.ps-content-access-notice \.ps-content-access-notice__button \{[^}]*font-size/);
    expect(checkPluginFiles({ ...files, ...next.files }).findings).toEqual([]);
  });
});
