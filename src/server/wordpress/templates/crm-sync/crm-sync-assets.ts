import type { BlueprintContext } from "../../blueprint/blueprint-context";
import type { AdminScreen } from "../../blueprint/preview-html";
import { escapeHtml, formRow, settingsForm } from "../../blueprint/preview-html";
import type { CrmNames } from "./crm-sync-names";

/** The form's stylesheet (assets/crm-form.css, also the preview's CSS). */
export function crmFormCss(c: string): string {
  return `.${c} {
	max-width: 640px;
	margin: 1.5em 0;
}
.${c}__field {
	margin: 0 0 1em;
}
.${c}__field label {
	display: block;
	font-weight: 600;
	margin-bottom: 0.25em;
}
.${c}__field input,
.${c}__field textarea {
	box-sizing: border-box;
	width: 100%;
	padding: 0.6em 0.75em;
	border: 1px solid #8c8f94;
	border-radius: 4px;
	background: #fff;
	color: inherit;
	font: inherit;
}
.${c}__field input:focus,
.${c}__field textarea:focus {
	border-color: #2271b1;
	outline: 2px solid rgba(34, 113, 177, 0.3);
}
.${c}__submit {
	background: #2271b1;
	color: #fff;
	border: 0;
	border-radius: 4px;
	padding: 0.7em 1.5em;
	font: inherit;
	font-weight: 600;
	cursor: pointer;
}
.${c}__submit:hover,
.${c}__submit:focus {
	background: #135e96;
}
.${c}__notice {
	padding: 0.75em 1em;
	margin: 0 0 1em;
	border-radius: 4px;
	border-left: 4px solid;
}
.${c}__notice--success {
	background: #edfaef;
	border-color: #00a32a;
}
.${c}__notice--error {
	background: #fcf0f1;
	border-color: #d63638;
}
.${c}__hp {
	position: absolute !important;
	left: -9999px !important;
	width: 1px;
	height: 1px;
	overflow: hidden;
}
`;
}

/** The admin screens' stylesheet (assets/crm-admin.css): status badges and the actions column. */
export function crmAdminCss(ctx: BlueprintContext): string {
  const b = `${ctx.cssPrefix}badge`;
  return `.${b} {
	display: inline-block;
	padding: 2px 8px;
	border-radius: 10px;
	font-size: 12px;
	line-height: 1.6;
	background: #f0f0f1;
	color: #50575e;
}
.${b}--synced {
	background: #edfaef;
	color: #00701a;
}
.${b}--failed {
	background: #fcf9e8;
	color: #8a6d00;
}
.${b}--gave_up {
	background: #fcf0f1;
	color: #b32d2e;
}
.${b}--pending {
	background: #f0f6fc;
	color: #135e96;
}
.${ctx.cssPrefix}actions form {
	display: inline-block;
	margin: 0 8px 4px 0;
}
.${ctx.cssPrefix}delete {
	color: #b32d2e;
}
`;
}

/** The builder's mock admin screens. */
export function crmAdminScreens(n: CrmNames): AdminScreen[] {
  const badge = (status: string, label: string) => {
    const colours: Record<string, string> = { synced: "#edfaef;color:#00701a", failed: "#fcf9e8;color:#8a6d00", pending: "#f0f6fc;color:#135e96" };
    return `<span style="display:inline-block;padding:2px 8px;border-radius:10px;font-size:12px;background:${colours[status] ?? "#f0f0f1"}">${label}</span>`;
  };
  return [
    {
      title: "CRM Entries",
      body: `<p>Put <code>[${escapeHtml(n.tag)}]</code> in a page to show the form. Each entry is sent to the CRM right away; failed requests are retried every hour.</p>
<p class="subsubsub">All (3) | Pending (0) | Synced (2) | Failed, will retry (1) | Failed, gave up (0)</p>
<table class="widefat"><thead><tr><th>Received</th><th>Name</th><th>E-mail</th><th>Phone</th><th>Status</th><th>Attempts</th><th>Actions</th></tr></thead><tbody>
<tr><td>2025-03-04 10:12</td><td>Anna Berg</td><td><a href="#">anna@example.com</a></td><td>+46 70 123 45 67</td><td>${badge("synced", "Synced")}</td><td>1</td><td><a href="#" style="color:#b32d2e">Delete</a></td></tr>
<tr><td>2025-03-04 09:40</td><td>Jonas Ek</td><td><a href="#">jonas@example.com</a></td><td></td><td>${badge("failed", "Failed, will retry")}<br><small>500 Internal Server Error</small></td><td>2</td><td><button type="button" class="button">Retry now</button> <a href="#" style="color:#b32d2e">Delete</a></td></tr>
<tr><td>2025-03-03 16:05</td><td>Sara Lind</td><td><a href="#">sara@example.com</a></td><td>+46 8 555 123</td><td>${badge("synced", "Synced")}</td><td>1</td><td><a href="#" style="color:#b32d2e">Delete</a></td></tr>
</tbody></table>`,
    },
    {
      title: "CRM Sync Log",
      body: `<p>Every request sent to the CRM, with its result.</p>
<table class="widefat"><thead><tr><th>Time</th><th>Entry</th><th>Attempt</th><th>Result</th><th>HTTP status</th><th>Details</th></tr></thead><tbody>
<tr><td>2025-03-04 10:12</td><td>Anna Berg &lt;anna@example.com&gt;</td><td>1</td><td>${badge("synced", "Synced")}</td><td>201</td><td>Contact created in the CRM.</td></tr>
<tr><td>2025-03-04 10:00</td><td>Jonas Ek &lt;jonas@example.com&gt;</td><td>2</td><td>${badge("failed", "Failed, will retry")}</td><td>500</td><td>500 Internal Server Error</td></tr>
<tr><td>2025-03-04 09:40</td><td>Jonas Ek &lt;jonas@example.com&gt;</td><td>1</td><td>${badge("failed", "Failed, will retry")}</td><td>—</td><td>cURL error 28: Operation timed out</td></tr>
</tbody></table>`,
    },
    {
      title: "CRM Settings",
      body: `<h2>CRM connection</h2>
${settingsForm([
  formRow("API endpoint", `<input type="url" class="regular-text" value="https://api.example-crm.com/v1/contacts">`, "The CRM's REST API address that creates a contact. Each entry is POSTed there as JSON."),
  formRow("API key", `<input type="password" class="regular-text" placeholder="Saved (enter a new key to replace it)">`),
  formRow("Key header", `<input type="text" class="regular-text" value="Authorization">`, "The HTTP header that carries the key, e.g. Authorization or X-API-Key."),
  formRow("Key prefix", `<input type="text" class="regular-text" value="Bearer">`),
])}
<h2>Field mapping</h2>
${settingsForm([
  formRow("Name", `<input type="text" class="regular-text" value="full_name">`),
  formRow("E-mail", `<input type="text" class="regular-text" value="email">`),
  formRow("Phone", `<input type="text" class="regular-text" value="phone_number">`),
  formRow("Message", `<input type="text" class="regular-text" value="notes">`),
  formRow("Attempts per entry", `<input type="number" value="5" style="width:60px">`, "A failed request is retried every hour until this many attempts were made."),
])}`,
    },
  ];
}

/** The builder's mock of the form on the site. */
export function crmSiteSection(n: CrmNames): string {
  const { c, p } = n;
  const field = (id: string, label: string, input: string) => `<p class="${c}__field"><label for="${p}${id}">${label}</label>${input}</p>`;
  return `<h2>Get in touch</h2>
<div class="${c}" id="${c}">
<div class="${c}__notice ${c}__notice--success" role="status">Thank you! We have received your message and will be in touch soon.</div>
<form class="${c}__form" method="post" action="#">
${field("name", "Name", `<input type="text" id="${p}name" required>`)}
${field("email", "E-mail", `<input type="email" id="${p}email" required>`)}
${field("phone", "Phone", `<input type="tel" id="${p}phone">`)}
${field("message", "Message", `<textarea id="${p}message" rows="6" required></textarea>`)}
<p class="${c}__actions"><button type="submit" class="${c}__submit">Send</button></p>
</form>
</div>`;
}
