import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { templateFiles, templateUninstall } from "../template-files";
import { formRow, settingsForm } from "../../blueprint/preview-html";
import { upsellNames, type UpsellNames } from "./woo-upsell-names";

// Starter template 2 of the blog article: a WooCommerce upsell engine. Rules (trigger product or
// category → offered product, optional percentage discount) live in the plugin's own table and are
// managed on an admin page that also reports how often each offer was shown and accepted. With
// WooCommerce active, the cart page shows the matching offers as boxes with an "Add to cart" button
// that adds the product at the offer price; without WooCommerce the plugin only shows a notice.

export const wooUpsellTemplate: BlockDefinition = {
  id: "woo-upsell",
  label: "WooCommerce upsell offers in the cart",
  multiple: false,
  provides: ["settings-page"],
  quickAction: { label: "Add WooCommerce upsell offers in the cart", prompt: "Add WooCommerce upsell offers in the cart" },
  sv: { label: "merförsäljningserbjudanden för WooCommerce i varukorgen", quickAction: "Lägg till merförsäljning för WooCommerce" },
  defaultName: () => "WooCommerce Upsell",
  instanceKey: () => "woo-upsell",
  build(ctx) {
    const n = upsellNames(ctx);
    const files = templateFiles(
      "woo-upsell",
      [
        "includes/upsell.php",
        "includes/upsell-admin.php",
        "assets/upsell.css",
        "assets/upsell-admin.css",
      ],
      ctx,
    );
    return {
      files,
      requires: ["includes/upsell.php", "includes/upsell-admin.php"],
      install: `${n.p}install`,
      uninstall: templateUninstall("woo-upsell", ctx),
      features: [
        "Upsell rules stored in the plugin's own database table: when a product, or any product of a category, is in the cart, offer another product",
        "Optional percentage discount per rule, applied to the offered product when the shopper adds it from the offer box (and only while the trigger stays in the cart)",
        "Offer box on the cart page (classic cart and Cart block) with the product's image, name, regular and offer price and an “Add to cart” button",
        "After a trigger product is added to the cart, a notice points the shopper to the offer",
        "Counts how many times each offer was shown (once per shopper visit) and accepted, with the acceptance rate per rule and overall",
        "Upsell Offers admin page: add, edit, pause, delete rules and reset their counts; box heading and number of offers shown",
        "Works only with WooCommerce: without it, the plugin shows an admin notice and changes nothing in the shop",
      ],
      usage: [
        "Install and activate WooCommerce if it is not active yet.",
        "Open Upsell Offers in the admin menu and add a rule: the trigger product or category, the product to offer and an optional discount.",
        "Shoppers see the offer under the cart; the rules list shows how often each offer was shown and accepted.",
      ],
      sv: {
        features: [
          "Regler för merförsäljning sparade i pluginets egen databastabell: när en produkt, eller någon produkt i en kategori, finns i varukorgen, erbjud en annan produkt",
          "Valfri procentrabatt per regel, som gäller den erbjudna produkten när kunden lägger till den från erbjudanderutan (och bara så länge utlösaren finns kvar i varukorgen)",
          "Erbjudanderuta på varukorgssidan (klassisk varukorg och blocket Varukorg) med produktens bild, namn, ordinarie pris och erbjudandepris och en knapp “Add to cart”",
          "När en utlösande produkt har lagts i varukorgen visar en notis kunden vägen till erbjudandet",
          "Räknar hur många gånger varje erbjudande visades (en gång per kundbesök) och antogs, med andelen antagna per regel och totalt",
          "Adminsidan Upsell Offers: lägg till, redigera, pausa, ta bort regler och nollställ deras räknare; rutans rubrik och antal erbjudanden som visas",
          "Fungerar bara med WooCommerce: utan det visar pluginet en adminnotis och ändrar ingenting i butiken",
        ],
        usage: [
          "Installera och aktivera WooCommerce om det inte redan är aktivt.",
          "Öppna Upsell Offers i adminmenyn och lägg till en regel: den utlösande produkten eller kategorin, produkten som ska erbjudas och en valfri rabatt.",
          "Kunderna ser erbjudandet under varukorgen; regellistan visar hur ofta varje erbjudande visades och antogs.",
        ],
      },
      adminScreens: [{ title: "Upsell Offers", body: adminPreview(n) }],
      siteSections: [sitePreview(n)],
      siteCss: files["assets/upsell.css"]!,
      styleTargets: {
        wrapper: n.box,
        stylesheet: "assets/upsell.css",
        parts: {
          title: `.${n.box}__title`,
          list: `.${n.box}__list`,
          item: `.${n.box}__item`,
          text: `.${n.box}__headline`,
          links: `.${n.box}__name a`,
          image: `.${n.box}__image img`,
          form: `.${n.box}__form`,
          button: `.${n.box}__button`,
        },
      },
    };
  },
};

function adminPreview(n: UpsellNames): string {
  const stat = (value: string, label: string) =>
    `<div class="card" style="margin:0;padding:10px 16px"><strong style="display:block;font-size:24px">${value}</strong>${label}</div>`;
  const row = (cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
  return `<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:12px;max-width:760px;margin:0 0 16px">${stat("3", "Rules")}${stat("412", "Offers shown")}${stat("57", "Offers accepted")}${stat("13.8%", "Acceptance rate")}</div>
<div class="card"><h2>Add a rule</h2>
${settingsForm(
  [
    formRow("When this product is in the cart", `<select><option>Espresso machine</option></select>`),
    formRow("… or a product of this category", `<select><option>— No category —</option></select>`, "Choose a product or a category."),
    formRow("Offer this product", `<select><option>Descaling kit</option></select>`),
    formRow("Discount", `<input type="number" value="10" style="width:70px"> %`, "Optional: the offered product costs this much less when added from the box."),
    formRow("Headline", `<input type="text" class="regular-text" placeholder="Add it now and save 10%">`),
    formRow("Status", `<label><input type="checkbox" checked> Active</label>`),
  ],
  "Add rule",
)}</div>
<h2>Rules and results</h2>
<table class="widefat ${n.admin}__rules"><thead><tr><th>When in the cart</th><th>Offered product</th><th>Discount</th><th>Shown</th><th>Accepted</th><th>Rate</th><th>Status</th><th>Actions</th></tr></thead><tbody>
${row(["Espresso machine", "Descaling kit", "10%", "268", "41", "15.3%", "Active", `<a href="#">Edit</a> | <a href="#">Pause</a> | <a href="#">Delete</a>`])}
${row(["Any product in Coffee beans", "Milk frother", "–", "144", "16", "11.1%", "Active", `<a href="#">Edit</a> | <a href="#">Pause</a> | <a href="#">Delete</a>`])}
</tbody></table>`;
}

function sitePreview(n: UpsellNames): string {
  const b = n.box;
  const box = (headline: string, name: string, price: string) => `<div class="${b}__item">
<a class="${b}__image" href="#"><img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='88' height='88'%3E%3Crect width='88' height='88' fill='%23e7e2da'/%3E%3C/svg%3E" alt=""></a>
<div class="${b}__body"><p class="${b}__headline">${headline}</p><p class="${b}__name"><a href="#">${name}</a></p><p class="${b}__price">${price}</p>
<form class="${b}__form" method="post" action="#"><button type="submit" class="${b}__button">Add to cart</button></form></div></div>`;
  return `<h2>Cart</h2>
<p>Espresso machine × 1 — 249.00</p>
<section class="${b}"><h2 class="${b}__title">You may also like</h2><div class="${b}__list">
${box("Add it now and save 10%", "Descaling kit", `<del>20.00</del> <ins>18.00</ins> <span class="${b}__badge">-10%</span>`)}
${box("Complete your order", "Milk frother", "35.00")}
</div></section>`;
}
