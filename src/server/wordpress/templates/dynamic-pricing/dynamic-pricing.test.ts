import { afterAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { generateReply, installable, openTestSite, qualityGate, templateReply, type TestSite } from "../../../../../tests/support/wordpress-test-site";

// Starter template 10 (blog idea "Dynamic pricing and discount rules"), built from the blog's own prompt
// and run in a real WordPress without WooCommerce: the plugin stays harmless (notice, visitors' pages
// unchanged), rules are created on its admin page and stored in its own table, and the pricing logic
// (best matching rule, unit price for a quantity) and the tier price table are checked through php().
const PROMPT =
  "Build a WooCommerce dynamic pricing plugin. On a settings page, let me create rules with a product or category, optional user role, date range, quantity tiers and a percentage or fixed discount. Apply the best matching rule automatically in the cart and show the saving next to each line item. Store rules in a custom table and add a table of tier prices on product pages.";

const P = "ps_wdp_5c39_";
const T = "ps-wdp-5c39-tiers";
const PAGE = "/wp-admin/admin.php?page=ps-wdp-5c39-rules";
const local = (url: string) => url.replace(/&amp;|&#038;/g, "&").replace("http://plugsmith-check.local", "");

interface RuleRow {
  id: string;
  title: string;
  scope: string;
  target_id: string;
  user_role: string;
  starts_on: string;
  ends_on: string;
  discount_type: string;
  tiers: string;
  active: string;
}

describe("[TEMPLATES][DYNAMIC-PRICING] pricing rules in a custom table, the best matching rule, tier prices", () => {
  const reply = templateReply("dynamic-pricing", PROMPT);
  const files = reply.files;
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("is named from the prompt and passes the review and the runtime gate with no findings", { timeout: 180_000 }, async () => {
    const main = files["woocommerce-dynamic-pricing/woocommerce-dynamic-pricing.php"]!;
    expect(main).toMatch(/Plugin Name:\s+WooCommerce Dynamic Pricing\n/);
    expect(main).toMatch(/Description:\s+Adds WooCommerce dynamic pricing rules\./);
    expect(Object.keys(files).sort()).toEqual([
      "woocommerce-dynamic-pricing/assets/pricing-admin.css",
      "woocommerce-dynamic-pricing/assets/pricing.css",
      "woocommerce-dynamic-pricing/includes/pricing-admin.php",
      "woocommerce-dynamic-pricing/includes/pricing.php",
      "woocommerce-dynamic-pricing/readme.txt",
      "woocommerce-dynamic-pricing/uninstall.php",
      "woocommerce-dynamic-pricing/woocommerce-dynamic-pricing.php",
    ]);
    expect(files["woocommerce-dynamic-pricing/includes/pricing.php"]).toContain("Plugsmith block: dynamic-pricing");
    expect(files["woocommerce-dynamic-pricing/uninstall.php"]).toContain(`DROP TABLE IF EXISTS {$wpdb->prefix}${P}rules`);

    const gate = await qualityGate(files);
    expect(gate.review.findings).toEqual([]);
    expect(gate.review.status).toBe("passed");
    expect(gate.runtime.findings).toEqual([]);
    expect(gate.runtime.status).toBe("passed");
  });

  it("without WooCommerce: a notice, unchanged visitor pages, rules managed on its page, best rule, unit prices and tier table", { timeout: 180_000 }, async () => {
    site = await openTestSite(installable(files));
    const s = site;
    const rules = async (): Promise<RuleRow[]> =>
      JSON.parse(await s.php(`global $wpdb; echo wp_json_encode( $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}${P}rules ORDER BY id", ARRAY_A ) );`)) as RuleRow[];

    // Harmless without WooCommerce: administrators are told, visitors see nothing of the plugin.
    const plugins = await s.request("/wp-admin/plugins.php", { as: "admin" });
    expect(plugins.status).toBe(200);
    expect(plugins.text).toContain("needs WooCommerce: install and activate WooCommerce to apply your pricing rules in the cart.");
    const home = await s.request("/");
    expect(home.status).toBe(200);
    expect(home.text).not.toContain("ps-wdp-5c39");
    expect(await s.php(`echo ${P}woocommerce_active() ? 'yes' : 'no'; echo has_action( 'woocommerce_before_calculate_totals', '${P}apply_cart_prices' ) ? ' hooked' : ' none';`)).toBe("no none");

    // The admin page: administrators only.
    expect((await s.request(PAGE)).status).toBe(302);
    let page = await s.request(PAGE, { as: "admin" });
    expect(page.status).toBe(200);
    expect(page.text).toContain("WooCommerce is not active: you can prepare rules here");
    expect(page.text).toContain("No rules yet. Add one above.");

    // Products (WooCommerce's post type, created directly) and a customer with another role.
    const [beans, mug, customer] = JSON.parse(
      await s.php(`
        $make = static function ( $title, $price ) {
          $id = wp_insert_post( array( 'post_type' => 'product', 'post_status' => 'publish', 'post_title' => $title ) );
          update_post_meta( $id, '_price', $price );
          return $id;
        };
        echo wp_json_encode( array( $make( 'Coffee beans', '20' ), $make( 'Mug', '12' ), wp_insert_user( array( 'user_login' => 'shopper', 'user_pass' => wp_generate_password(), 'role' => 'subscriber' ) ) ) );`),
    ) as [number, number, number];
    page = await s.request(PAGE, { as: "admin" });
    expect(page.text).toContain(`<option value="${beans}">Coffee beans</option>`);
    const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(page.text)![1]!;

    // Creating rules through the form (nonce, validation), stored in the custom table.
    const save = (fields: Record<string, string | string[]>) =>
      s.request("/wp-admin/admin-post.php", {
        as: "admin",
        form: { action: `${P}save_rule`, _wpnonce: nonce, rule_id: "0", active: "1", product: "0", category: "0", user_role: "", starts_on: "", ends_on: "", discount_type: "percent", ...fields },
      });
    const bulk = await save({ title: "Bulk beans", scope: "product", product: String(beans), "tier_min[]": ["10", "5", ""], "tier_amount[]": ["15", "10", ""] });
    expect(bulk.status).toBe(302);
    expect(bulk.header("location")).toContain(`${P}done=added`);
    await save({ title: "Members", scope: "all", user_role: "subscriber", "tier_min[]": ["1"], "tier_amount[]": ["20"] });
    await save({ title: "Summer 2020", scope: "category", category: "15", starts_on: "2020-06-01", ends_on: "2020-08-31", discount_type: "fixed", "tier_min[]": ["3"], "tier_amount[]": ["2.5"] });
    const refused = async (fields: Record<string, string | string[]>) => (await save({ title: "Bad", scope: "product", product: String(beans), "tier_min[]": ["5"], "tier_amount[]": ["10"], ...fields })).header("location");
    expect(await refused({ "tier_amount[]": ["150"] })).toContain(`${P}error=tiers`);
    expect(await refused({ "tier_min[]": [""], "tier_amount[]": [""] })).toContain(`${P}error=tiers`);
    expect(await refused({ starts_on: "2026-05-10", ends_on: "2026-05-01" })).toContain(`${P}error=dates`);
    expect(await refused({ starts_on: "2026-02-30" })).toContain(`${P}error=dates`);
    expect(await refused({ user_role: "pirate" })).toContain(`${P}error=role`);
    expect(await refused({ product: "999999" })).toContain(`${P}error=target`);
    expect((await save({ title: "Forged", scope: "all", "tier_min[]": ["1"], "tier_amount[]": ["50"], _wpnonce: "bad" })).status).toBe(403);

    const rows = await rules();
    expect(rows.map((row) => [row.title, row.scope, Number(row.target_id), row.user_role, row.starts_on, row.ends_on, row.discount_type, JSON.parse(row.tiers)])).toEqual([
      ["Bulk beans", "product", beans, "", "", "", "percent", [{ min: 5, amount: 10 }, { min: 10, amount: 15 }]],
      ["Members", "all", 0, "subscriber", "", "", "percent", [{ min: 1, amount: 20 }]],
      ["Summer 2020", "category", 15, "", "2020-06-01", "2020-08-31", "fixed", [{ min: 3, amount: 2.5 }]],
    ]);
    const [bulkId, membersId, summerId] = rows.map((row) => Number(row.id)) as [number, number, number];

    page = await s.request(local(bulk.header("location")!), { as: "admin" });
    expect(page.text).toContain("Rule added.");
    expect(page.text).toMatch(new RegExp(`<tr data-rule="${bulkId}">[\\s\\S]*?<td>Coffee beans</td>[\\s\\S]*?5\\+: 10% · 10\\+: 15%[\\s\\S]*?__status">Active<`));
    expect(page.text).toMatch(new RegExp(`<tr data-rule="${membersId}">[\\s\\S]*?<td>All products</td>\\s*<td>Subscriber</td>`));
    expect(page.text).toMatch(new RegExp(`<tr data-rule="${summerId}">[\\s\\S]*?Category: #15[\\s\\S]*?2020-06-01 – 2020-08-31[\\s\\S]*?3\\+: 2\\.50 off[\\s\\S]*?__status">Expired<`));

    // The pricing logic: unit price for a quantity, which rule applies, and the best of several.
    const pricing = JSON.parse(
      await s.php(`
        $bulk   = ${P}get_rule( ${bulkId} );
        $summer = ${P}get_rule( ${summerId} );
        $best   = static function ( $ids, $cats, $price, $qty, $roles, $date ) {
          $found = ${P}best_rule( $ids, $cats, $price, $qty, $roles, $date );
          return null === $found ? null : array( $found['rule']['title'], $found['price'], $found['saving'] );
        };
        echo wp_json_encode( array(
          'unit'         => array( ${P}unit_price( $bulk, 20, 1 ), ${P}unit_price( $bulk, 20, 4 ), ${P}unit_price( $bulk, 20, 5 ), ${P}unit_price( $bulk, 20, 9 ), ${P}unit_price( $bulk, 20, 10 ), ${P}unit_price( $bulk, 20, 50 ) ),
          'fixed'        => array( ${P}unit_price( $summer, 12, 2 ), ${P}unit_price( $summer, 12, 3 ), ${P}unit_price( $summer, 2, 3 ) ),
          'four'         => $best( array( ${beans} ), array(), 20, 4, array(), '2026-03-01' ),
          'five'         => $best( array( ${beans} ), array(), 20, 5, array(), '2026-03-01' ),
          'ten'          => $best( array( ${beans} ), array(), 20, 10, array( 'editor' ), '2026-03-01' ),
          'member'       => $best( array( ${beans} ), array(), 20, 5, array( 'subscriber' ), '2026-03-01' ),
          'other_role'   => $best( array( ${mug} ), array(), 12, 5, array( 'editor' ), '2026-03-01' ),
          'in_dates'     => $best( array( ${mug} ), array( 15 ), 12, 3, array(), '2020-08-31' ),
          'before_dates' => $best( array( ${mug} ), array( 15 ), 12, 3, array(), '2020-05-31' ),
          'after_dates'  => $best( array( ${mug} ), array( 15 ), 12, 3, array(), '2020-09-01' ),
          'variation'    => $best( array( 555, ${beans} ), array(), 20, 6, array(), '2026-03-01' ),
          'applies'      => array( ${P}rule_applies( ${P}get_rule( ${membersId} ), array( ${mug} ), array(), array( 'subscriber' ), '2026-03-01' ), ${P}rule_applies( ${P}get_rule( ${membersId} ), array( ${mug} ), array(), array( 'customer' ), '2026-03-01' ) ),
        ) );`),
    ) as Record<string, unknown>;
    expect(pricing.unit).toEqual([20, 20, 18, 18, 17, 17]);
    expect(pricing.fixed).toEqual([12, 9.5, 0]);
    expect(pricing.four).toBeNull();
    expect(pricing.five).toEqual(["Bulk beans", 18, 2]);
    expect(pricing.ten).toEqual(["Bulk beans", 17, 3]);
    expect(pricing.member).toEqual(["Members", 16, 4]);
    expect(pricing.other_role).toBeNull();
    expect(pricing.in_dates).toEqual(["Summer 2020", 9.5, 2.5]);
    expect(pricing.before_dates).toBeNull();
    expect(pricing.after_dates).toBeNull();
    expect(pricing.variation).toEqual(["Bulk beans", 18, 2]);
    expect(pricing.applies).toEqual([true, false]);

    // The tier price table of a product page, for the administrator and for a subscriber (one more rule applies).
    const [table, mugTable, memberBeans, memberMug] = JSON.parse(
      await s.php(`$tables = array( ${P}tier_table_html( ${beans} ), ${P}tier_table_html( ${mug} ) );
        wp_set_current_user( ${customer} );
        $tables[] = ${P}tier_table_html( ${beans} );
        $tables[] = ${P}tier_table_html( ${mug} );
        echo wp_json_encode( $tables );`),
    ) as [string, string, string, string];
    const cells = (html: string) => [...html.matchAll(/<tr class="[^"]*"><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((m) => m.slice(1));
    expect(table).toContain(`<div class="${T}"><h3 class="${T}__title">Buy more, save more</h3>`);
    expect(table).toContain("<th scope=\"col\">Quantity</th><th scope=\"col\">Price per item</th><th scope=\"col\">You save</th>");
    expect(cells(table)).toEqual([
      ["1–4", "20.00", "–"],
      ["5–9", "18.00", "10%"],
      ["10 or more", "17.00", "15%"],
    ]);
    expect(mugTable).toBe("");
    expect(cells(memberBeans)).toEqual([
      ["1–4", "16.00", "20%"],
      ["5–9", "16.00", "20%"],
      ["10 or more", "16.00", "20%"],
    ]);
    expect(cells(memberMug)).toEqual([["1 or more", "9.60", "20%"]]);

    // Editing, pausing and deleting from the rules list.
    const edit = await s.request(`${PAGE}&edit=${bulkId}`, { as: "admin" });
    expect(edit.text).toContain('name="rule_id" value="' + bulkId + '"');
    expect(edit.text).toContain('name="title" value="Bulk beans"');
    const editNonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(edit.text)![1]!;
    const updated = await save({ _wpnonce: editNonce, rule_id: String(bulkId), title: "Bulk beans", scope: "product", product: String(beans), "tier_min[]": ["5", "10"], "tier_amount[]": ["10", "25"] });
    expect(updated.header("location")).toContain(`${P}done=updated`);

    const link = (label: string, rule: number) => local(new RegExp(`<tr data-rule="${rule}">[\\s\\S]*?<a (?:class="[^"]*" )?href="([^"]+)">${label}</a>`).exec(page.text)![1]!);
    expect((await s.request(link("Pause", bulkId), { as: "admin" })).header("location")).toContain(`${P}done=toggled`);
    expect((await s.request(link("Delete", summerId), { as: "admin" })).header("location")).toContain(`${P}done=deleted`);
    const after = JSON.parse(
      await s.php(`global $wpdb;
        echo wp_json_encode( array(
          ${P}unit_price( ${P}get_rule( ${bulkId} ), 20, 12 ),
          ${P}best_rule( array( ${beans} ), array(), 20, 5, array(), '2026-03-01' ),
          $wpdb->get_results( "SELECT id, active FROM {$wpdb->prefix}${P}rules ORDER BY id", ARRAY_N ),
        ) );`),
    ) as [number, null, string[][]];
    // The edit raised the second tier to 25%; the paused rule no longer applies; the deleted one is gone.
    expect(after).toEqual([15, null, [[String(bulkId), "0"], [String(membersId), "1"]]]);

    // Tier table settings through options.php.
    page = await s.request(PAGE, { as: "admin" });
    const settingsNonce = [...page.text.matchAll(/name="_wpnonce" value="([0-9a-f]+)"/g)][1]![1]!;
    const saved = await s.request("/wp-admin/options.php", {
      as: "admin",
      form: { option_page: `${P}settings_group`, action: "update", _wpnonce: settingsNonce, _wp_http_referer: PAGE, [`${P}settings[heading]`]: "Volume prices", [`${P}settings[show_table]`]: "1" },
    });
    expect(saved.status).toBe(302);
    expect(await s.php(`$o = ${P}settings(); echo $o['heading'] . '|' . ( $o['show_table'] ? 'on' : 'off' );`)).toBe("Volume prices|on");

    expect((await s.request("/")).text).not.toContain("ps-wdp-5c39");
    expect(s.phpErrors()).toEqual([]);
  });

  it("makes the tier table's title larger in a follow-up turn, and still passes the review", { timeout: 60_000 }, () => {
    const next = generateReply("Make the title larger", files);
    const css = next.files["woocommerce-dynamic-pricing/assets/pricing.css"];
    expect(css).toBeDefined();
    expect(css).not.toBe(files["woocommerce-dynamic-pricing/assets/pricing.css"]);
    expect(css).toMatch(/\.ps-wdp-5c39-tiers \.ps-wdp-5c39-tiers__title \{[^}]*font-size/);
    expect(checkPluginFiles({ ...files, ...next.files }).findings).toEqual([]);
  });
});
