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
