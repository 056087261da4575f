import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { templateFiles, templateUninstall } from "../template-files";
import { escapeHtml, formRow, settingsForm } from "../../blueprint/preview-html";
import { analyticsNames, type AnalyticsNames } from "./analytics-names";

// Starter template 4 of the blog article: a custom analytics dashboard. Page views are recorded in the
// plugin's own table without cookies (a daily-salted hash of address and browser as the visitor key),
// administrators are not counted, an admin dashboard charts daily views (inline SVG) with the top ten
// pages and top referrers for a date range, and a daily WP-Cron event deletes rows older than the
// retention set on the settings page.

export const analyticsTemplate: BlockDefinition = {
  id: "analytics",
  label: "cookieless page-view analytics with an admin chart",
  multiple: false,
  provides: ["settings-page", "shortcode"],
  quickAction: { label: "Add cookieless page-view analytics with an admin chart", prompt: "Add cookieless page-view analytics with an admin chart" },
  sv: { label: "besöksstatistik utan kakor med ett diagram i admin", quickAction: "Lägg till besöksstatistik utan kakor" },
  defaultName: () => "Site Analytics",
  instanceKey: () => "analytics",
  build(ctx) {
    const n = analyticsNames(ctx);
    const names = { shortcode: n.popularTag };
    const files = templateFiles(
      "analytics",
      [
        "includes/analytics.php",
        "includes/analytics-admin.php",
        "assets/analytics-admin.css",
        "assets/popular-pages.css",
      ],
      ctx,
      names,
    );
    return {
      files,
      requires: ["includes/analytics.php", "includes/analytics-admin.php"],
      install: `${n.p}install`,
      deactivate: `${n.p}deactivate`,
      uninstall: templateUninstall("analytics", ctx, names),
      features: [
        "Records every front-end page view in its own database table: page address, referrer, date and time, and an anonymous visitor key",
        "Privacy-friendly: no cookies; the visitor key is a hash of IP address and browser with a random salt that changes every day, and the IP address is never stored",
        "Logged-in administrators, bots, feeds, previews, prefetches, REST, AJAX and cron requests are not counted; one prepared INSERT per view",
        "Analytics dashboard: views, visitors, views per day and busiest day, a bar chart of daily views (inline SVG, nothing loaded from other sites), top ten pages and top referring sites",
        "Date range filter (from/to, validated) with quick links for the last 7, 30 and 90 days",
        "Analytics → Settings: how many days page views are kept; a daily WP-Cron event deletes older data, and a nonce-protected “Delete old data now” button",
        `Shortcode [${n.popularTag}] lists the most viewed pages on the site (attributes limit, days, title, show_counts)`,
        "Suggested privacy policy text; the table, settings and schedule are removed when the plugin is deleted",
      ],
      usage: [
        "Open Analytics in the admin menu to see page views, top pages and referrers; pick a date range at the top.",
        "Set how long page views are kept under Analytics → Settings (90 days by default).",
        `Optionally put [${n.popularTag}] in a page or sidebar to list your most viewed pages.`,
      ],
      sv: {
        features: [
          "Registrerar varje sidvisning på webbplatsen i en egen databastabell: sidans adress, hänvisare, datum och tid, och en anonym besökarnyckel",
          "Integritetsvänlig: inga kakor; besökarnyckeln är en hash av IP-adress och webbläsare med ett slumpat salt som byts varje dag, och IP-adressen sparas aldrig",
          "Inloggade administratörer, robotar, flöden, förhandsvisningar, förhämtningar, REST-, AJAX- och cron-förfrågningar räknas inte; en förberedd INSERT per visning",
          "Statistikpanel: visningar, besökare, visningar per dag och den mest besökta dagen, ett stapeldiagram över dagliga visningar (inbäddad SVG, inget laddas från andra webbplatser), de tio populäraste sidorna och de vanligaste hänvisande webbplatserna",
          "Filter för datumintervall (från/till, validerat) med snabblänkar för de senaste 7, 30 och 90 dagarna",
          "Analytics → Settings: hur många dagar sidvisningar sparas; en daglig WP-Cron-händelse tar bort äldre data, och en knapp “Delete old data now” skyddad av nonce",
          `Kortkoden [${n.popularTag}] listar webbplatsens mest visade sidor (attributen limit, days, title, show_counts)`,
          "Förslag på text till integritetspolicyn; tabellen, inställningarna och schemat tas bort när pluginet raderas",
        ],
        usage: [
          "Öppna Analytics i adminmenyn för att se sidvisningar, populära sidor och hänvisare; välj ett datumintervall högst upp.",
          "Ange hur länge sidvisningar sparas under Analytics → Settings (90 dagar som standard).",
          `Lägg om du vill [${n.popularTag}] på en sida eller i sidopanelen för att lista dina mest visade sidor.`,
        ],
      },
      adminScreens: [
        { title: ctx.name, body: dashboardPreview(n) },
        {
          title: "Analytics Settings",
          body: `<h2>Data retention</h2>
<p>Page views older than this are deleted once a day. A shorter period keeps less data about your visitors.</p>
${settingsForm([formRow("Keep page views for", `<input type="number" value="${n.defaultRetention}" style="width:80px"> days`)])}
<div class="card"><h2>Stored data</h2><p>1,284 page views are stored. The oldest is from March 3, 2025 9:12 am. Next automatic clean-up: June 1, 2025 3:00 am.</p><p><button type="button" class="button">Delete old data now</button></p></div>`,
        },
      ],
      siteSections: [
        `<h2>Popular on this site</h2>
<div class="${n.popular}">
<h3 class="${n.popular}__title">Most viewed</h3>
<ol class="${n.popular}__list">
<li class="${n.popular}__item"><a class="${n.popular}__link" href="#">Home page</a> <span class="${n.popular}__count">412 views</span></li>
<li class="${n.popular}__item"><a class="${n.popular}__link" href="#">Pricing</a> <span class="${n.popular}__count">238 views</span></li>
<li class="${n.popular}__item"><a class="${n.popular}__link" href="#">How to choose a plan</a> <span class="${n.popular}__count">121 views</span></li>
</ol>
</div>`,
      ],
      siteCss: files["assets/popular-pages.css"]!,
      styleTargets: {
        wrapper: n.popular,
        stylesheet: "assets/popular-pages.css",
        parts: {
          title: `.${n.popular}__title`,
          list: `.${n.popular}__list`,
          item: `.${n.popular}__item`,
          links: `.${n.popular}__link`,
          text: `.${n.popular}__count`,
        },
      },
    };
  },
};

/** The dashboard in the mock preview: sample numbers, the same chart as the plugin draws. */
function dashboardPreview(n: AnalyticsNames): string {
  const views = [42, 38, 51, 47, 60, 33, 29, 55, 58, 49, 63, 71, 40, 36];
  const scale = 100;
  const bars = views
    .map((value, index) => {
      const height = (value / scale) * 180;
      return `<rect x="${52 + index * 50}" y="${(192 - height).toFixed(1)}" width="36" height="${height.toFixed(1)}" rx="2" fill="#2271b1"><title>${value} views</title></rect>`;
    })
    .join("");
  const row = (cells: string[]) => `<tr>${cells.map((cell, index) => (index ? `<td style="text-align:right">${cell}</td>` : `<td>${cell}</td>`)).join("")}</tr>`;
  const card = (value: string, label: string) =>
    `<div class="card" style="margin:0;padding:10px 16px"><strong style="display:block;font-size:24px">${escapeHtml(value)}</strong>${escapeHtml(label)}</div>`;
  return `<p><label>From <input type="text" value="2025-05-01" style="width:110px"></label> <label>To <input type="text" value="2025-05-14" style="width:110px"></label> <button type="button" class="button button-primary">Show</button> <a href="#">Last 7 days</a> · <a href="#">Last 30 days</a> · <a href="#">Last 90 days</a></p>
<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:12px;max-width:760px;margin:0 0 16px">${card("672", "Page views")}${card("415", "Visitors (counted once a day)")}${card("48.0", "Views per day")}${card("May 12", "Busiest day")}</div>
<div class="card"><h2>Daily views</h2><svg class="${n.admin}__chart" viewBox="0 0 760 220" role="img" style="width:100%;height:auto"><line x1="48" x2="748" y1="192" y2="192" stroke="#dcdcde"/><line x1="48" x2="748" y1="102" y2="102" stroke="#dcdcde"/><line x1="48" x2="748" y1="12" y2="12" stroke="#dcdcde"/><text x="40" y="196" text-anchor="end" font-size="11" fill="#646970">0</text><text x="40" y="106" text-anchor="end" font-size="11" fill="#646970">50</text><text x="40" y="16" text-anchor="end" font-size="11" fill="#646970">100</text>${bars}</svg></div>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:16px;max-width:760px">
<div><h2>Top pages</h2><table class="widefat"><thead><tr><th>Page</th><th>Views</th><th>Visitors</th></tr></thead><tbody>${row(["<a href=\"#\">Home page</a>", "214", "160"])}${row(["<a href=\"#\">Pricing</a>", "131", "98"])}${row(["<a href=\"#\">How to choose a plan</a>", "77", "61"])}</tbody></table></div>
<div><h2>Top referrers</h2><table class="widefat"><thead><tr><th>Site</th><th>Views</th><th>Share</th></tr></thead><tbody>${row(["<a href=\"#\">www.google.com</a>", "188", "28.0%"])}${row(["<a href=\"#\">duckduckgo.com</a>", "41", "6.1%"])}${row(["<a href=\"#\">news.ycombinator.com</a>", "19", "2.8%"])}</tbody></table></div>
</div>`;
}
