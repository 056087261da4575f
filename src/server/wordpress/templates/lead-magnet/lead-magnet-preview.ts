import type { BlueprintContext } from "../../blueprint/blueprint-context";
import type { AdminScreen } from "../../blueprint/preview-html";
import { escapeHtml, formRow, sentNotice, settingsForm } from "../../blueprint/preview-html";
import { leadMagnetNames } from "./lead-magnet-names";

/** The builder's mock admin screens: Subscribers and Settings. */
export function leadMagnetAdminScreens(ctx: BlueprintContext): AdminScreen[] {
  const { tag } = leadMagnetNames(ctx);
  const badge = (text: string, fresh: boolean) =>
    `<span style="display:inline-block;padding:2px 8px;border-radius:10px;font-size:12px;background:${fresh ? "#edfaef;color:#00691c" : "#f0f0f1;color:#50575e"}">${text}</span>`;
  return [
    {
      title: "Subscribers",
      body: `<p><a href="#" class="button">Export CSV</a></p>
<p>3 subscribers &middot; Put <code>[${escapeHtml(tag)}]</code> in a page to show the form.</p>
<table class="widefat"><thead><tr><th>Name</th><th>E-mail</th><th>File</th><th>Link sent</th><th>Link</th><th>Downloads</th><th></th></tr></thead><tbody>
<tr><td>Anna Berg</td><td><a href="#">anna@example.com</a></td><td>starter-guide.pdf</td><td>12 May 2025 09:14</td><td>${badge("Works until 14 May 2025 09:14", true)}</td><td>1</td><td><a href="#" style="color:#b32d2e">Delete</a></td></tr>
<tr><td>Jonas Ek</td><td><a href="#">jonas@example.com</a></td><td>starter-guide.pdf</td><td>11 May 2025 17:40</td><td>${badge("Works until 13 May 2025 17:40", true)}</td><td>2</td><td><a href="#" style="color:#b32d2e">Delete</a></td></tr>
<tr><td>Sara Lind</td><td><a href="#">sara@example.com</a></td><td>starter-guide.pdf</td><td>2 May 2025 08:02</td><td>${badge("Expired", false)}</td><td>1</td><td><a href="#" style="color:#b32d2e">Delete</a></td></tr>
</tbody></table>`,
    },
    {
      title: `${ctx.name} Settings`,
      body: `<div class="notice notice-info"><p>Put <code>[${escapeHtml(tag)}]</code> in a page to show the opt-in form. To give away another Media Library file with a form, add its ID: <code>[${escapeHtml(tag)} id="123"]</code>.</p></div>
<h2>The download</h2>
${settingsForm([
  formRow("File", `<strong>starter-guide.pdf</strong> <a href="#" class="button">Choose or upload a file</a>`, "A PDF, e-book, checklist or any other file from the Media Library."),
  formRow("Or a file URL", `<input type="url" class="regular-text" value="">`, "Used when no Media Library file is chosen, for a file kept elsewhere."),
  formRow("Links expire after", `<input type="number" value="48" style="width:70px"> hours`, "Counted from the moment the link is sent. 48 hours is two days."),
  formRow("Heading", `<input type="text" class="regular-text" value="Get the free guide">`),
  formRow("Button text", `<input type="text" class="regular-text" value="Send me the download">`),
  formRow("E-mail subject", `<input type="text" class="regular-text" value="Your download from {site}">`),
  formRow(
    "E-mail text",
    `<textarea rows="6">Hi {name},\n\nThank you for signing up. Here is your download link:\n\n{link}\n\nThe link works for {hours} hours.</textarea>`,
    "Placeholders: {name}, {email}, {link}, {hours} and {site}.",
  ),
])}`,
    },
  ];
}

/** The opt-in box as the site shows it, for the builder's site preview. */
export function leadMagnetSiteSection(ctx: BlueprintContext): string {
  const { c, p } = leadMagnetNames(ctx);
  return `<h2>Free download</h2>
<div class="${c}" id="${c}-1">
${sentNotice(`${c}__notice ${c}__notice--success`, "Thank you! Check your inbox: your download link is on its way.")}
<h3 class="${c}__heading">Get the free guide</h3>
<p class="${c}__intro">Enter your name and e-mail address and we will send you the download link right away.</p>
<form class="${c}__form" method="post" action="#">
<p class="${c}__field"><label for="${c}-1-name">Name</label><input type="text" id="${c}-1-name" name="${p}name" required></p>
<p class="${c}__field"><label for="${c}-1-email">E-mail</label><input type="email" id="${c}-1-email" name="${p}email" required></p>
<p class="${c}__actions"><button type="submit" class="${c}__submit">Send me the download</button></p>
<p class="${c}__privacy">We e-mail you the download link. You can ask us to delete your address at any time.</p>
</form>
</div>`;
}
