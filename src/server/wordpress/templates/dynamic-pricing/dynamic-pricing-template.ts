import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { templateFiles, templateUninstall } from "../template-files";
import { formRow, settingsForm } from "../../blueprint/preview-html";
import { pricingNames, type PricingNames } from "./dynamic-pricing-names";

// Starter template 10 of the blog article: WooCommerce dynamic pricing. Rules (a product, a category or
// all products; optional user role; date range; quantity tiers; percentage or fixed discount per item)
// live in the plugin's own table and are managed on an admin page. With WooCommerce active, each cart
// line gets the unit price of its best matching rule, with the saving shown next to it, and product
// pages show a table of tier prices; without WooCommerce the plugin only shows a notice.

export const dynamicPricingTemplate: BlockDefinition = {
  id: "dynamic-pricing",
  label: "WooCommerce dynamic pricing rules",
  multiple: false,
  provides: ["settings-page"],
  quickAction: { label: "Add WooCommerce dynamic pricing rules", prompt: "Add WooCommerce dynamic pricing rules" },
  sv: { label: "dynamiska prisregler för WooCommerce", quickAction: "Lägg till dynamiska priser för WooCommerce" },
  defaultName: () => "Dynamic Pricing",
  instanceKey: () => "dynamic-pricing",
  build(ctx) {
    const n = pricingNames(ctx);
    const files = templateFiles(
      "dynamic-pricing",
      [
        "includes/pricing.php",
        "includes/pricing-admin.php",
        "assets/pricing.css",
        "assets/pricing-admin.css",
      ],
      ctx,
    );
    return {
      files,
      requires: ["includes/pricing.php", "includes/pricing-admin.php"],
      install: `${n.p}install`,
      uninstall: templateUninstall("dynamic-pricing", ctx),
      features: [
        "Pricing rules stored in the plugin's own database table: for a product, a product category or all products",
        "Optional customer role (for example wholesale customers) and date range (first and last day) per rule",
        "Quantity tiers per rule (from 5 items 10%, from 10 items 15% …), as a percentage or a fixed amount off each item",
        "Applied automatically in the cart: each line gets the lowest price of the rules that match it, no coupon needed",
        "The regular price struck through next to the new unit price, and “You save …” next to each line in the cart and at checkout",
        "A table of tier prices on product pages, for the current customer and today's rules",
        "Dynamic Pricing admin page: add, edit, pause and delete rules, with their state (active, scheduled, expired, paused)",
        "Works only with WooCommerce: without it, the plugin shows an admin notice and changes no price",
      ],
      usage: [
        "Install and activate WooCommerce if it is not active yet.",
        "Open Dynamic Pricing in the admin menu and add a rule: what it applies to, the optional role and dates, and the quantity tiers.",
        "Prices change in the cart by themselves; product pages with a rule show the tier prices.",
      ],
      sv: {
        features: [
          "Prisregler sparade i pluginets egen databastabell: för en produkt, en produktkategori eller alla produkter",
          "Valfri kundroll (till exempel grossistkunder) och datumintervall (första och sista dag) per regel",
          "Mängdnivåer per regel (från 5 artiklar 10 %, från 10 artiklar 15 % …), som procent eller ett fast belopp av per artikel",
          "Tillämpas automatiskt i varukorgen: varje rad får det lägsta priset av de regler som passar den, ingen rabattkod behövs",
          "Ordinarie pris överstruket bredvid det nya styckpriset, och “You save …” bredvid varje rad i varukorgen och i kassan",
          "En tabell med nivåpriser på produktsidor, för den aktuella kunden och dagens regler",
          "Adminsidan Dynamic Pricing: lägg till, redigera, pausa och ta bort regler, med deras läge (aktiv, schemalagd, utgången, pausad)",
          "Fungerar bara med WooCommerce: utan det visar pluginet en adminnotis och ändrar inget pris",
        ],
        usage: [
          "Installera och aktivera WooCommerce om det inte redan är aktivt.",
          "Öppna Dynamic Pricing i adminmenyn och lägg till en regel: vad den gäller, valfri roll och datum, och mängdnivåerna.",
          "Priserna ändras av sig själva i varukorgen; produktsidor med en regel visar nivåpriserna.",
        ],
      },
      adminScreens: [{ title: "Dynamic Pricing", body: adminPreview(n) }],
      siteSections: [sitePreview(n)],
      siteCss: files["assets/pricing.css"]!,
      styleTargets: {
        wrapper: n.tiers,
        stylesheet: "assets/pricing.css",
        parts: {
          title: `.${n.tiers}__title`,
          list: `.${n.tiers}__table`,
          item: `.${n.tiers}__row`,
          text: `.${n.tiers}__table td`,
        },
      },
    };
  },
};

function adminPreview(n: PricingNames): string {
  const tierRow = (min: string, amount: string) =>
    `<tr><td><input type="number" value="${min}" style="width:70px"></td><td><input type="number" value="${amount}" style="width:70px"></td></tr>`;
  const row = (cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
  return `<div class="card"><h2>Add a rule</h2>
${settingsForm(
  [
    formRow("Rule name", `<input type="text" class="regular-text" value="Bulk discount">`, "Shown to customers under the discounted cart line."),
    formRow("Applies to", `<select><option>A product category</option></select>`),
    formRow("Category", `<select><option>Coffee beans</option></select>`),
    formRow("Customer role", `<select><option>Any customer, signed in or not</option></select>`),
    formRow("Dates", `<input type="text" value="2025-06-01" style="width:110px"> – <input type="text" value="2025-08-31" style="width:110px">`, "Optional: the first and last day the rule applies."),
    formRow("Discount type", `<label><input type="radio" checked> Percentage off each item</label><br><label><input type="radio"> Fixed amount off each item</label>`),
    formRow("Quantity tiers", `<table class="${n.admin}__tiers"><thead><tr><th>From quantity</th><th>Discount</th></tr></thead><tbody>${tierRow("5", "10")}${tierRow("10", "15")}${tierRow("", "")}</tbody></table>`),
    formRow("Status", `<label><input type="checkbox" checked> Active</label>`),
  ],
  "Add rule",
)}</div>
<h2>Rules</h2>
<table class="widefat"><thead><tr><th>Rule</th><th>Applies to</th><th>Customer role</th><th>Dates</th><th>Tiers</th><th>Status</th><th>Actions</th></tr></thead><tbody>
${row(["<strong>Bulk discount</strong>", "Category: Coffee beans", "Any", "2025-06-01 – 2025-08-31", "5+: 10% · 10+: 15%", "Active", `<a href="#">Edit</a> | <a href="#">Pause</a> | <a href="#">Delete</a>`])}
${row(["<strong>Wholesale</strong>", "All products", "Wholesale customer", "… – …", "1+: 20%", "Active", `<a href="#">Edit</a> | <a href="#">Pause</a> | <a href="#">Delete</a>`])}
</tbody></table>`;
}

function sitePreview(n: PricingNames): string {
  const t = n.tiers;
  return `<h2>Single origin beans, 250 g</h2>
<p><strong>12.00</strong></p>
<div class="${t}"><h3 class="${t}__title">Buy more, save more</h3>
<table class="${t}__table"><thead><tr><th scope="col">Quantity</th><th scope="col">Price per item</th><th scope="col">You save</th></tr></thead><tbody>
<tr class="${t}__row"><td>1–4</td><td>12.00</td><td>–</td></tr>
<tr class="${t}__row ${t}__row--discount"><td>5–9</td><td>10.80</td><td>10%</td></tr>
<tr class="${t}__row ${t}__row--discount"><td>10 or more</td><td>10.20</td><td>15%</td></tr>
</tbody></table></div>
<h2>Cart</h2>
<p>Single origin beans × 6 — <del>12.00</del> <ins>10.80</ins> — 64.80 <span class="${n.saving}">You save 7.20</span></p>`;
}
