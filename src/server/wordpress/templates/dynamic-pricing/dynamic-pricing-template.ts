import { phpFileStart } from "../../blueprint/php-source";
import type { BlockDefinition } from "../../blueprint/blocks/block-types";

// The bare frame of this starter template: its plugin is being written (issue #16).
export const dynamicPricingTemplate: BlockDefinition = {
  id: "dynamic-pricing",
  label: "WooCommerce dynamic pricing rules",
  multiple: false,
  provides: [],
  quickAction: { label: "Add WooCommerce dynamic pricing rules", prompt: "Add WooCommerce dynamic pricing rules" },
  defaultName: () => "Dynamic Pricing",
  instanceKey: () => "dynamic-pricing",
  build(ctx) {
    return {
      files: { "includes/dynamic-pricing.php": `${phpFileStart(ctx, "Dynamic Pricing.", { id: "dynamic-pricing" })}` },
      requires: ["includes/dynamic-pricing.php"],
      uninstall: [],
      features: ["Dynamic Pricing"],
      usage: [],
      adminScreens: [],
      siteSections: [],
      siteCss: "",
    };
  },
};
