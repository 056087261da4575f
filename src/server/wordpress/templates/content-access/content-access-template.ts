import { phpFileStart } from "../../blueprint/php-source";
import type { BlockDefinition } from "../../blueprint/blocks/block-types";

// The bare frame of this starter template: its plugin is being written (issue #16).
export const contentAccessTemplate: BlockDefinition = {
  id: "content-access",
  label: "content restricted by user role",
  multiple: false,
  provides: [],
  quickAction: { label: "Add content restricted by user role", prompt: "Add content restricted by user role" },
  defaultName: () => "Content Access",
  instanceKey: () => "content-access",
  build(ctx) {
    return {
      files: { "includes/content-access.php": `${phpFileStart(ctx, "Content Access.", { id: "content-access" })}` },
      requires: ["includes/content-access.php"],
      uninstall: [],
      features: ["Content Access"],
      usage: [],
      adminScreens: [],
      siteSections: [],
      siteCss: "",
    };
  },
};
