import { phpFileStart } from "../../blueprint/php-source";
import type { BlockDefinition } from "../../blueprint/blocks/block-types";

// The bare frame of this starter template: its plugin is being written (issue #16).
export const clientPortalTemplate: BlockDefinition = {
  id: "client-portal",
  label: "a client portal with private projects and files",
  multiple: false,
  provides: [],
  quickAction: { label: "Add a client portal with private projects and files", prompt: "Add a client portal with private projects and files" },
  defaultName: () => "Client Portal",
  instanceKey: () => "client-portal",
  build(ctx) {
    return {
      files: { "includes/client-portal.php": `${phpFileStart(ctx, "Client Portal.", { id: "client-portal" })}` },
      requires: ["includes/client-portal.php"],
      uninstall: [],
      features: ["Client Portal"],
      usage: [],
      adminScreens: [],
      siteSections: [],
      siteCss: "",
    };
  },
};
