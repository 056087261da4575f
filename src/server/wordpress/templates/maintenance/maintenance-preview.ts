import type { BlueprintContext } from "../../blueprint/blueprint-context";
import type { AdminScreen } from "../../blueprint/preview-html";
import { escapeHtml, formRow, settingsForm } from "../../blueprint/preview-html";
import { DEFAULT_COLOURS, maintenanceNames } from "./maintenance-names";

/** The builder's mock of Settings → (plugin name). */
export function maintenanceAdminScreens(ctx: BlueprintContext): AdminScreen[] {
  const swatch = (colour: string) =>
    `<span style="display:inline-flex;align-items:center;gap:6px"><span style="width:28px;height:28px;border-radius:3px;border:1px solid #8c8f94;background:${colour}"></span><input type="text" value="${colour}" style="width:90px"></span>`;
  return [
    {
      title: ctx.name,
      body: `<div class="notice" style="border-left-color:#d63638"><p><strong>Visitors see the coming soon page (HTTP 503). Administrators see the normal site.</strong> <a href="#">Preview the coming soon page</a></p></div>
<h2>Mode</h2>
${settingsForm([
  formRow("Maintenance mode", `<label><input type="checkbox" checked> Show visitors the coming soon page</label>`, "Signed-in administrators keep seeing and editing the normal site; the login page keeps working."),
  formRow("Launch date and time", `<input type="text" value="2025-06-01 09:00">`, "Time zone: Europe/Stockholm. The countdown runs to this moment, and then maintenance mode turns itself off."),
  formRow("Logo", `<strong style="display:inline-block;padding:6px 10px;background:#f0f0f1;border:1px solid #dcdcde;border-radius:4px">LOGO</strong> <a href="#" class="button">Choose or upload a logo</a>`),
  formRow("Heading", `<input type="text" class="regular-text" value="We're launching soon">`),
  formRow("Message", `<textarea rows="3">Our new site is almost ready. Thank you for your patience, and see you very soon!</textarea>`, "Links and basic formatting are allowed."),
  formRow("Countdown", `<label><input type="checkbox" checked> Show a countdown to the launch date</label>`),
  formRow("Background", swatch(DEFAULT_COLOURS.background)),
  formRow("Text", swatch(DEFAULT_COLOURS.text)),
  formRow("Accent (countdown and links)", swatch(DEFAULT_COLOURS.accent)),
])}`,
    },
  ];
}

/** The coming soon page as visitors see it, for the builder's site preview. */
export function maintenanceSiteSection(ctx: BlueprintContext): string {
  const { c } = maintenanceNames(ctx);
  const unit = (value: string, label: string) => `<div class="${c}__unit"><span class="${c}__number">${value}</span><span class="${c}__label">${label}</span></div>`;
  return `<div class="${c}-body">
<main class="${c}">
<p class="${c}__site">${escapeHtml(ctx.name)}</p>
<h1 class="${c}__heading">We're launching soon</h1>
<div class="${c}__message"><p>Our new site is almost ready. Thank you for your patience, and see you very soon!</p></div>
<div class="${c}__countdown">${unit("12", "Days")}${unit("07", "Hours")}${unit("45", "Minutes")}${unit("30", "Seconds")}</div>
<p class="${c}__date">Opening on June 1, 2025 9:00 am</p>
</main>
</div>`;
}

/** The preview shows the page inside the builder's mock site, not the whole window. */
export function maintenancePreviewCss(c: string): string {
  return `.ps-site-preview .${c}-body {
	min-height: 460px;
	border-radius: 12px;
}
`;
}
