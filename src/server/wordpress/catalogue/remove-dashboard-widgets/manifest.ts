import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

const WIDGETS: ReadonlyArray<readonly [string, string, RegExp]> = [
  ["welcome", "Welcome", words("welcome(?: panel| box| widget)?")],
  ["at_a_glance", "At a Glance", words("at a glance", "right now")],
  ["activity", "Activity", words("activity")],
  ["quick_draft", "Quick Draft", words("quick ?draft", "quick ?press")],
  ["events_news", "WordPress Events and News", words("events(?: and news)?", "news")],
  ["site_health", "Site Health", words("site health(?: status)?", "health")],
];
const OPTIONS = WIDGETS.map(([id]) => id);
const describeWidgets = (ids: readonly string[]) =>
  ids.length === OPTIONS.length ? "all of WordPress's own widgets" : WIDGETS.filter(([id]) => ids.includes(id)).map(([, label]) => label).join(", ");

export const removeDashboardWidgets: TaskManifest = {
  id: "remove-dashboard-widgets",
  title: "Remove dashboard widgets",
  recognise: [
    /\b(?:remove|hide|disable|clean(?:\s+up)?|declutter|get rid of|turn off)\b[\s\S]{0,40}?\bdashboard\s+(?:widgets?|boxes|panels?|meta ?boxes)\b/i,
    /\b(?:remove|hide|disable|get rid of|turn off)\s+(?:the\s+)?(?:welcome panel|quick ?draft|at a glance|(?:wordpress )?events and news)\b/i,
    /\b(?:remove|hide|disable|clean(?:\s+up)?|get rid of|turn off)\b[\s\S]{0,40}?\bwidgets?\s+(?:from|on|in)\s+(?:the\s+|my\s+)?(?:wordpress\s+|wp\s+|admin\s+)?dashboard\b/i,
    words("clean(?:er)? dashboard", "declutter(?: the)? dashboard"),
  ],
  followUpHints: [words("dashboard", "widgets?", "welcome", "quick ?draft", "activity", "at a glance", "site health", "events")],
  params: [
    {
      name: "widgets",
      type: "list",
      label: "widgets removed",
      options: OPTIONS,
      minItems: 1,
      default: OPTIONS,
      read: (text) => {
        const named = WIDGETS.filter(([, , pattern]) => pattern.test(text)).map(([id]) => id);
        if (named.length) return named;
        return /\b(?:all|every|default)\b/i.test(text) ? [...OPTIONS] : null;
      },
      describe: describeWidgets,
    },
  ],
  pluginName: () => "Remove Dashboard Widgets",
  features: (params) => [`The Dashboard no longer shows ${describeWidgets(params.widgets as readonly string[])} (WordPress's own boxes; widgets of other plugins stay).`],
  usage: () => ["Open the Dashboard: the removed boxes are gone for every user."],
  hooks: ["wp_dashboard_setup", "welcome_panel"],
  quickPrompt: "Remove the default dashboard widgets",
  tags: ["dashboard", "widgets", "admin"],
  covers: ["remove dashboard widgets"],
};
