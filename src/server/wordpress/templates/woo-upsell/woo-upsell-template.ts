import { phpFileStart } from "../../blueprint/php-source";
import type { BlockDefinition } from "../../blueprint/blocks/block-types";

// The bare frame of this starter template: its plugin is being written (issue #16).
export const wooUpsellTemplate: BlockDefinition = {
  id: "woo-upsell",
  label: "WooCommerce upsell offers in the cart",
  multiple: false,
  provides: [],
  quickAction: { label: "Add WooCommerce upsell offers in the cart", prompt: "Add WooCommerce upsell offers in the cart" },
  defaultName: () => "WooCommerce Upsell",
  instanceKey: () => "woo-upsell",
  build(ctx) {
    return {
      files: { "includes/woo-upsell.php": `${phpFileStart(ctx, "WooCommerce Upsell.", { id: "woo-upsell" })}` },
      requires: ["includes/woo-upsell.php"],
      uninstall: [],
      features: ["WooCommerce Upsell"],
      usage: [],
      adminScreens: [],
      siteSections: [],
      siteCss: "",
    };
  },
};
