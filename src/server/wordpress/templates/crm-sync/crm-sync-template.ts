import { phpFileStart } from "../../blueprint/php-source";
import type { BlockDefinition } from "../../blueprint/blocks/block-types";

// The bare frame of this starter template: its plugin is being written (issue #16).
export const crmSyncTemplate: BlockDefinition = {
  id: "crm-sync",
  label: "a form that sends its entries to a CRM",
  multiple: false,
  provides: [],
  quickAction: { label: "Add a form that sends its entries to a CRM", prompt: "Add a form that sends its entries to a CRM" },
  defaultName: () => "CRM Form Sync",
  instanceKey: () => "crm-sync",
  build(ctx) {
    return {
      files: { "includes/crm-sync.php": `${phpFileStart(ctx, "CRM Form Sync.", { id: "crm-sync" })}` },
      requires: ["includes/crm-sync.php"],
      uninstall: [],
      features: ["CRM Form Sync"],
      usage: [],
      adminScreens: [],
      siteSections: [],
      siteCss: "",
    };
  },
};
