import { afterAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { generateReply, installable, openTestSite, qualityGate, templateReply, type TestSite } from "../../../../../tests/support/wordpress-test-site";

// Starter template 9 (issue #16): the blog's "Maintenance mode with scheduled launch" prompt, built and then
// used in a real WordPress: switched on through its settings page, visitors get the coming soon page with
// 503 and Retry-After, the administrator the normal site, login, admin-ajax and REST keep working, and the
// mode turns itself off once the launch date has passed.
const PROMPT =
  "Create a maintenance mode plugin. When enabled, show visitors a coming soon page with a logo, heading, message and a countdown to a launch date, and return HTTP 503 with a Retry-After header. Administrators see the normal site. Add a settings page to enable the mode, upload the logo, edit the text and colours, and set the launch date and time, after which the mode turns off automatically.";

const MAIN = "maintenance-mode/maintenance-mode.php";
const CSS = "maintenance-mode/assets/maintenance.css";
const SETTINGS = "/wp-admin/options-general.php?page=ps-maintenance-mode-settings";
const HEADING = "Something new is coming";
/** A 1×1 PNG for the logo. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

function field(html: string, name: string): string {
  const match = new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`No field ${name}`);
  return match[1]!;
}

describe("[TEMPLATES][MAINTENANCE] maintenance mode with a scheduled launch", () => {
  const reply = templateReply("maintenance", PROMPT);
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("is named from the prompt and passes the review and the runtime gate", { timeout: 180_000 }, async () => {
    expect(reply.files[MAIN]).toMatch(/Plugin Name:\s+Maintenance Mode\n/);
    expect(reply.files[MAIN]).toMatch(/Description:\s+Adds maintenance mode with a scheduled launch\./);
    const { review, runtime } = await qualityGate(reply.files);
    expect(review.findings).toEqual([]);
    expect(review.status).toBe("passed");
    expect(runtime.findings).toEqual([]);
    expect(runtime.status).toBe("passed");
  });

  it("gives visitors a 503 coming soon page until the launch, administrators the site, and keeps login, admin-ajax and REST working", { timeout: 180_000 }, async () => {
    site = await openTestSite(installable(reply.files));
    expect((await site.request("/")).status).toBe(200);

    const setup = JSON.parse(
      await site.php(`
$upload = wp_upload_dir();
wp_mkdir_p( $upload['path'] );
$file = $upload['path'] . '/brand-logo.png';
file_put_contents( $file, base64_decode( '${PNG}' ) );
$logo = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => 'Logo', 'post_status' => 'inherit' ), $file );
wp_update_attachment_metadata( $logo, array( 'width' => 1, 'height' => 1, 'file' => _wp_relative_upload_path( $file ), 'sizes' => array() ) );
echo wp_json_encode( array( 'logo' => $logo, 'launch' => wp_date( 'Y-m-d\\TH:i', time() + 2 * DAY_IN_SECONDS + HOUR_IN_SECONDS ) ) );
`),
    ) as { logo: number; launch: string };

    // The settings page: enable, logo, texts, colours, launch date and time; saved through options.php.
    const settings = await site.request(SETTINGS, { as: "admin" });
    expect(settings.status).toBe(200);
    for (const name of ["enabled", "launch", "logo_id", "heading", "message", "show_countdown", "background_color", "text_color", "accent_color"]) {
      expect(settings.text).toContain(`name="ps_maintenance_mode_settings[${name}]"`);
    }
    expect(settings.text).toMatch(/<input type="datetime-local"/);
    expect(settings.text).toContain("Choose or upload a logo");
    expect((await site.request(SETTINGS)).status).toBe(302);
    const saved = await site.request("/wp-admin/options.php", {
      as: "admin",
      form: {
        option_page: "ps_maintenance_mode_settings_group",
        action: "update",
        _wpnonce: field(settings.text, "_wpnonce"),
        _wp_http_referer: SETTINGS,
        "ps_maintenance_mode_settings[enabled]": "1",
        "ps_maintenance_mode_settings[launch]": setup.launch,
        "ps_maintenance_mode_settings[logo_id]": String(setup.logo),
        "ps_maintenance_mode_settings[heading]": HEADING,
        "ps_maintenance_mode_settings[message]": 'Our shop reopens with a <a href="https://example.com/news">new look</a>.<script>alert(1)</script>',
        "ps_maintenance_mode_settings[show_countdown]": "1",
        "ps_maintenance_mode_settings[background_color]": "#112233",
        "ps_maintenance_mode_settings[text_color]": "#fafafa",
        "ps_maintenance_mode_settings[accent_color]": "#ff6600",
      },
    });
    expect(saved.status).toBe(302);
    const stored = JSON.parse(await site.php("echo wp_json_encode( get_option( 'ps_maintenance_mode_settings' ) );")) as { enabled: boolean; launch_at: number; logo_id: number };
    expect(stored).toMatchObject({ enabled: true, logo_id: setup.logo, heading: HEADING, background_color: "#112233" });

    // A visitor: the coming soon page, 503 with the seconds until the launch in Retry-After, on every page.
    const page = await site.request("/");
    expect(page.status).toBe(503);
    const retryAfter = Number(page.header("retry-after"));
    expect(retryAfter).toBeGreaterThan(2 * 86400);
    expect(retryAfter).toBeLessThanOrEqual(2 * 86400 + 3600);
    expect(page.text).toContain(`<h1 class="ps-maintenance-mode-page__heading">${HEADING}</h1>`);
    expect(page.text).toContain('Our shop reopens with a <a href="https://example.com/news">new look</a>.');
    expect(page.text).not.toContain("<script>alert(1)</script>");
    expect(page.text).toMatch(/<div class="ps-maintenance-mode-page__logo"><img[^>]*src="[^"]*brand-logo\.png"/);
    expect(page.text).toContain(`data-launch="${stored.launch_at}"`);
    expect(page.text).toMatch(/data-unit="days">02</);
    expect(page.text).toContain("--ps-maintenance-mode-page-bg:#112233;--ps-maintenance-mode-page-text:#fafafa;--ps-maintenance-mode-page-accent:#ff6600;");
    expect(page.text).toMatch(/assets\/maintenance\.css/);
    expect(page.text).toMatch(/assets\/maintenance\.js/);
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect((await site.request("/?p=1")).status).toBe(503);

    // The administrator: the normal site with a reminder, and a preview of the page.
    const admin = await site.request("/", { as: "admin" });
    expect(admin.status).toBe(200);
    expect(admin.text).not.toContain(HEADING);
    expect(admin.text).toContain("Maintenance mode is on");
    const preview = await site.request("/?ps_maintenance_mode_preview=1", { as: "admin" });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain(HEADING);

    // Login, wp-admin, admin-ajax and REST keep working.
    const login = await site.request("/wp-login.php");
    expect(login.status).toBe(200);
    expect(login.text).toContain('id="loginform"');
    expect((await site.request("/wp-admin/", { as: "admin" })).status).toBe(200);
    const nonce = await site.request("/wp-admin/admin-ajax.php?action=rest-nonce", { as: "admin" });
    expect(nonce.status).toBe(200);
    expect(nonce.text).toMatch(/^[0-9a-f]{10}$/);
    const me = await site.request("/?rest_route=/wp/v2/users/me", { as: "admin", headers: { "x-wp-nonce": nonce.text } });
    expect(me.status).toBe(200);
    expect((JSON.parse(me.text) as { id: number }).id).toBe(1);

    // Once the launch date has passed, visitors get the site and the mode has switched itself off.
    await site.php("update_option( 'ps_maintenance_mode_settings', array_merge( get_option( 'ps_maintenance_mode_settings' ), array( 'launch_at' => time() - 60 ) ) );");
    const launched = await site.request("/");
    expect(launched.status).toBe(200);
    expect(launched.header("retry-after")).toBeUndefined();
    expect(launched.text).not.toContain(HEADING);
    expect(JSON.parse(await site.php("echo wp_json_encode( get_option( 'ps_maintenance_mode_settings' ) );"))).toMatchObject({ enabled: false });
    const after = await site.request(SETTINGS, { as: "admin" });
    expect(after.text).toContain("Maintenance mode turned itself off at the launch");

    expect(site.phpErrors()).toEqual([]);
  });

  it("restyles its heading on a follow-up turn and still passes the review", { timeout: 180_000 }, () => {
    const next = generateReply("Make the heading larger", reply.files);
    expect(Object.keys(next.files)).toContain(CSS);
    expect(next.files[CSS]).toMatch(/\.ps-maintenance-mode-page \.ps-maintenance-mode-page__heading\s*\{[^}]*font-size/);
    const after = { ...reply.files, ...next.files };
    expect(after[MAIN]).toContain("require_once __DIR__ . '/includes/maintenance.php';");
    const review = checkPluginFiles(after);
    expect(review.findings).toEqual([]);
    expect(review.status).toBe("passed");
  });
});
