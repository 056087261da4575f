import type { AdminScreen } from "../../blueprint/preview-html";
import { escapeHtml, formRow, sentNotice, settingsForm } from "../../blueprint/preview-html";
import type { CrmNames } from "./crm-sync-names";

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
${sentNotice(`${c}__notice ${c}__notice--success`, "Thank you! We have received your message and will be in touch soon.")}
<form class="${c}__form" method="post" action="#">
${field("name", "Name", `<input type="text" id="${p}name" required>`)}
${field("email", "E-mail", `<input type="email" id="${p}email" required>`)}
${field("phone", "Phone", `<input type="tel" id="${p}phone">`)}
${field("message", "Message", `<textarea id="${p}message" rows="6" required></textarea>`)}
<p class="${c}__actions"><button type="submit" class="${c}__submit">Send</button></p>
</form>
</div>`;
}
