import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker } from "../php-source";
import type { BlockDefinition } from "./block-types";

export const RECURRENCES = {
  hourly: "every hour",
  twicedaily: "twice a day",
  daily: "once a day",
  weekly: "once a week",
} as const;
export type Recurrence = keyof typeof RECURRENCES;

/** The same, in a Swedish reply. */
const RECURRENCES_SV: Readonly<Record<Recurrence, string>> = { hourly: "varje timme", twicedaily: "två gånger om dagen", daily: "en gång om dagen", weekly: "en gång i veckan" };

function recurrenceOf(params: Readonly<Record<string, string>>): Recurrence {
  const value = params.recurrence;
  return value !== undefined && Object.hasOwn(RECURRENCES, value) ? (value as Recurrence) : "daily";
}

export const scheduledTaskBlock: BlockDefinition = {
  id: "scheduled-task",
  label: "a scheduled task (WP-Cron)",
  multiple: false,
  provides: [],
  quickAction: { label: "Add a daily scheduled task", prompt: "Add a daily scheduled task" },
  sv: { label: "en schemalagd uppgift (WP-Cron)", quickAction: "Lägg till en daglig schemalagd uppgift" },
  defaultName: () => "Scheduled Task",
  instanceKey: () => "scheduled-task",
  build(ctx, params) {
    const recurrence = recurrenceOf(params);
    const when = RECURRENCES[recurrence];
    const p = `${ctx.prefix}cron_`;
    const hook = `${ctx.prefix}cron_event`;
    const lastRun = `${ctx.prefix}cron_last_run`;

    const php = fillTemplate(wordpressFile("blueprint/blocks/scheduled-task/scheduled-task.php"), "php", {
      ctx,
      params: { recurrence, when, widget_title: `${ctx.name}: scheduled task` },
      marker: blockMarker("scheduled-task", { recurrence }),
    });
    return {
      files: { "includes/scheduled-task.php": php },
      requires: ["includes/scheduled-task.php"],
      install: `${p}install`,
      deactivate: `${p}deactivate`,
      uninstall: { cronHooks: [hook], options: [lastRun] },
      features: [
        `WP-Cron task running ${when} (scheduled on activation, cleared on deactivation)`,
        'Dashboard widget with last and next run and a nonce-protected "Run now" button',
      ],
      usage: [`The task runs ${when}; put your own job in ${p}run() in includes/scheduled-task.php.`],
      sv: {
        features: [
          `WP-Cron-uppgift som körs ${RECURRENCES_SV[recurrence]} (schemaläggs vid aktivering, rensas vid inaktivering)`,
          'Adminpanelswidget med senaste och nästa körning och en knapp "Run now" skyddad av nonce',
        ],
        usage: [`Uppgiften körs ${RECURRENCES_SV[recurrence]}; lägg ditt eget jobb i ${p}run() i includes/scheduled-task.php.`],
      },
      adminScreens: [
        {
          title: "Dashboard",
          body: `<div class="card" style="max-width:420px"><h2>Scheduled task</h2><p><strong>Runs:</strong> ${when}<br><strong>Last run:</strong> not yet<br><strong>Next run:</strong> in a minute</p><p><button type="button" class="button">Run now</button></p></div>`,
        },
      ],
      siteSections: [],
      siteCss: "",
    };
  },
};
