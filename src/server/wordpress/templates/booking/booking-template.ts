import { phpFileStart } from "../../blueprint/php-source";
import type { BlockDefinition } from "../../blueprint/blocks/block-types";

// The bare frame of this starter template: its plugin is being written (issue #16).
export const bookingTemplate: BlockDefinition = {
  id: "booking",
  label: "booking requests with approval and e-mails",
  multiple: false,
  provides: [],
  quickAction: { label: "Add booking requests with approval and e-mails", prompt: "Add booking requests with approval and e-mails" },
  defaultName: () => "Booking Requests",
  instanceKey: () => "booking",
  build(ctx) {
    return {
      files: { "includes/booking.php": `${phpFileStart(ctx, "Booking Requests.", { id: "booking" })}` },
      requires: ["includes/booking.php"],
      uninstall: [],
      features: ["Booking Requests"],
      usage: [],
      adminScreens: [],
      siteSections: [],
      siteCss: "",
    };
  },
};
