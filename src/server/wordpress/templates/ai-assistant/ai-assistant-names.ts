import type { BlueprintContext } from "../../blueprint/blueprint-context";

/** The tones the settings page offers, with their labels. */
export const TONES = [
  ["friendly", "Friendly"],
  ["professional", "Professional"],
  ["casual", "Casual"],
  ["confident", "Confident"],
  ["playful", "Playful"],
  ["informative", "Informative"],
] as const;

export const DEFAULT_BASE_URL = "https://api.openai.com/v1";
export const DEFAULT_MODEL = "gpt-4o-mini";
export const DESCRIPTION_LENGTH = 150;

/** Every name the AI assistant template gives a PHP function, option, route, meta key, handle or class. */
export function aiAssistantNames(ctx: BlueprintContext) {
  const p = ctx.prefix;
  return {
    p,
    option: `${p}settings`,
    group: `${p}settings_group`,
    page: `${ctx.cssPrefix}settings`,
    namespace: `${ctx.namespace}/v1`,
    route: "/suggest",
    metaKey: `_${p}meta_description`,
    /** Script and stylesheet handle of the editor sidebar. */
    handle: `${ctx.cssPrefix}editor`,
    /** Global JS object with the sidebar's settings (never the key). */
    jsData: `${p}editor_data`,
    /** registerPlugin name and PluginSidebar name. */
    plugin: `${ctx.cssPrefix}assistant`,
    sidebar: `${ctx.cssPrefix}sidebar`,
    /** CSS class root of the sidebar's content. */
    c: `${ctx.cssPrefix}sidebar`,
  };
}

export type AiAssistantNames = ReturnType<typeof aiAssistantNames>;
