import { phpFileStart } from "../../blueprint/php-source";
import type { BlockDefinition } from "../../blueprint/blocks/block-types";

// The bare frame of this starter template: its plugin is being written (issue #16).
export const analyticsTemplate: BlockDefinition = {
  id: "analytics",
  label: "cookieless page-view analytics with an admin chart",
  multiple: false,
  provides: [],
  quickAction: { label: "Add cookieless page-view analytics with an admin chart", prompt: "Add cookieless page-view analytics with an admin chart" },
  defaultName: () => "Site Analytics",
  instanceKey: () => "analytics",
  build(ctx) {
    return {
      files: { "includes/analytics.php": `${phpFileStart(ctx, "Site Analytics.", { id: "analytics" })}` },
      requires: ["includes/analytics.php"],
      uninstall: [],
      features: ["Site Analytics"],
      usage: [],
      adminScreens: [],
      siteSections: [],
      siteCss: "",
    };
  },
};
