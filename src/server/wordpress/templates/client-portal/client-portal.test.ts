import { afterAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { generateReply, installable, openTestSite, qualityGate, templateReply, type TestSite } from "../../../../../tests/support/wordpress-test-site";

// Starter template 6 (blog idea "Client portal"), built from the blog's own prompt and run in a real
// WordPress: the Client role, a project created through the admin's own form (client, status, note and
// an uploaded file), the portal showing each client only their own projects, downloads refused to
// visitors and other clients, the settings page, the e-mail on a status change, and the uninstall.
const PROMPT =
  'Build a client portal plugin. Add a "Client" user role. In the admin, let me create projects, assign each to a client user, set a status and upload files. A shortcode [client_portal] shows the logged-in client only their own projects, status, notes and downloadable files. Protect file downloads so other users cannot open them by URL. Add a settings page for the portal page and email notifications.';

const P = "ps_client_portal_";
const TYPE = "ps_cp_project";
const ROLE = "ps_client_portal_client";
const SETTINGS = `/wp-admin/edit.php?post_type=${TYPE}&page=ps-client-portal-settings`;

/** A multipart/form-data body with fields and one file, as a browser sends the project form. */
function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; content: string }) {
  const boundary = "----PlugsmithBoundary7MA4YWxkTrZu0gW";
  let body = "";
  for (const [name, value] of Object.entries(fields)) body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  body += `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n--${boundary}--\r\n`;
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("[TEMPLATES][CLIENT-PORTAL] a client portal with private projects, notes and protected files", () => {
  const reply = templateReply("client-portal", PROMPT);
  const files = reply.files;
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("is named from the prompt and passes the review and the runtime gate with no findings", { timeout: 180_000 }, async () => {
    const main = files["client-portal/client-portal.php"]!;
    expect(main).toMatch(/Plugin Name:\s+Client Portal\n/);
    expect(main).toMatch(/Description:\s+Adds a client portal with private projects and files\./);
    expect(Object.keys(files).sort()).toEqual([
      "client-portal/assets/client-portal-admin.css",
      "client-portal/assets/client-portal.css",
      "client-portal/client-portal.php",
      "client-portal/includes/client-portal-admin.php",
      "client-portal/includes/client-portal.php",
      "client-portal/readme.txt",
      "client-portal/uninstall.php",
    ]);
    expect(files["client-portal/uninstall.php"]).toContain(`remove_role( '${ROLE}' );`);

    const gate = await qualityGate(files);
    expect(gate.review.findings).toEqual([]);
    expect(gate.review.status).toBe("passed");
    expect(gate.runtime.findings).toEqual([]);
    expect(gate.runtime.status).toBe("passed");
  });

  it("lets the admin create a project with a client, status, note and file; each client sees only their own; downloads check ownership; a status change e-mails the client", { timeout: 180_000 }, async () => {
    site = await openTestSite(installable(files));
    const s = site;
    expect(s.showcasePath).not.toBeNull();

    // The Client role exists after activation.
    expect(await s.php(`echo get_role( '${ROLE}' ) ? translate_user_role( wp_roles()->role_names['${ROLE}'] ) : 'missing';`)).toBe("Client");
    const client = async (login: string, name: string) => {
      const [id, cookie] = (
        await s.php(`
        $id = wp_insert_user( array( 'user_login' => '${login}', 'display_name' => '${name}', 'user_email' => '${login}@example.com', 'user_pass' => wp_generate_password(), 'role' => '${ROLE}' ) );
        $exp = time() + DAY_IN_SECONDS;
        echo $id . '|' . AUTH_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( $id, $exp, 'auth' ) ) . '; ' . LOGGED_IN_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( $id, $exp, 'logged_in' ) );`)
      )
        .trim()
        .split("|") as [string, string];
      return { id, cookie };
    };
    const jamie = await client("jamie", "Jamie Rivera");
    const morgan = await client("morgan", "Morgan Lee");

    // Settings: the portal page and both kinds of e-mail.
    const portalId = (await s.php(`echo url_to_postid( home_url( ${JSON.stringify(s.showcasePath)} ) );`)).trim();
    const settings = await s.request(SETTINGS, { as: "admin" });
    expect(settings.status).toBe(200);
    expect(settings.text).toContain(`<select name='${P}settings[portal_page]' id='${P}portal_page'>`);
    expect(settings.text).toContain(`name="${P}settings[notify_status]" value="1"  checked='checked'`);
    const settingsNonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(settings.text)![1]!;
    const saved = await s.request("/wp-admin/options.php", {
      as: "admin",
      form: {
        option_page: `${P}settings_group`,
        action: "update",
        _wpnonce: settingsNonce,
        _wp_http_referer: SETTINGS,
        [`${P}settings[portal_page]`]: portalId,
        [`${P}settings[notify_status]`]: "1",
        [`${P}settings[notify_updates]`]: "1",
        [`${P}settings[email_footer]`]: "Call us on 555-0100.",
      },
    });
    expect(saved.status).toBe(302);
    expect(await s.php(`echo wp_json_encode( get_option( '${P}settings' ) );`)).toBe(
      `{"portal_page":${portalId},"notify_status":true,"notify_updates":true,"email_footer":"Call us on 555-0100."}`,
    );

    // A new project through the admin's own form: client, status, a note and an uploaded file.
    const add = await s.request(`/wp-admin/post-new.php?post_type=${TYPE}`, { as: "admin" });
    expect(add.status).toBe(200);
    expect(add.text).toContain('enctype="multipart/form-data"');
    expect(add.text).toContain(`<option value="${jamie.id}" >Jamie Rivera (jamie@example.com)</option>`);
    expect(add.text).toContain(`name="${P}upload[]"`);
    expect(add.text).toContain(`name="${P}new_note"`);
    const projectId = /name=['"]post_ID['"] value=['"](\d+)['"]/.exec(add.text)![1]!;
    const postNonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(add.text)![1]!;
    const ourNonce = new RegExp(`name="${P}project_nonce" value="([0-9a-f]+)"`).exec(add.text)![1]!;
    const form = {
      action: "editpost",
      post_ID: projectId,
      post_type: TYPE,
      _wpnonce: postNonce,
      user_ID: "1",
      post_title: "Website redesign",
      content: "PROJECT-ONE description.",
      [`${P}project_nonce`]: ourNonce,
      [`${P}client`]: jamie.id,
    };
    const created = multipart(
      { ...form, original_post_status: "auto-draft", publish: "Publish", [`${P}status`]: "in_progress", [`${P}new_note`]: "NOTE-ONE: kick-off done." },
      { field: `${P}upload[]`, name: "brief.txt", type: "text/plain", content: "FILE-CONTENT-ONE" },
    );
    expect((await s.request("/wp-admin/post.php", { as: "admin", method: "POST", ...created })).status).toBe(302);
    const stored = JSON.parse(
      await s.php(`
        $files = get_post_meta( ${projectId}, '${P}files', true );
        $file  = reset( $files );
        $dir   = wp_upload_dir()['basedir'] . '/ps-client-portal-files/';
        echo wp_json_encode( array( get_post_status( ${projectId} ), (int) get_post_meta( ${projectId}, '${P}client', true ), get_post_meta( ${projectId}, '${P}status', true ), wp_list_pluck( get_post_meta( ${projectId}, '${P}notes', true ), 'text' ), $file['name'], $file['stored'], file_get_contents( $dir . $file['stored'] ), file_exists( $dir . '.htaccess' ) ) );`),
    ) as [string, number, string, string[], string, string, string, boolean];
    expect(stored.slice(0, 5)).toEqual(["publish", Number(jamie.id), "in_progress", ["NOTE-ONE: kick-off done."], "brief.txt"]);
    expect(stored[5]).toMatch(/^[A-Za-z0-9]{32}\.txt$/);
    expect(stored[6]).toBe("FILE-CONTENT-ONE");
    expect(stored[7]).toBe(true);
    // New note and file: the client is told (the "notes and files" e-mail is on).
    expect(s.mails().map((mail) => [mail.to, mail.subject])).toEqual([[["jamie@example.com"], "[My WordPress Website] New on Website redesign"]]);

    // The status changes: the client gets an e-mail with the new status and the portal's address.
    const update = await s.request("/wp-admin/post.php", {
      as: "admin",
      form: { ...form, original_post_status: "publish", post_status: "publish", save: "Update", [`${P}status`]: "completed", [`${P}new_note`]: "" },
    });
    expect(update.status).toBe(302);
    expect(await s.php(`echo get_post_meta( ${projectId}, '${P}status', true );`)).toBe("completed");
    const mails = s.mails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.to).toEqual(["jamie@example.com"]);
    expect(mails[1]!.subject).toBe("[My WordPress Website] Website redesign is now: Completed");
    expect(mails[1]!.message).toContain("Hello Jamie Rivera,");
    expect(mails[1]!.message).toContain("changed from In progress to Completed");
    expect(mails[1]!.message).toContain(`See your projects, notes and files in your portal: http://plugsmith-check.local${s.showcasePath}`);
    expect(mails[1]!.message).toContain("Call us on 555-0100.");

    // Morgan's own project, and the project list's columns.
    await s.php(`
      $id = wp_insert_post( array( 'post_type' => '${TYPE}', 'post_status' => 'publish', 'post_title' => 'Annual accounts', 'post_content' => 'PROJECT-TWO description.' ) );
      update_post_meta( $id, '${P}client', ${morgan.id} );
      update_post_meta( $id, '${P}status', 'awaiting_feedback' );
      update_post_meta( $id, '${P}notes', array( array( 'time' => time(), 'author' => 1, 'text' => 'NOTE-TWO for Morgan.' ) ) );`);
    const list = await s.request(`/wp-admin/edit.php?post_type=${TYPE}`, { as: "admin" });
    expect(list.text).toMatch(/Jamie Rivera[\s\S]*ps-client-portal-admin-status--completed">Completed/);

    // The portal: each client sees only their own project; a visitor gets the login form.
    const portalJamie = await s.request(s.showcasePath!, { cookie: jamie.cookie });
    expect(portalJamie.status).toBe(200);
    expect(portalJamie.text).toContain("Hello Jamie Rivera, here are your projects.");
    expect(portalJamie.text).toContain("Website redesign");
    expect(portalJamie.text).toContain('ps-client-portal-portal__status--completed">Completed');
    expect(portalJamie.text).toContain("PROJECT-ONE description.");
    expect(portalJamie.text).toContain("NOTE-ONE: kick-off done.");
    expect(portalJamie.text).toContain(">brief.txt</a>");
    expect(portalJamie.text).not.toContain("Annual accounts");
    expect(portalJamie.text).not.toContain("NOTE-TWO");
    expect(portalJamie.text).not.toContain(stored[5]);
    const portalMorgan = await s.request(s.showcasePath!, { cookie: morgan.cookie });
    expect(portalMorgan.text).toContain("Annual accounts");
    expect(portalMorgan.text).toContain("NOTE-TWO for Morgan.");
    expect(portalMorgan.text).not.toContain("Website redesign");
    expect(portalMorgan.text).not.toContain("brief.txt");
    expect(portalMorgan.text).not.toContain("NOTE-ONE");
    const portalVisitor = await s.request(s.showcasePath!);
    expect(portalVisitor.text).toContain("Please log in to see your projects.");
    expect(portalVisitor.text).toContain('id="ps-client-portal-portal-login"');
    expect(portalVisitor.text).not.toContain("Website redesign");
    expect(portalVisitor.text).not.toContain("Annual accounts");

    // Downloads go through the handler: the owner gets the file, another client a 403, a visitor the login page.
    const href = /class="ps-client-portal-portal__download" href="([^"]+)"/.exec(portalJamie.text)![1]!.replace(/&#038;|&amp;/g, "&");
    const download = href.replace("http://plugsmith-check.local", "");
    expect(download).toMatch(/^\/wp-admin\/admin-post\.php\?action=ps_client_portal_download&project=\d+&file=[a-z0-9]{16}$/);
    const own = await s.request(download, { cookie: jamie.cookie });
    expect(own.status).toBe(200);
    expect(own.text).toBe("FILE-CONTENT-ONE");
    expect(own.header("content-disposition")).toBe('attachment; filename="brief.txt"');
    const other = await s.request(download, { cookie: morgan.cookie });
    expect(other.status).toBe(403);
    expect(other.text).not.toContain("FILE-CONTENT-ONE");
    const anonymous = await s.request(download);
    expect(anonymous.status).toBe(302);
    expect(anonymous.header("location")).toContain("/wp-login.php?redirect_to=");
    expect(anonymous.text).not.toContain("FILE-CONTENT-ONE");
    expect((await s.request(download, { as: "admin" })).text).toBe("FILE-CONTENT-ONE");
    expect(s.phpErrors()).toEqual([]);

    // Deleting the plugin removes the Client role, the projects and the private files.
    const uninstalled = await s.php(`
      require_once ABSPATH . 'wp-admin/includes/plugin.php';
      deactivate_plugins( 'client-portal/client-portal.php' );
      uninstall_plugin( 'client-portal/client-portal.php' );
      echo wp_json_encode( array( (bool) get_role( '${ROLE}' ), count( get_posts( array( 'post_type' => '${TYPE}', 'post_status' => 'any' ) ) ), is_dir( wp_upload_dir()['basedir'] . '/ps-client-portal-files' ) ) );`);
    expect(uninstalled).toBe("[false,0,false]");
    expect(s.phpErrors()).toEqual([]);
  });

  it("restyles its portal in a follow-up turn, and still passes the review", { timeout: 60_000 }, () => {
    const next = generateReply("Make the button larger", files);
    const css = next.files["client-portal/assets/client-portal.css"];
    expect(css).toBeDefined();
    expect(css).not.toBe(files["client-portal/assets/client-portal.css"]);
    expect(css).toMatch(/\.ps-client-portal-portal \.ps-client-portal-portal__button \{[^}]*font-size/);
    expect(checkPluginFiles({ ...files, ...next.files }).findings).toEqual([]);
  });
});
