import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConnectorSite, type PluginState, startConnectorSite } from "../../../../tests/support/connector-site";
import { writeZip } from "../zip-writer";
import { actionUrl, type ConnectorAction, type ConnectorAnswer, type ConnectorPayload, MAX_CLOCK_SKEW_SECONDS, MAX_PUSH_ZIP_BYTES, newNonce, newSiteKeyPair, signedBody } from "./protocol";

// Issue #37: a real WordPress (our runtime) served over HTTP on localhost with the Plugsmith Connector installed,
// called exactly as Plugsmith calls it (protocol.ts signedBody, fetch over the wire): pairing with the code the
// administrator entered, installs and updates of a real plugin, rollback, and every refusal leaving the plugin as it was.

const SLUG = "hello-plugsmith";

/** A small real plugin: its version in the header, an option written on activation, a second file from v2 on. */
function pluginFiles(version: string, extra: { onActivate?: string; topFolder?: string; more?: Record<string, string> } = {}): Array<{ path: string; data: Uint8Array }> {
  const top = extra.topFolder ?? SLUG;
  const main = `<?php
/**
 * Plugin Name: Hello Plugsmith
 * Version: ${version}
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 * Text Domain: hello-plugsmith
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

register_activation_hook( __FILE__, function () {
	update_option( 'hello_plugsmith_activated', '${version}' );
	${extra.onActivate ?? ""}
} );
`;
  const files: Record<string, string> = { [`${top}/${SLUG}.php`]: main, [`${top}/readme.txt`]: `=== Hello Plugsmith ===\nStable tag: ${version}\n`, ...extra.more };
  if (version.startsWith("2")) files[`${top}/includes/greeting.php`] = "<?php\nif ( ! defined( 'ABSPATH' ) ) {\n\texit;\n}\n";
  return Object.entries(files).map(([path, content]) => ({ path, data: new TextEncoder().encode(content) }));
}

const zipBase64 = async (entries: Array<{ path: string; data: Uint8Array }>, level?: number) => Buffer.from(await writeZip(entries, level)).toString("base64");

type Body = { payload?: string; signature?: string };

describe("[CONNECTOR][WORDPRESS] the connector in a real WordPress, over HTTP", { timeout: 180_000 }, () => {
  let site: ConnectorSite;
  const key = newSiteKeyPair();
  const siteId = randomUUID();
  const now = () => Math.floor(Date.now() / 1000);

  async function send(action: ConnectorAction, body: Body): Promise<{ status: number; answer: ConnectorAnswer }> {
    const response = await fetch(actionUrl(site.url, action), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return { status: response.status, answer: (await response.json()) as ConnectorAnswer };
  }
  /** A payload for `action` with a fresh nonce and the current time, signed by `privateKeyPem` (this site's key unless said). */
  function signed<A extends ConnectorAction>(action: A, fields: Omit<Extract<ConnectorPayload, { action: A }>, "action" | "siteId" | "timestamp" | "nonce">, override: Partial<{ siteId: string; timestamp: number; privateKeyPem: string }> = {}): Body {
    const payload = { action, siteId: override.siteId ?? siteId, timestamp: override.timestamp ?? now(), nonce: newNonce(), ...fields } as ConnectorPayload;
    return signedBody(payload, override.privateKeyPem ?? key.privateKeyPem);
  }
  const pairBody = (code: string, pair = key) => signedBody({ action: "pair", siteId, timestamp: now(), nonce: newNonce(), code, publicKey: pair.publicKey, plugsmithOrigin: "http://localhost:3000" }, pair.privateKeyPem);
  const refused = (answer: ConnectorAnswer) => (answer.ok ? "ok" : answer.code);

  beforeAll(async () => {
    site = await startConnectorSite();
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  it("refuses every action before pairing, and a pair request before a code is entered", async () => {
    expect(refused((await send("status", signed("status", {}))).answer)).toBe("not_paired");
    const { status, answer } = await send("pair", pairBody("ABCD-1234"));
    expect(status).toBe(403);
    expect(answer).toEqual({ ok: false, code: "bad_code", message: expect.any(String) });
  });

  it("pairs with the code entered on the site's settings page: not a wrong one, not an expired one, and once only", async () => {
    await site.enterCode("abcd-1234");
    expect(await site.settingsPage()).toContain("A code is waiting for Plugsmith until");
    expect(refused((await send("pair", pairBody("ABCD-9999"))).answer)).toBe("bad_code");
    // The administrator may type it in lower case with a hyphen; Plugsmith sends it as shown.
    const { status, answer } = await send("pair", pairBody("ABCD1234"));
    expect(status).toBe(200);
    expect(answer).toEqual({ ok: true, site: { name: expect.any(String), url: site.url, wordpressVersion: expect.stringMatching(/^\d+\.\d+/), phpVersion: expect.stringMatching(/^8\.3\./), maxBodyBytes: expect.any(Number) } });
    // Used: the same code again (with another key) is refused, and the pairing stays with the first key.
    const intruder = newSiteKeyPair();
    expect(refused((await send("pair", pairBody("ABCD1234", intruder))).answer)).toBe("bad_code");
    expect(refused((await send("status", signed("status", {}, { privateKeyPem: intruder.privateKeyPem }))).answer)).toBe("bad_signature");
    expect((await send("status", signed("status", {}))).answer.ok).toBe(true);

    // An entered code is good for 10 minutes: one entered 11 minutes ago is refused.
    await site.enterCode("EFGH-5678");
    await site.php("$code = get_option( 'plugsmith_connector_code' ); $code['expires'] = time() - 60; update_option( 'plugsmith_connector_code', $code );");
    expect(refused((await send("pair", pairBody("EFGH-5678", intruder))).answer)).toBe("bad_code");
    // After 5 wrong tries the entered code is dropped: the right one no longer pairs.
    await site.enterCode("JKLM-2468");
    for (let i = 0; i < 5; i++) expect(refused((await send("pair", pairBody(`WRONG-${i}`, intruder))).answer)).toBe("bad_code");
    expect(refused((await send("pair", pairBody("JKLM-2468", intruder))).answer)).toBe("bad_code");
    expect((await send("status", signed("status", {}))).answer.ok).toBe(true);
  }, 180_000);

  it("saves a code only from the settings form, with its nonce, for an administrator", async () => {
    const pending = () => site.php("echo wp_json_encode( get_option( 'plugsmith_connector_code' ) );");
    const post = (cookie: string, fields: Record<string, string>) =>
      fetch(`${site.url}/wp-admin/admin-post.php`, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ action: "plugsmith_connector_code", plugsmith_connector_code: "SNEAKY-1", ...fields }).toString(), redirect: "manual" });
    const before = await pending();
    // The administrator's cookies without the form's nonce: WordPress's "link expired" page, nothing saved.
    expect((await post(await site.adminCookie(), {})).status).toBe(403);
    expect(await pending()).toBe(before);
    // A subscriber with a valid nonce of their own for the form (made for their session): refused, nothing saved.
    const subscriber = JSON.parse(
      await site.php(
        "$id = wp_insert_user( array( 'user_login' => 'sub' . wp_rand(), 'user_pass' => wp_generate_password(), 'role' => 'subscriber' ) ); $expiry = time() + 3600; $token = WP_Session_Tokens::get_instance( $id )->create( $expiry ); $in = wp_generate_auth_cookie( $id, $expiry, 'logged_in', $token ); $_COOKIE[ LOGGED_IN_COOKIE ] = $in; wp_set_current_user( $id ); echo wp_json_encode( array( 'nonce' => wp_create_nonce( 'plugsmith_connector_code' ), 'cookie' => LOGGED_IN_COOKIE . '=' . rawurlencode( $in ) . '; ' . AUTH_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( $id, $expiry, 'auth', $token ) ) ) );",
      ),
    ) as { nonce: string; cookie: string };
    expect((await post(subscriber.cookie, { _wpnonce: subscriber.nonce })).status).toBe(403);
    expect(await pending()).toBe(before);
  });

  let v1Body: Body;
  let v2State: PluginState;

  it("installs version 1 of a plugin and activates it, reporting the site's versions", async () => {
    v1Body = signed("install", { slug: SLUG, version: "1.0.0", zip: await zipBase64(pluginFiles("1.0.0")) });
    const { status, answer } = await send("install", v1Body);
    expect(status).toBe(200);
    expect(answer).toEqual({ ok: true, site: expect.objectContaining({ url: site.url }), plugin: { slug: SLUG, version: "1.0.0", active: true, errors: [] } });
    expect(await site.pluginState(SLUG)).toEqual({ version: "1.0.0", active: true, files: [`${SLUG}.php`, "readme.txt"] });
    expect(await site.php("echo get_option( 'hello_plugsmith_activated' );")).toBe("1.0.0");
    expect(await site.backupState(SLUG)).toBeNull();
  }, 180_000);

  it("updates it to version 2 (active), keeping version 1's files outside the plugins folder", async () => {
    const { answer } = await send("install", signed("install", { slug: SLUG, version: "2.0.0", zip: await zipBase64(pluginFiles("2.0.0")) }));
    expect(answer).toEqual({ ok: true, site: expect.any(Object), plugin: { slug: SLUG, version: "2.0.0", active: true, errors: [] } });
    v2State = (await site.pluginState(SLUG))!;
    expect(v2State).toEqual({ version: "2.0.0", active: true, files: [`${SLUG}.php`, "includes/greeting.php", "readme.txt"] });
    expect(await site.backupState(SLUG)).toEqual({ version: "1.0.0", files: [`${SLUG}.php`, "readme.txt"] });
    expect(await site.php("echo get_option( 'hello_plugsmith_activated' );")).toBe("2.0.0");
  }, 180_000);

  describe("refusals, each leaving the plugin as it was", () => {
    async function expectRefused(action: ConnectorAction, body: Body, code: string, status: number) {
      const before = await site.refusals();
      const answer = await send(action, body);
      expect(answer.answer, JSON.stringify(answer.answer)).toEqual({ ok: false, code, message: expect.any(String) });
      expect(answer.status).toBe(status);
      expect(await site.pluginState(SLUG)).toEqual(v2State);
      expect(await site.backupState(SLUG)).toEqual({ version: "1.0.0", files: [`${SLUG}.php`, "readme.txt"] });
      const after = await site.refusals();
      expect(after.at(-1)).toEqual({ time: expect.any(Number), action, code, message: (answer.answer as { message: string }).message });
      expect(after.length).toBe(Math.min(before.length + 1, 50));
    }

    it("a replayed body (version 1's install, same nonce)", async () => {
      await expectRefused("install", v1Body, "replayed", 409);
    });

    it("an unsigned body, and one whose signature is not over its payload", async () => {
      const body = signed("install", { slug: SLUG, version: "1.0.0", zip: await zipBase64(pluginFiles("1.0.0")) });
      await expectRefused("install", { payload: body.payload }, "bad_signature", 401);
      const other = signed("status", {});
      await expectRefused("install", { payload: body.payload, signature: other.signature }, "bad_signature", 401);
    });

    it("a body signed with another site's key", async () => {
      await expectRefused("install", signed("install", { slug: SLUG, version: "1.0.0", zip: await zipBase64(pluginFiles("1.0.0")) }, { privateKeyPem: newSiteKeyPair().privateKeyPem }), "bad_signature", 401);
    });

    it("a body for another site id, signed with this site's key", async () => {
      await expectRefused("install", signed("install", { slug: SLUG, version: "1.0.0", zip: await zipBase64(pluginFiles("1.0.0")) }, { siteId: randomUUID() }), "wrong_site", 403);
    });

    it("a timestamp older (or later) than the allowed clock skew", async () => {
      const zip = await zipBase64(pluginFiles("1.0.0"));
      await expectRefused("install", signed("install", { slug: SLUG, version: "1.0.0", zip }, { timestamp: now() - MAX_CLOCK_SKEW_SECONDS - 30 }), "expired", 401);
      await expectRefused("install", signed("install", { slug: SLUG, version: "1.0.0", zip }, { timestamp: now() + MAX_CLOCK_SKEW_SECONDS + 30 }), "expired", 401);
    });

    it("a slug on the site that the connector did not install", async () => {
      await site.php("wp_mkdir_p( WP_PLUGIN_DIR . '/someone-elses' ); file_put_contents( WP_PLUGIN_DIR . '/someone-elses/someone-elses.php', \"<?php\\n/**\\n * Plugin Name: Someone Else's\\n * Version: 7.0\\n */\\n\" );");
      const theirs = await site.pluginState("someone-elses");
      expect(theirs).toEqual({ version: "7.0", active: false, files: ["someone-elses.php"] });
      const zip = await zipBase64(pluginFiles("1.0.0", { topFolder: "someone-elses" }));
      await expectRefused("install", signed("install", { slug: "someone-elses", version: "1.0.0", zip }), "not_ours", 409);
      expect(await site.pluginState("someone-elses")).toEqual(theirs);
      await expectRefused("rollback", signed("rollback", { slug: "someone-elses" }), "not_ours", 409);
      expect(await site.pluginState("someone-elses")).toEqual(theirs);
    });

    it("a ZIP whose top folder is not the slug, or that has a second top folder", async () => {
      const other = await zipBase64(pluginFiles("3.0.0", { topFolder: "hello-other" }));
      await expectRefused("install", signed("install", { slug: SLUG, version: "3.0.0", zip: other }), "bad_package", 422);
      expect((await site.refusals()).at(-1)!.message).toMatch(/top folder/);
      const stray = await zipBase64([...pluginFiles("3.0.0"), { path: "hello-other/stray.php", data: new TextEncoder().encode("<?php\n") }]);
      await expectRefused("install", signed("install", { slug: SLUG, version: "3.0.0", zip: stray }), "bad_package", 422);
      expect(await site.pluginState("hello-other")).toBeNull();
    });

    it("a ZIP with entries that climb out of the folder", async () => {
      for (const path of [`${SLUG}/../evil.php`, `${SLUG}/../../../evil.php`, `/${SLUG}/evil.php`, `${SLUG}\\..\\evil.php`]) {
        const zip = await zipBase64([...pluginFiles("3.0.0"), { path, data: new TextEncoder().encode("<?php echo 'pwned';") }]);
        await expectRefused("install", signed("install", { slug: SLUG, version: "3.0.0", zip }), "bad_package", 422);
      }
      expect(await site.php("echo wp_json_encode( array( file_exists( WP_PLUGIN_DIR . '/evil.php' ), file_exists( WP_CONTENT_DIR . '/evil.php' ), file_exists( ABSPATH . 'evil.php' ) ) );")).toBe("[false,false,false]");
    });

    it("a ZIP larger than MAX_PUSH_ZIP_BYTES, by one byte and by more", async () => {
      // Stored, not deflated (level 0, random bytes): the ZIP's size is the entries' sizes plus headers, so it is made exactly one byte over.
      const sized = async (target: number) => {
        const build = (filler: number) => writeZip([...pluginFiles("3.0.0"), { path: `${SLUG}/big.bin`, data: randomBytes(filler) }], 0);
        const first = await build(MAX_PUSH_ZIP_BYTES);
        return build(MAX_PUSH_ZIP_BYTES + target - first.length);
      };
      const oneOver = await sized(MAX_PUSH_ZIP_BYTES + 1);
      expect(oneOver.length).toBe(MAX_PUSH_ZIP_BYTES + 1);
      await expectRefused("install", signed("install", { slug: SLUG, version: "3.0.0", zip: Buffer.from(oneOver).toString("base64") }), "bad_package", 422);
      const wellOver = await sized(MAX_PUSH_ZIP_BYTES + 64 * 1024);
      await expectRefused("install", signed("install", { slug: SLUG, version: "3.0.0", zip: Buffer.from(wellOver).toString("base64") }), "bad_package", 422);
    }, 120_000);

    it("a body larger than any push, before it is decoded or verified", async () => {
      const bound = 4 * Math.ceil((4 * Math.ceil(MAX_PUSH_ZIP_BYTES / 3) + 4096) / 3);
      await expectRefused("install", { payload: "A".repeat(bound + 4), signature: "A".repeat(88) }, "bad_package", 422);
    }, 180_000);

    it("a ZIP that is no plugin (no main file), and bytes that are no ZIP", async () => {
      const noMain = await zipBase64([{ path: `${SLUG}/readme.txt`, data: new TextEncoder().encode("nothing") }]);
      await expectRefused("install", signed("install", { slug: SLUG, version: "3.0.0", zip: noMain }), "bad_package", 422);
      await expectRefused("install", signed("install", { slug: SLUG, version: "3.0.0", zip: Buffer.from("not a zip at all").toString("base64") }), "bad_package", 422);
    });

    it("the settings page lists the refusals, newest first, escaped", async () => {
      const page = await site.settingsPage();
      expect(page).toContain("Refused requests");
      expect(page).toContain("<code>replayed</code>");
      expect(page).toContain("<code>not_ours</code>");
      expect(page.indexOf("<code>bad_package</code>")).toBeLessThan(page.indexOf("<code>replayed</code>"));
    });
  });

  it("rolls back to version 1 (active); the backup is used up", async () => {
    const { answer } = await send("rollback", signed("rollback", { slug: SLUG }));
    expect(answer).toEqual({ ok: true, site: expect.any(Object), plugin: { slug: SLUG, version: "1.0.0", active: true, errors: [] } });
    expect(await site.pluginState(SLUG)).toEqual({ version: "1.0.0", active: true, files: [`${SLUG}.php`, "readme.txt"] });
    expect(await site.backupState(SLUG)).toBeNull();
    const again = await send("rollback", signed("rollback", { slug: SLUG }));
    expect(again.answer).toEqual({ ok: false, code: "no_backup", message: expect.any(String) });
    expect(await site.pluginState(SLUG)).toEqual({ version: "1.0.0", active: true, files: [`${SLUG}.php`, "readme.txt"] });
  }, 180_000);

  it("reports what activation said: unexpected output (active), and a fatal error (not active, site still answering)", async () => {
    const noisy = await send("install", signed("install", { slug: SLUG, version: "4.0.0", zip: await zipBase64(pluginFiles("4.0.0", { onActivate: "echo 'hello from activation';" })) }));
    expect(noisy.answer).toEqual({ ok: true, site: expect.any(Object), plugin: { slug: SLUG, version: "4.0.0", active: true, errors: [expect.stringMatching(/unexpected output/i)] } });
    const fatal = await send("install", signed("install", { slug: SLUG, version: "5.0.0", zip: await zipBase64(pluginFiles("5.0.0", { onActivate: "hello_plugsmith_no_such_function();" })) }));
    // The connector answers the report with status 200; php-wasm turns any request whose PHP exited non-zero into a 500
    // (PHPRequestHandler.request), and a fatal error exits with 255. Plugsmith reads the body whatever the status.
    expect([200, 500]).toContain(fatal.status);
    expect(fatal.answer).toEqual({ ok: true, site: expect.any(Object), plugin: { slug: SLUG, version: "5.0.0", active: false, errors: [expect.stringMatching(/PHP Fatal error: .*hello_plugsmith_no_such_function/)] } });
    expect(await site.pluginState(SLUG)).toEqual({ version: "5.0.0", active: false, files: [`${SLUG}.php`, "readme.txt"] });
    expect((await send("status", signed("status", {}))).answer.ok).toBe(true);
    // Rolling back puts 4.0.0 back, active.
    expect((await send("rollback", signed("rollback", { slug: SLUG }))).answer).toMatchObject({ ok: true, plugin: { version: "4.0.0", active: true } });
  }, 180_000);

  const NONCES = "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE 'plugsmith\\_connector\\_nonce\\_%'";
  const countNonces = async () => Number(await site.php(`global $wpdb; echo $wpdb->get_var( "${NONCES}" );`));

  it("keeps a bounded nonce store: old nonces expire, and a full window refuses rather than forgets", async () => {
    await site.php(`global $wpdb; $wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE 'plugsmith\\_connector\\_nonce\\_%'" );`);
    const fill = (age: number) =>
      site.php(`global $wpdb; for ( $i = 0; $i < 1000; $i++ ) { $wpdb->insert( $wpdb->options, array( 'option_name' => PLUGSMITH_CONNECTOR_NONCE_PREFIX . md5( 'n' . $i ), 'option_value' => plugsmith_connector_nonce_time( time() - ${age} ), 'autoload' => 'no' ) ); }`);
    await fill(2 * MAX_CLOCK_SKEW_SECONDS + 10);
    expect((await send("status", signed("status", {}))).answer.ok).toBe(true);
    expect(await countNonces()).toBe(1);
    await site.php(`global $wpdb; $wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE 'plugsmith\\_connector\\_nonce\\_%'" );`);
    await fill(10);
    const full = await send("status", signed("status", {}));
    expect(refused(full.answer)).toBe("bad_request");
    expect(await countNonces()).toBe(1000);
    await site.php(`global $wpdb; $wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE 'plugsmith\\_connector\\_nonce\\_%'" );`);
  });

  it("lets one of two requests carrying the same nonce through when the other took it after this one had read the options", async () => {
    // Two copies of one request in two PHP processes: this one has loaded (and cached) the options, then the other
    // takes the nonce in the table. Taking it here must see the table, not this process's cache.
    const nonce = newNonce();
    const answer = await site.php(`
      global $wpdb;
      wp_load_alloptions();
      get_option( 'plugsmith_connector_pairing' );
      $wpdb->insert( $wpdb->options, array( 'option_name' => PLUGSMITH_CONNECTOR_NONCE_PREFIX . '${nonce}', 'option_value' => plugsmith_connector_nonce_time( time() ), 'autoload' => 'no' ) );
      $taken = plugsmith_connector_use_nonce( '${nonce}' );
      echo is_wp_error( $taken ) ? $taken->get_error_code() : 'taken';
    `);
    expect(answer).toBe("plugsmith_connector_replayed");
    expect(await site.php(`echo is_wp_error( plugsmith_connector_use_nonce( '${newNonce()}' ) ) ? 'refused' : 'taken';`)).toBe("taken");
  });

  it("keeps the last 50 refusals", async () => {
    for (let i = 0; i < 3; i++) await send("status", { payload: "x" });
    await site.php("for ( $i = 0; $i < 60; $i++ ) { plugsmith_connector_log_refusal( 'status', 'bad_request', 'filler ' . $i ); }");
    const log = await site.refusals();
    expect(log).toHaveLength(50);
    expect(log.at(-1)!.message).toBe("filler 59");
  });

  it("unpairs from Plugsmith's side, and from the site's Unpair button", async () => {
    expect((await send("unpair", signed("unpair", {}))).answer.ok).toBe(true);
    expect(refused((await send("status", signed("status", {}))).answer)).toBe("not_paired");
    await site.enterCode("PAIR-AGAIN");
    expect((await send("pair", pairBody("PAIR-AGAIN"))).answer.ok).toBe(true);
    expect((await send("status", signed("status", {}))).answer.ok).toBe(true);
    expect(await site.settingsPage()).toContain("Paired with http://localhost:3000");
    await site.unpairOnSite();
    expect(refused((await send("status", signed("status", {}))).answer)).toBe("not_paired");
    expect(await site.settingsPage()).toContain("This site is not paired.");
    // The plugins it installed stay.
    expect(await site.pluginState(SLUG)).toMatchObject({ version: "4.0.0", active: true });
  }, 180_000);
});
