import { phpFileStart } from "../../blueprint/php-source";
import type { BlockDefinition } from "../../blueprint/blocks/block-types";

// The bare frame of this starter template: its plugin is being written (issue #16).
export const leadMagnetTemplate: BlockDefinition = {
  id: "lead-magnet",
  label: "a lead magnet with expiring download links",
  multiple: false,
  provides: [],
  quickAction: { label: "Add a lead magnet with expiring download links", prompt: "Add a lead magnet with expiring download links" },
  defaultName: () => "Lead Magnet",
  instanceKey: () => "lead-magnet",
  build(ctx) {
    return {
      files: { "includes/lead-magnet.php": `${phpFileStart(ctx, "Lead Magnet.", { id: "lead-magnet" })}` },
      requires: ["includes/lead-magnet.php"],
      uninstall: [],
      features: ["Lead Magnet"],
      usage: [],
      adminScreens: [],
      siteSections: [],
      siteCss: "",
    };
  },
};
