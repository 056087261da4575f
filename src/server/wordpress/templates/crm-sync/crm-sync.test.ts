import { afterAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { generateReply, installable, openTestSite, php, qualityGate, templateReply, type TestSite } from "../../../../../tests/support/wordpress-test-site";

// Starter template 7 of the blog article ("Form-to-CRM synchroniser"), built from the card's own prompt
// and tried in a real WordPress: a visitor sends [crm_form], the entry is stored, sent to the CRM with
// the key and field mapping of the settings page, a failed request is retried by the hourly WP-Cron
// event, and every attempt shows in the admin's sync log.
const PROMPT =
  "Create a plugin that sends contact form submissions to my CRM. Provide a shortcode [crm_form] with name, email, phone and message fields. On submit, store the entry locally, then call the CRM's REST API with the API key and endpoint entered on a settings page. Add field mapping settings, retry failed requests hourly with WP-Cron, and show a log of sync results in the admin.";

const reply = templateReply("crm-sync", PROMPT);
const files = reply.files;
const mainPath = Object.keys(files).find((path) => /^[^/]+\/[^/]+\.php$/.test(path) && files[path]!.includes("Plugin Name:"))!;
const main = files[mainPath]!;
/** The code prefix the loader recorded ("ps_contact_form_submissions_"). */
const prefix = /Plugsmith blocks: start \(prefix: ([a-z0-9_]+)\)/.exec(main)![1]!;
const css = prefix.replace(/_/g, "-");

/** The hidden inputs of the first form in `html` whose markup contains `marker`. */
function hiddenFields(html: string, marker: string): Record<string, string> {
  const form = [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map((match) => match[0]).find((markup) => markup.includes(marker));
  expect(form, `a form with ${marker}`).toBeDefined();
  const fields: Record<string, string> = {};
  for (const [input] of form!.matchAll(/<input[^>]*type=["']hidden["'][^>]*>/g)) {
    const name = /name=(["'])(.*?)\1/.exec(input)?.[2];
    if (name) fields[name] = (/value=(["'])(.*?)\1/.exec(input)?.[2] ?? "").replace(/&amp;/g, "&");
  }
  return fields;
}

/** An outgoing-request capture for php(): records every request and answers with `answer` (PHP expression). */
function capture(answer: string): string {
  return `$GLOBALS['crm_test_calls'] = array();
add_filter( 'pre_http_request', static function ( $pre, $args, $url ) {
	$GLOBALS['crm_test_calls'][] = array( 'url' => $url, 'method' => $args['method'], 'headers' => $args['headers'], 'body' => $args['body'] );
	return ${answer};
}, 10, 3 );`;
}

const OK = "array( 'headers' => array(), 'body' => '{\"id\":\"c_1\"}', 'response' => array( 'code' => 201, 'message' => 'Created' ), 'cookies' => array(), 'filename' => null )";
const SERVER_ERROR = "array( 'headers' => array(), 'body' => 'Temporarily unavailable', 'response' => array( 'code' => 500, 'message' => 'Internal Server Error' ), 'cookies' => array(), 'filename' => null )";

const entryPhp = (id: number) => `global $wpdb; echo wp_json_encode( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}${prefix}entries WHERE id = %d", ${id} ) ) );`;

describe("[TEMPLATES][CRM-SYNC] the form-to-CRM synchroniser of the blog", () => {
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("is named from the prompt's words and describes itself", { timeout: 180_000 }, () => {
    expect(mainPath).toBe("contact-form-submissions/contact-form-submissions.php");
    expect(main).toMatch(/Plugin Name:\s+Contact Form Submissions\n/);
    expect(main).toMatch(/Description:\s+.*CRM/);
    expect(prefix).toBe("ps_contact_form_submissions_");
    expect(reply.features.join("\n")).toMatch(/\[crm_form\].*name, e-mail, phone and message/);
    expect(reply.features.join("\n")).toMatch(/retried every hour by WP-Cron/);
    expect(files["contact-form-submissions/readme.txt"]).toContain("[crm_form]");
  });

  it("passes the review and the runtime gate without a single finding", { timeout: 180_000 }, async () => {
    const { review, runtime } = await qualityGate(files);
    expect(review.findings).toEqual([]);
    expect(review.status).toBe("passed");
    expect(runtime.findings).toEqual([]);
    expect(runtime.status).toBe("passed");
  });

  it("stores a visitor's entry, sends it to the CRM with the key and mapping, retries failures hourly and logs every attempt", { timeout: 180_000 }, async () => {
    site = await openTestSite(installable(files));
    const option = `${prefix}settings`;

    // The administrator fills in the settings page (connection, key header, field mapping).
    const settingsPage = await site.request(`/wp-admin/admin.php?page=${css}settings`, { as: "admin" });
    expect(settingsPage.status).toBe(200);
    expect(settingsPage.text).toContain("Field mapping");
    const saved = await site.request("/wp-admin/options.php", {
      as: "admin",
      form: {
        ...hiddenFields(settingsPage.text, "options.php"),
        [`${option}[endpoint]`]: "https://crm.example.com/api/v1/contacts",
        [`${option}[api_key]`]: "sk_live_12345",
        [`${option}[auth_header]`]: "X-API-Key",
        [`${option}[auth_scheme]`]: "",
        [`${option}[mapping][name]`]: "full_name",
        [`${option}[mapping][email]`]: "email_address",
        [`${option}[mapping][phone]`]: "properties.phone",
        [`${option}[mapping][message]`]: "notes",
        [`${option}[max_attempts]`]: "5",
        [`${option}[success_message]`]: "Thanks, we will call you back.",
      },
    });
    expect(saved.status, saved.text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").slice(-600)).toBe(302);
    const { settings, schedule } = JSON.parse(
      await site.php(`echo wp_json_encode( array( 'settings' => get_option( ${php(option)} ), 'schedule' => wp_get_schedule( '${prefix}retry_failed_event' ) ) );`),
    ) as { settings: { endpoint: string; api_key: string; mapping: Record<string, string> }; schedule: string };
    // Activation scheduled the hourly retry.
    expect(schedule).toBe("hourly");
    expect(settings.endpoint).toBe("https://crm.example.com/api/v1/contacts");
    expect(settings.api_key).toBe("sk_live_12345");
    expect(settings.mapping).toEqual({ name: "full_name", email: "email_address", phone: "properties.phone", message: "notes" });
    // The key is never printed back on the settings page.
    expect((await site.request(`/wp-admin/admin.php?page=${css}settings`, { as: "admin" })).text).not.toContain("sk_live_12345");

    // A visitor sees the form with its four fields and sends it.
    expect(site.showcasePath).not.toBeNull();
    const page = await site.request(site.showcasePath!);
    expect(page.status).toBe(200);
    for (const field of ["name", "email", "phone", "message"]) expect(page.text).toContain(`name="${prefix}${field}"`);
    const hidden = hiddenFields(page.text, `${prefix}submit`);
    expect(hidden[`${prefix}nonce`]).toMatch(/^[0-9a-f]{10}$/);
    const send = (fields: Record<string, string>) => site!.request("/wp-admin/admin-post.php", { form: { ...hidden, [`${prefix}website`]: "", ...fields } });

    const sent = await send({ [`${prefix}name`]: "Anna Berg", [`${prefix}email`]: "anna@example.com", [`${prefix}phone`]: "+46 70 123 45 67", [`${prefix}message`]: "Please call me about a quote." });
    expect(sent.status).toBe(302);
    expect(sent.header("location")).toContain(`${prefix}status=sent`);
    const back = sent.header("location")!.replace("http://plugsmith-check.local", "").replace(/#.*$/, "");
    expect((await site.request(back)).text).toContain("Thanks, we will call you back.");

    // A bot filling the honeypot is answered the same but nothing is stored; a bad nonce is refused.
    const bot = await send({ [`${prefix}name`]: "Bot", [`${prefix}email`]: "bot@example.com", [`${prefix}message`]: "spam", [`${prefix}website`]: "http://spam.example" });
    expect(bot.header("location")).toContain(`${prefix}status=sent`);
    const forged = await send({ [`${prefix}nonce`]: "0000000000", [`${prefix}name`]: "X", [`${prefix}email`]: "x@example.com", [`${prefix}message`]: "x" });
    expect(forged.header("location")).toContain(`${prefix}status=expired`);
    const invalid = await send({ [`${prefix}name`]: "Y", [`${prefix}email`]: "not-an-address", [`${prefix}message`]: "y" });
    expect(invalid.header("location")).toContain(`${prefix}status=invalid`);
    // Only the real entry is stored locally, as pending, with its own sync event queued.
    const stored = JSON.parse(
      await site.php(`global $wpdb;
echo wp_json_encode( array(
	'count'  => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}${prefix}entries" ),
	'entry'  => $wpdb->get_row( "SELECT * FROM {$wpdb->prefix}${prefix}entries WHERE id = 1" ),
	'queued' => (bool) wp_next_scheduled( '${prefix}sync_entry_event', array( 1 ) ),
) );`),
    ) as { count: number; entry: Record<string, string>; queued: boolean };
    expect(stored.count).toBe(1);
    expect(stored.entry).toMatchObject({ name: "Anna Berg", email: "anna@example.com", phone: "+46 70 123 45 67", message: "Please call me about a quote.", status: "pending", attempts: "0" });
    expect(stored.queued).toBe(true);

    // The queued event runs: one JSON POST to the endpoint, the key in its header, the fields mapped.
    const first = JSON.parse(
      await site.php(`${capture(OK)}
do_action( '${prefix}sync_entry_event', 1 );
global $wpdb;
echo wp_json_encode( array( 'calls' => $GLOBALS['crm_test_calls'], 'entry' => $wpdb->get_row( "SELECT status, attempts FROM {$wpdb->prefix}${prefix}entries WHERE id = 1" ) ) );`),
    ) as { calls: Array<{ url: string; method: string; headers: Record<string, string>; body: string }>; entry: { status: string; attempts: string } };
    expect(first.calls).toHaveLength(1);
    expect(first.calls[0]!.url).toBe("https://crm.example.com/api/v1/contacts");
    expect(first.calls[0]!.method).toBe("POST");
    expect(first.calls[0]!.headers["X-API-Key"]).toBe("sk_live_12345");
    expect(first.calls[0]!.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(first.calls[0]!.body)).toEqual({
      full_name: "Anna Berg",
      email_address: "anna@example.com",
      properties: { phone: "+46 70 123 45 67" },
      notes: "Please call me about a quote.",
    });
    expect(first.entry).toEqual({ status: "synced", attempts: "1" });

    // A second entry meets a CRM that is down: kept for retry with its attempt count.
    await send({ [`${prefix}name`]: "Jonas Ek", [`${prefix}email`]: "jonas@example.com", [`${prefix}message`]: "Do you ship to Norway?" });
    const down = await site.php(`${capture("new WP_Error( 'http_request_failed', 'cURL error 7: Connection refused' )")}
do_action( '${prefix}sync_entry_event', 2 );
${entryPhp(2)}`);
    expect(JSON.parse(down)).toMatchObject({ status: "failed", attempts: "1", last_error: "cURL error 7: Connection refused" });

    // The hourly event retries it: a 500 is another failed attempt, then the CRM accepts it.
    const retried = await site.php(`${capture(SERVER_ERROR)}
do_action( '${prefix}retry_failed_event' );
echo count( $GLOBALS['crm_test_calls'] ) . "\\n";
${entryPhp(2)}`);
    expect(retried.split("\n")[0]).toBe("1");
    expect(JSON.parse(retried.split("\n")[1]!)).toMatchObject({ status: "failed", attempts: "2", last_error: "500 Internal Server Error: Temporarily unavailable" });
    // The next hourly run: the CRM accepts it; the run after that has nothing left to send.
    const recovered = await site.php(`${capture(OK)}
do_action( '${prefix}retry_failed_event' );
do_action( '${prefix}retry_failed_event' );
echo count( $GLOBALS['crm_test_calls'] ) . "\\n";
${entryPhp(2)}`);
    expect(recovered.split("\n")[0]).toBe("1");
    expect(JSON.parse(recovered.split("\n")[1]!)).toMatchObject({ status: "synced", attempts: "3", last_error: "" });

    // The admin's sync log lists every attempt with its result.
    const log = await site.request(`/wp-admin/admin.php?page=${css}sync-log`, { as: "admin" });
    expect(log.status).toBe(200);
    expect(log.text.match(new RegExp(`${css}log-row--success`, "g"))).toHaveLength(2);
    expect(log.text.match(new RegExp(`${css}log-row--failure`, "g"))).toHaveLength(2);
    expect(log.text).toContain("cURL error 7: Connection refused");
    expect(log.text).toContain("500 Internal Server Error: Temporarily unavailable");
    expect(log.text).toContain("Anna Berg &lt;anna@example.com&gt;");
    expect(log.text).toContain("Jonas Ek &lt;jonas@example.com&gt;");
    const entries = await site.request(`/wp-admin/admin.php?page=${css}entries`, { as: "admin" });
    expect(entries.status).toBe(200);
    expect(entries.text).toContain("Jonas Ek");
    expect(entries.text).toContain("Synced");

    // Visitors reach neither the log nor the actions.
    expect((await site.request(`/wp-admin/admin.php?page=${css}sync-log`)).status).toBe(302);
    const sneaky = await site.request("/wp-admin/admin-post.php", { form: { action: `${prefix}delete_entry`, id: "1" } });
    expect(sneaky.status).not.toBe(302);
    // …so both entries are still there; and deactivation clears the hourly event.
    const after = await site.php(`global $wpdb;
echo (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}${prefix}entries" ) . ' ';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
deactivate_plugins( ${php(`${site.plugin.slug}/${site.plugin.mainFile}`)} );
echo wp_next_scheduled( '${prefix}retry_failed_event' ) ? 'scheduled' : 'cleared';`);
    expect(after.trim()).toBe("2 cleared");

    expect(site.phpErrors()).toEqual([]);
  });

  it("restyles its button on a follow-up turn and still passes the review", { timeout: 180_000 }, () => {
    const next = generateReply("Make the button larger", files);
    const sheet = "contact-form-submissions/assets/crm-form.css";
    expect(next.files[sheet]).toBeDefined();
    expect(next.files[sheet]).toMatch(new RegExp(`\\.${css}crm-form__submit \\{[^}]*font-size`));
    const merged = { ...files, ...next.files };
    expect(checkPluginFiles(merged).findings).toEqual([]);
  });
});
