import { phpFileStart } from "../../blueprint/php-source";
import type { BlockDefinition } from "../../blueprint/blocks/block-types";

// The bare frame of this starter template: its plugin is being written (issue #16).
export const maintenanceTemplate: BlockDefinition = {
  id: "maintenance",
  label: "maintenance mode with a scheduled launch",
  multiple: false,
  provides: [],
  quickAction: { label: "Add maintenance mode with a scheduled launch", prompt: "Add maintenance mode with a scheduled launch" },
  defaultName: () => "Maintenance Mode",
  instanceKey: () => "maintenance",
  build(ctx) {
    return {
      files: { "includes/maintenance.php": `${phpFileStart(ctx, "Maintenance Mode.", { id: "maintenance" })}` },
      requires: ["includes/maintenance.php"],
      uninstall: [],
      features: ["Maintenance Mode"],
      usage: [],
      adminScreens: [],
      siteSections: [],
      siteCss: "",
    };
  },
};
