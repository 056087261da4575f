import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { templateFiles, templateUninstall } from "../template-files";
import { crmNames } from "./crm-sync-names";
import { crmAdminScreens, crmSiteSection } from "./crm-sync-preview";

// Starter template 7 of the blog article ("Form-to-CRM synchroniser"): a [crm_form] form whose entries
// are stored locally and sent to a CRM's REST API with the key, endpoint and field mapping of a settings
// page; failed requests are retried hourly by WP-Cron and every attempt is logged.
export const crmSyncTemplate: BlockDefinition = {
  id: "crm-sync",
  label: "a form that sends its entries to a CRM",
  multiple: false,
  provides: ["settings-page", "shortcode"],
  quickAction: { label: "Add a form that sends its entries to a CRM", prompt: "Add a form that sends its entries to a CRM" },
  sv: { label: "ett formulär som skickar sina inskick till ett CRM", quickAction: "Lägg till ett formulär som skickar till ditt CRM" },
  defaultName: () => "CRM Form Sync",
  instanceKey: () => "crm-sync",
  build(ctx) {
    const n = crmNames(ctx);
    const files = templateFiles(
      "crm-sync",
      [
        "includes/crm-sync.php",
        "includes/crm-sync-admin.php",
        "assets/crm-form.css",
        "assets/crm-admin.css",
      ],
      ctx,
    );
    return {
      files,
      requires: ["includes/crm-sync.php", "includes/crm-sync-admin.php"],
      install: `${n.p}install`,
      deactivate: `${n.p}deactivate`,
      uninstall: templateUninstall("crm-sync", ctx),
      features: [
        `Form shortcode [${n.tag}] with name, e-mail, phone and message fields (nonce, honeypot, rate limit, sanitised and validated input)`,
        `Every entry stored locally in a custom table ({prefix}${n.entriesTable}) before it is sent`,
        "Each entry POSTed as JSON to the CRM's REST API endpoint, with the API key in a configurable header (Authorization: Bearer … or X-API-Key …)",
        "Field mapping settings: choose the CRM field for name, e-mail, phone and message (dots for nested fields, empty to leave one out)",
        "Failed requests kept with an attempt count and retried every hour by WP-Cron, up to a configurable number of attempts; Retry now button per entry",
        "Sync log in the admin listing every attempt with its result, HTTP status and the CRM's answer",
        "CRM Sync menu: Entries (filter by status), Sync Log and Settings; capability checks and nonces on every action",
      ],
      usage: [
        `Put [${n.tag}] in a page (for example "Contact").`,
        "Enter the CRM's API endpoint, API key and field mapping under CRM Sync → Settings.",
        "Follow the entries and every sync attempt under CRM Sync → Entries and CRM Sync → Sync Log; failed requests are retried every hour.",
      ],
      sv: {
        features: [
          `Kortkod för formulär [${n.tag}] med fälten namn, e-post, telefon och meddelande (nonce, honungsfälla, gräns för antal inskick, sanerad och validerad indata)`,
          `Varje inskick sparas lokalt i en egen tabell ({prefix}${n.entriesTable}) innan det skickas`,
          "Varje inskick skickas med POST som JSON till CRM:ets REST API-slutpunkt, med API-nyckeln i ett inställbart huvud (Authorization: Bearer … eller X-API-Key …)",
          "Inställningar för fältmappning: välj CRM-fält för namn, e-post, telefon och meddelande (punkter för nästlade fält, tomt för att utelämna ett)",
          "Misslyckade förfrågningar sparas med antal försök och görs om varje timme av WP-Cron, upp till ett inställbart antal försök; knappen Retry now per inskick",
          "Synklogg i admin som listar varje försök med resultat, HTTP-status och CRM:ets svar",
          "Menyn CRM Sync: Entries (filtrera på status), Sync Log och Settings; behörighetskontroller och nonce för varje åtgärd",
        ],
        usage: [
          `Lägg [${n.tag}] på en sida (till exempel "Kontakt").`,
          "Ange CRM:ets API-slutpunkt, API-nyckel och fältmappning under CRM Sync → Settings.",
          "Följ inskicken och varje synkförsök under CRM Sync → Entries och CRM Sync → Sync Log; misslyckade förfrågningar görs om varje timme.",
        ],
      },
      adminScreens: crmAdminScreens(n),
      siteSections: [crmSiteSection(n)],
      siteCss: files["assets/crm-form.css"]!,
      styleTargets: {
        wrapper: n.c,
        stylesheet: "assets/crm-form.css",
        parts: {
          form: "",
          button: `.${n.c}__submit`,
          field: `.${n.c}__field`,
          label: `.${n.c}__field label`,
          input: `.${n.c}__field input, .${n.c}__field textarea`,
          notice: `.${n.c}__notice`,
        },
      },
    };
  },
};
