import { phpFileStart } from "../../blueprint/php-source";
import type { BlockDefinition } from "../../blueprint/blocks/block-types";

// The bare frame of this starter template: its plugin is being written (issue #16).
export const aiAssistantTemplate: BlockDefinition = {
  id: "ai-assistant",
  label: "an AI writing assistant in the block editor",
  multiple: false,
  provides: [],
  quickAction: { label: "Add an AI writing assistant in the block editor", prompt: "Add an AI writing assistant in the block editor" },
  defaultName: () => "AI Writing Assistant",
  instanceKey: () => "ai-assistant",
  build(ctx) {
    return {
      files: { "includes/ai-assistant.php": `${phpFileStart(ctx, "AI Writing Assistant.", { id: "ai-assistant" })}` },
      requires: ["includes/ai-assistant.php"],
      uninstall: [],
      features: ["AI Writing Assistant"],
      usage: [],
      adminScreens: [],
      siteSections: [],
      siteCss: "",
    };
  },
};
