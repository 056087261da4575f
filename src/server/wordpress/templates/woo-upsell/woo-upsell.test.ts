import { afterAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { generateReply, installable, openTestSite, qualityGate, templateReply, type TestSite } from "../../../../../tests/support/wordpress-test-site";

// Starter template 2 (blog idea "WooCommerce upsell engine"), built from the blog's own prompt and run
// in a real WordPress without WooCommerce: the plugin stays harmless (notice, visitors' pages unchanged),
// rules are created on its admin page and stored in its own table, and the rule matching, the
// shown/accepted counters and the cart's offer box are plain functions checked through php().
const PROMPT =
  'Build a WooCommerce upsell plugin. On a settings page, let me create rules: when a product or category is in the cart, offer another product with an optional percentage discount. Show the offer as a box on the cart page with an "Add to cart" button. Store rules in a custom table and count how many times each offer was shown and accepted.';

const P = "ps_woocommerce_upsell_";
const BOX = "ps-woocommerce-upsell-offers";
const PAGE = "/wp-admin/admin.php?page=ps-woocommerce-upsell-rules";

interface RuleRow {
  id: string;
  trigger_type: string;
  trigger_id: string;
  offer_product_id: string;
  discount: string;
  active: string;
  shown_count: string;
  accepted_count: string;
}

describe("[TEMPLATES][WOO-UPSELL] upsell rules in a custom table, offer matching, counters and the cart offer box", () => {
  const reply = templateReply("woo-upsell", PROMPT);
  const files = reply.files;
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("is named from the prompt and passes the review and the runtime gate with no findings", { timeout: 180_000 }, async () => {
    const main = files["woocommerce-upsell/woocommerce-upsell.php"]!;
    expect(main).toMatch(/Plugin Name:\s+WooCommerce Upsell\n/);
    expect(main).toMatch(/Description:\s+Adds WooCommerce upsell offers in the cart\./);
    expect(Object.keys(files).sort()).toEqual([
      "woocommerce-upsell/assets/upsell-admin.css",
      "woocommerce-upsell/assets/upsell.css",
      "woocommerce-upsell/includes/upsell-admin.php",
      "woocommerce-upsell/includes/upsell.php",
      "woocommerce-upsell/readme.txt",
      "woocommerce-upsell/uninstall.php",
      "woocommerce-upsell/woocommerce-upsell.php",
    ]);
    expect(files["woocommerce-upsell/includes/upsell.php"]).toContain("Plugsmith block: woo-upsell");
    expect(files["woocommerce-upsell/uninstall.php"]).toContain(`DROP TABLE IF EXISTS {$wpdb->prefix}${P}rules`);

    const gate = await qualityGate(files);
    expect(gate.review.findings).toEqual([]);
    expect(gate.review.status).toBe("passed");
    expect(gate.runtime.findings).toEqual([]);
    expect(gate.runtime.status).toBe("passed");
  });

  it("without WooCommerce: a notice, unchanged visitor pages, rules managed on its page, matching, counters and the offer box", { timeout: 180_000 }, async () => {
    site = await openTestSite(installable(files));
    const s = site;
    const rules = async (): Promise<RuleRow[]> =>
      JSON.parse(await s.php(`global $wpdb; echo wp_json_encode( $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}${P}rules ORDER BY id", ARRAY_A ) );`)) as RuleRow[];

    // Harmless without WooCommerce: administrators are told, visitors see nothing of the plugin.
    expect(await s.php(`echo ${P}woocommerce_active() ? 'yes' : 'no'; echo has_action( 'woocommerce_after_cart_table', '${P}print_cart_offers' ) ? ' hooked' : ' none';`)).toBe("no none");
    const plugins = await s.request("/wp-admin/plugins.php", { as: "admin" });
    expect(plugins.status).toBe(200);
    expect(plugins.text).toContain("needs WooCommerce: install and activate WooCommerce to show upsell offers in the cart.");
    const home = await s.request("/");
    expect(home.status).toBe(200);
    expect(home.text).not.toContain("ps-woocommerce-upsell");

    // The admin page: administrators only.
    expect((await s.request(PAGE)).status).toBe(302);
    let page = await s.request(PAGE, { as: "admin" });
    expect(page.status).toBe(200);
    expect(page.text).toContain("WooCommerce is not active: you can prepare rules here");
    expect(page.text).toContain("No rules yet. Add one above.");

    // Products (WooCommerce's post type, created directly): the form lists them to choose from.
    const ids = JSON.parse(
      await s.php(`
        $make = static function ( $title, $price, $status = 'publish' ) {
          $id = wp_insert_post( array( 'post_type' => 'product', 'post_status' => $status, 'post_title' => $title ) );
          update_post_meta( $id, '_price', $price );
          return $id;
        };
        echo wp_json_encode( array( $make( 'Espresso machine', '249' ), $make( 'Descaling kit', '20' ), $make( 'Milk frother', '35' ), $make( 'Secret draft', '5', 'draft' ) ) );`),
    ) as number[];
    const [machine, kit, frother, draft] = ids as [number, number, number, number];
    page = await s.request(PAGE, { as: "admin" });
    expect(page.text).toContain(`<option value="${kit}">Descaling kit</option>`);
    expect(page.text).not.toContain("Secret draft");
    const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(page.text)![1]!;

    // Creating rules through the form (nonce, validation), stored in the custom table.
    const save = (fields: Record<string, string>, as: "admin" | "visitor" = "admin") =>
      s.request("/wp-admin/admin-post.php", { as, form: { action: `${P}save_rule`, _wpnonce: nonce, rule_id: "0", active: "1", ...fields } });
    const added = await save({ trigger_product: String(machine), trigger_category: "0", offer_product: String(kit), discount: "10", headline: "" });
    expect(added.status).toBe(302);
    expect(added.header("location")).toContain(`${P}done=added`);
    const category = await save({ trigger_product: "0", trigger_category: "15", offer_product: String(frother), discount: "", headline: "Finish the set" });
    expect(category.header("location")).toContain(`${P}done=added`);
    expect((await save({ trigger_product: String(machine), trigger_category: "15", offer_product: String(kit), discount: "5" })).header("location")).toContain(`${P}error=trigger`);
    expect((await save({ trigger_product: String(machine), trigger_category: "0", offer_product: String(machine), discount: "5" })).header("location")).toContain(`${P}error=same`);
    expect((await save({ trigger_product: String(machine), trigger_category: "0", offer_product: String(draft), discount: "5" })).header("location")).toContain(`${P}error=offer`);
    expect((await save({ trigger_product: String(machine), trigger_category: "0", offer_product: String(frother), discount: "150" })).header("location")).toContain(`${P}error=discount`);
    expect((await save({ trigger_product: String(machine), trigger_category: "0", offer_product: String(frother), discount: "5", _wpnonce: "bad" })).status).toBe(403);
    expect((await save({ trigger_product: String(machine), trigger_category: "0", offer_product: String(frother), discount: "5" }, "visitor")).status).toBe(400);

    const created = await rules();
    expect(created.map((row) => [row.trigger_type, Number(row.trigger_id), Number(row.offer_product_id), Number(row.discount), row.active])).toEqual([
      ["product", machine, kit, 10, "1"],
      ["category", 15, frother, 0, "1"],
    ]);
    const [productRule, categoryRule] = created.map((row) => Number(row.id)) as [number, number];

    page = await s.request(added.header("location")!.replace("http://plugsmith-check.local", ""), { as: "admin" });
    expect(page.text).toContain("Rule added.");
    const list = page.text.slice(page.text.indexOf("ps-woocommerce-upsell-admin__rules"));
    expect(list).toMatch(/<td>Espresso machine<\/td>\s*<td>Descaling kit<\/td>\s*<td class="num">10%<\/td>/);
    expect(list).toContain("Any product in Category #15");

    // Matching: given the cart's products and categories, which offers apply (one PHP run, many carts).
    const matchAll = async (carts: Record<string, string>) =>
      JSON.parse(
        await s.php(`$ids = static function ( $offers ) { return array_map( 'intval', wp_list_pluck( $offers, 'id' ) ); };
          echo wp_json_encode( array( ${Object.entries(carts).map(([key, args]) => `'${key}' => $ids( ${P}matching_offers( ${args} ) )`).join(", ")} ) );`),
      ) as Record<string, number[]>;
    const duplicates = `array( array( 'id' => 1, 'trigger_type' => 'product', 'trigger_id' => ${machine}, 'offer_product_id' => ${kit}, 'discount' => 5 ), array( 'id' => 2, 'trigger_type' => 'category', 'trigger_id' => 15, 'offer_product_id' => ${kit}, 'discount' => 20 ), array( 'id' => 3, 'trigger_type' => 'product', 'trigger_id' => ${machine}, 'offer_product_id' => ${frother}, 'discount' => 50, 'active' => 0 ) )`;
    expect(
      await matchAll({
        product: `array( ${machine} ), array()`,
        category: `array(), array( 15 )`,
        both: `array( ${machine} ), array( 15, 99 )`,
        limited: `array( ${machine} ), array( 15 ), null, 1`,
        offer_in_cart: `array( ${machine}, ${kit} ), array()`,
        unrelated: `array( ${kit} ), array( 7 )`,
        // Of two rules offering the same product, the higher discount wins; paused rules never match.
        duplicates: `array( ${machine} ), array( 15 ), ${duplicates}`,
      }),
    ).toEqual({
      product: [productRule],
      category: [categoryRule],
      both: [productRule, categoryRule],
      limited: [productRule],
      offer_in_cart: [],
      unrelated: [],
      duplicates: [2],
    });

    // Pausing from the rules list takes the rule out of the matching.
    const href = (label: string, rule: number) =>
      new RegExp(`<tr data-rule="${rule}">[\\s\\S]*?<a href="([^"]+)">${label}</a>`).exec(page.text)![1]!.replace(/&amp;|&#038;/g, "&").replace("http://plugsmith-check.local", "");
    const pause = await s.request(href("Pause", productRule), { as: "admin" });
    expect(pause.status).toBe(302);
    expect(pause.header("location")).toContain(`${P}done=toggled`);
    expect(await matchAll({ paused: `array( ${machine} ), array( 15 )` })).toEqual({ paused: [categoryRule] });

    // Counters: the functions the cart hooks call when an offer is shown and accepted.
    const counted = JSON.parse(
      await s.php(`echo wp_json_encode( array( ${P}record_shown( ${productRule} ), ${P}record_shown( ${productRule} ), ${P}record_accepted( ${productRule} ), ${P}record_shown( 999 ), ${P}record_accepted( 999 ) ) );`),
    ) as boolean[];
    expect(counted).toEqual([true, true, true, false, false]);
    let rows = await rules();
    expect(rows.map((row) => [row.active, row.shown_count, row.accepted_count])).toEqual([
      ["0", "2", "1"],
      ["1", "0", "0"],
    ]);
    page = await s.request(PAGE, { as: "admin" });
    expect(page.text).toMatch(/__shown">2<\/td>\s*<td class="num ps-woocommerce-upsell-admin__accepted">1<\/td>\s*<td class="num">50\.0%<\/td>\s*<td>Paused<\/td>/);
    expect(page.text).toMatch(/<strong>2<\/strong> Offers shown/);
    expect((await s.request(href("Activate", productRule), { as: "admin" })).status).toBe(302);

    // The offer box: product, regular and offer price, and an "Add to cart" button posting the rule with a nonce.
    const [box, plain, draftBox, section] = JSON.parse(
      await s.php(`echo wp_json_encode( array(
        ${P}offer_box_html( ${P}get_rule( ${productRule} ) ),
        ${P}offer_box_html( ${P}get_rule( ${categoryRule} ) ),
        ${P}offer_box_html( array( 'id' => 9, 'offer_product_id' => ${draft}, 'discount' => 10 ) ),
        ${P}offers_html( ${P}matching_offers( array( ${machine} ), array( 15 ) ) ),
      ) );`),
    ) as [string, string, string, string];
    expect(box).toContain(`<div class="${BOX}__item" data-rule="${productRule}">`);
    expect(box).toContain("Add it now and save 10%");
    expect(box).toMatch(/<p class="ps-woocommerce-upsell-offers__name"><a href="[^"]+">Descaling kit<\/a><\/p>/);
    expect(box).toContain(`<del>20.00</del> <ins>18.00</ins> <span class="${BOX}__badge">-10%</span>`);
    expect(box).toContain(`<input type="hidden" name="${P}accept" value="${productRule}" />`);
    expect(box).toMatch(new RegExp(`name="${P}nonce" value="[0-9a-f]+"`));
    expect(box).toContain(`<button type="submit" class="${BOX}__button">Add to cart</button>`);
    expect(plain).toContain("Finish the set");
    expect(plain).toContain(`<p class="${BOX}__price">35.00</p>`);
    expect(plain).toContain(">Add to cart</button>");
    expect(draftBox).toBe("");
    expect(section).toContain(`<section class="${BOX}"><h2 class="${BOX}__title">You may also like</h2>`);
    expect(section.match(/>Add to cart</g)).toHaveLength(2);

    // Box settings through options.php: heading and a bounded number of offers.
    const settingsNonce = [...page.text.matchAll(/name="_wpnonce" value="([0-9a-f]+)"/g)][1]![1]!;
    const saved = await s.request("/wp-admin/options.php", {
      as: "admin",
      form: { option_page: `${P}settings_group`, action: "update", _wpnonce: settingsNonce, _wp_http_referer: PAGE, [`${P}settings[heading]`]: "Complete your setup", [`${P}settings[max_offers]`]: "9" },
    });
    expect(saved.status).toBe(302);
    expect(await s.php(`$o = ${P}settings(); echo $o['heading'] . '|' . $o['max_offers'] . '|' . ( $o['notice'] ? 'on' : 'off' );`)).toBe("Complete your setup|6|off");

    // Reset counts and delete from the rules list.
    page = await s.request(PAGE, { as: "admin" });
    expect((await s.request(href("Reset counts", productRule), { as: "admin" })).status).toBe(302);
    rows = await rules();
    expect(rows.map((row) => [row.active, row.shown_count, row.accepted_count])).toEqual([
      ["1", "0", "0"],
      ["1", "0", "0"],
    ]);
    const remove = /<tr data-rule="(\d+)">[\s\S]*?<a class="ps-woocommerce-upsell-admin__delete" href="([^"]+)">/.exec(page.text)!;
    expect(Number(remove[1])).toBe(categoryRule);
    expect((await s.request(remove[2]!.replace(/&amp;|&#038;/g, "&").replace("http://plugsmith-check.local", ""), { as: "admin" })).status).toBe(302);
    expect((await rules()).map((row) => Number(row.id))).toEqual([productRule]);

    expect((await s.request("/")).text).not.toContain("ps-woocommerce-upsell");
    expect(s.phpErrors()).toEqual([]);
  });

  it("makes the offer button larger in a follow-up turn, and still passes the review", { timeout: 60_000 }, () => {
    const next = generateReply("Make the button larger", files);
    const css = next.files["woocommerce-upsell/assets/upsell.css"];
    expect(css).toBeDefined();
    expect(css).not.toBe(files["woocommerce-upsell/assets/upsell.css"]);
    expect(css).toMatch(/\.ps-woocommerce-upsell-offers \.ps-woocommerce-upsell-offers__button \{[^}]*(font-size|padding)/);
    expect(checkPluginFiles({ ...files, ...next.files }).findings).toEqual([]);
  });
});
