import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

const WIDGETS: ReadonlyArray<readonly [string, string]> = [
  ["welcome", "Välkommen"],
  ["at_a_glance", "En snabb överblick"],
  ["activity", "Aktivitet"],
  ["quick_draft", "Snabbutkast"],
  ["events_news", "WordPress evenemang och nyheter"],
  ["site_health", "Webbplatsens hälsa"],
];
const widgetsSv = (ids: unknown) =>
  (ids as readonly string[]).length === WIDGETS.length
    ? "någon av WordPress egna widgetar"
    : WIDGETS.filter(([id]) => (ids as readonly string[]).includes(id))
        .map(([, label]) => label)
        .join(", ");

export const sv: SwedishTask = {
  title: "Ta bort widgetar från adminpanelen",
  params: { widgets: { label: "borttagna widgetar", describe: widgetsSv } },
  features: (params) => [`Adminpanelen visar inte längre ${widgetsSv(params.widgets)} (WordPress egna rutor; andra tilläggs widgetar finns kvar).`],
  usage: () => ["Öppna adminpanelen: de borttagna rutorna är borta för alla användare."],
};
