import { afterAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { generateReply, installable, openTestSite, qualityGate, templateReply, TEST_SITE_URL, type TestSite } from "../../../../../tests/support/wordpress-test-site";

// Starter template 1 (issue #16): the blog's "Lead magnet delivery" prompt, built and then used in a real
// WordPress: settings saved through the settings page, a visitor signs up through [lead_magnet id="1"], the
// subscriber lands in the custom table, the e-mailed link serves the file while fresh and stops after 48
// hours, and only the administrator can list and export the subscribers.
const PROMPT =
  'Create a lead magnet plugin. A shortcode [lead_magnet id="1"] shows a form asking for name and email. On submit, store the subscriber in a custom table and email a download link that expires after 48 hours. Add a settings page to upload the file, edit the email text and choose the expiry. List subscribers in the admin with CSV export.';

const MAIN = "lead-magnet/lead-magnet.php";
const CSS = "lead-magnet/assets/lead-magnet.css";
const TABLE = "ps_lead_magnet_subscribers";
const FILE_CONTENT = "%PDF-1.4 starter guide";

/** The value of a form field in `html`. */
function field(html: string, name: string): string {
  const match = new RegExp(`name="${name.replace(/[[\]]/g, "\\$&")}"[^>]*value="([^"]*)"`).exec(html) ?? new RegExp(`value="([^"]*)"[^>]*name="${name}"`).exec(html);
  if (!match) throw new Error(`No field ${name}`);
  return match[1]!.replace(/&#038;|&amp;/g, "&");
}

/** A URL of the test site as a request path. */
const pathOf = (url: string) => url.replace(/&#038;|&amp;/g, "&").slice(TEST_SITE_URL.length) || "/";

describe("[TEMPLATES][LEAD-MAGNET] lead magnet delivery with expiring download links", () => {
  const reply = templateReply("lead-magnet", PROMPT);
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("is named from the prompt and passes the review and the runtime gate", { timeout: 180_000 }, async () => {
    expect(reply.files[MAIN]).toMatch(/Plugin Name:\s+Lead Magnet\n/);
    expect(reply.files[MAIN]).toMatch(/Description:\s+Adds a lead magnet with expiring download links\./);
    expect(reply.files["lead-magnet/uninstall.php"]).toContain(`DROP TABLE IF EXISTS {$wpdb->prefix}${TABLE}`);
    const { review, runtime } = await qualityGate(reply.files);
    expect(review.findings).toEqual([]);
    expect(review.status).toBe("passed");
    expect(runtime.findings).toEqual([]);
    expect(runtime.status).toBe("passed");
  });

  it("e-mails a visitor a link that serves the file while fresh and stops after 48 hours; only the admin lists, exports and deletes subscribers", { timeout: 180_000 }, async () => {
    site = await openTestSite(installable(reply.files));

    // The file, uploaded to the Media Library, and a page with the blog's own shortcode.
    const setup = JSON.parse(
      await site.php(`
$upload = wp_upload_dir();
wp_mkdir_p( $upload['path'] );
$file = $upload['path'] . '/starter-guide.pdf';
file_put_contents( $file, '${FILE_CONTENT}' );
$attachment = wp_insert_attachment( array( 'post_mime_type' => 'application/pdf', 'post_title' => 'Starter guide', 'post_status' => 'inherit' ), $file );
$page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Free guide', 'post_content' => '[lead_magnet id="1"]' ) );
echo wp_json_encode( array( 'attachment' => $attachment, 'page' => get_permalink( $page ), 'table' => $GLOBALS['wpdb']->get_var( "SHOW TABLES LIKE '{$GLOBALS['wpdb']->prefix}${TABLE}'" ) ) );
`),
    ) as { attachment: number; page: string; table: string | null };
    expect(setup.table).toBe(`wp_${TABLE}`);

    // Settings page: choose the file, edit the e-mail text, set the expiry; saved through options.php.
    const settings = await site.request("/wp-admin/admin.php?page=ps-lead-magnet-settings", { as: "admin" });
    expect(settings.status).toBe(200);
    for (const name of ["file_id", "file_url", "expiry_hours", "email_subject", "email_body"]) expect(settings.text).toContain(`name="ps_lead_magnet_settings[${name}]"`);
    expect(settings.text).toContain("Choose or upload a file");
    expect((await site.request("/wp-admin/admin.php?page=ps-lead-magnet-settings")).status).toBe(302);
    const saved = await site.request("/wp-admin/options.php", {
      as: "admin",
      form: {
        option_page: "ps_lead_magnet_settings_group",
        action: "update",
        _wpnonce: field(settings.text, "_wpnonce"),
        _wp_http_referer: "/wp-admin/admin.php?page=ps-lead-magnet-settings",
        "ps_lead_magnet_settings[file_id]": String(setup.attachment),
        "ps_lead_magnet_settings[file_url]": "",
        "ps_lead_magnet_settings[expiry_hours]": "48",
        "ps_lead_magnet_settings[heading]": "Get the starter guide",
        "ps_lead_magnet_settings[intro]": "",
        "ps_lead_magnet_settings[button]": "Send it to me",
        "ps_lead_magnet_settings[success_message]": "Check your inbox!",
        "ps_lead_magnet_settings[email_subject]": "Your guide from {site}",
        "ps_lead_magnet_settings[email_body]": "Hello {name}! Download it here: {link} (valid for {hours} hours)",
      },
    });
    expect(saved.status).toBe(302);
    const stored = JSON.parse(await site.php("echo wp_json_encode( get_option( 'ps_lead_magnet_settings' ) );")) as Record<string, unknown>;
    expect(stored).toMatchObject({ file_id: setup.attachment, expiry_hours: 48, email_subject: "Your guide from {site}" });

    // A visitor signs up through [lead_magnet id="1"].
    const page = await site.request(pathOf(setup.page));
    expect(page.status).toBe(200);
    expect(page.text).toContain("Get the starter guide");
    expect(page.text).toMatch(/<input type="text"[^>]*name="ps_lead_magnet_name"/);
    expect(page.text).toMatch(/<input type="email"[^>]*name="ps_lead_magnet_email"/);
    const submitted = await site.request("/wp-admin/admin-post.php", {
      form: {
        action: "ps_lead_magnet_subscribe",
        ps_lead_magnet_file: field(page.text, "ps_lead_magnet_file"),
        ps_lead_magnet_nonce: field(page.text, "ps_lead_magnet_nonce"),
        ps_lead_magnet_return: field(page.text, "ps_lead_magnet_return"),
        ps_lead_magnet_name: "Ada Lovelace",
        ps_lead_magnet_email: "ada@example.com",
        ps_lead_magnet_website: "",
      },
    });
    expect(submitted.status).toBe(302);
    expect(submitted.header("location")).toContain("ps_lead_magnet_status=sent");
    const thanks = await site.request(pathOf(submitted.header("location")!.replace(/#.*$/, "")));
    expect(thanks.text).toContain("Check your inbox!");

    // Stored in the custom table (only a hash of the link's token), and e-mailed with the edited text.
    const rows = JSON.parse(await site.php(`global $wpdb; echo wp_json_encode( $wpdb->get_results( "SELECT name, email, token_hash, downloads FROM {$wpdb->prefix}${TABLE}" ) );`)) as Array<Record<string, string>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", downloads: "0" });
    const mail = site.mails().at(-1)!;
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.subject).toMatch(/^Your guide from /);
    expect(mail.message).toMatch(/^Hello Ada Lovelace! Download it here: http:\/\/plugsmith-check\.local\/\?ps_lead_magnet_download=[A-Za-z0-9]{32} \(valid for 48 hours\)/);
    const link = pathOf(/http:\/\/plugsmith-check\.local\/\?ps_lead_magnet_download=[A-Za-z0-9]{32}/.exec(mail.message)![0]);
    expect(mail.message).not.toContain(rows[0]!.token_hash);

    // Fresh: the link serves the file and counts the download.
    const download = await site.request(link);
    expect(download.status).toBe(200);
    expect(download.text).toBe(FILE_CONTENT);
    expect(download.header("content-type")).toContain("application/pdf");
    expect(download.header("content-disposition")).toContain('filename="starter-guide.pdf"');
    expect((await site.php(`global $wpdb; echo $wpdb->get_var( "SELECT downloads FROM {$wpdb->prefix}${TABLE}" );`)).trim()).toBe("1");
    expect((await site.request("/?ps_lead_magnet_download=abcdefghijklmnopqrstuvwxyz012345")).status).toBe(404);

    // A file kept elsewhere (a URL) is a redirect; 47 hours old still works, 49 hours old has expired.
    const age = (hours: number) => site!.php(`global $wpdb; $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}${TABLE} SET created_at = %s", gmdate( 'Y-m-d H:i:s', time() - ${hours} * HOUR_IN_SECONDS ) ) );`);
    await site.php(`update_option( 'ps_lead_magnet_settings', array_merge( get_option( 'ps_lead_magnet_settings' ), array( 'file_id' => 0, 'file_url' => 'https://files.example.com/starter-guide.pdf' ) ) );`);
    await age(47);
    const redirected = await site.request(link);
    expect(redirected.status).toBe(302);
    expect(redirected.header("location")).toBe("https://files.example.com/starter-guide.pdf");
    await age(49);
    const expired = await site.request(link);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain("This download link has expired");
    expect(expired.header("location")).toBeUndefined();

    // The subscriber list: the administrator sees it and exports CSV with a nonce; a visitor gets neither.
    const list = await site.request("/wp-admin/admin.php?page=ps-lead-magnet-subscribers", { as: "admin" });
    expect(list.status).toBe(200);
    expect(list.text).toContain("ada@example.com");
    expect(list.text).toContain("Expired");
    expect((await site.request("/wp-admin/admin.php?page=ps-lead-magnet-subscribers")).status).toBe(302);
    const exportUrl = /href="([^"]*action=ps_lead_magnet_export[^"]*)"/.exec(list.text)![1]!;
    expect(exportUrl).toContain("_wpnonce=");
    const csv = await site.request(pathOf(exportUrl), { as: "admin" });
    expect(csv.status).toBe(200);
    expect(csv.header("content-type")).toContain("text/csv");
    expect(csv.header("content-disposition")).toMatch(/attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.text.split("\n")[0]).toBe("Name,E-mail,File,Downloads,\"Link sent (UTC)\",\"Last download (UTC)\"");
    expect(csv.text).toContain("\"Ada Lovelace\",ada@example.com,");
    const asVisitor = await site.request(pathOf(exportUrl));
    expect(asVisitor.status).toBe(400);
    expect(asVisitor.text).not.toContain("ada@example.com");
    const withoutNonce = await site.request("/wp-admin/admin-post.php?action=ps_lead_magnet_export", { as: "admin" });
    expect(withoutNonce.status).toBe(403);
    expect(withoutNonce.text).not.toContain("ada@example.com");

    // Deleting a subscriber: the list's nonce link, for the administrator only.
    const deleteUrl = pathOf(/href="([^"]*action=ps_lead_magnet_delete[^"]*)"/.exec(list.text)![1]!);
    expect((await site.request(deleteUrl)).status).toBe(400);
    const deleted = await site.request(deleteUrl, { as: "admin" });
    expect(deleted.status).toBe(302);
    expect(deleted.header("location")).toContain("ps_lead_magnet_deleted=1");
    expect((await site.php(`global $wpdb; echo $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}${TABLE}" );`)).trim()).toBe("0");

    expect(site.phpErrors()).toEqual([]);
  });

  it("restyles its button on a follow-up turn and still passes the review", { timeout: 180_000 }, () => {
    const next = generateReply("Make the button larger", reply.files);
    expect(Object.keys(next.files)).toContain(CSS);
    expect(next.files[CSS]).not.toBe(reply.files[CSS]);
    expect(next.files[CSS]).toMatch(/\.ps-lead-magnet-optin \.ps-lead-magnet-optin__submit\s*\{[^}]*font-size/);
    const after = { ...reply.files, ...next.files };
    expect(after["lead-magnet/lead-magnet.php"]).toContain("require_once __DIR__ . '/includes/lead-magnet.php';");
    const review = checkPluginFiles(after);
    expect(review.findings).toEqual([]);
    expect(review.status).toBe("passed");
  });
});
