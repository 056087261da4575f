import type { SwedishTask } from "../task-wording-types";
import { pageSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Omdirigera 404-sidor",
  params: {
    status: { label: "omdirigeringens status", describe: (status: number) => (status === 302 ? "302 (tillfällig)" : "301 (permanent)") },
    target: { label: "vart", describe: pageSv },
  },
  features: (params) => [
    `En besökare som ber om en sida som inte finns skickas till ${params.target === "/" ? "startsidan" : `${String(params.target)} på den här webbplatsen`} med en omdirigering ${params.status === 302 ? "302 (tillfällig)" : "301 (permanent)"}.`,
  ],
  usage: () => ["Öppna en adress på webbplatsen som inte finns (/no-such-page): du hamnar på omdirigeringens mål i stället för på temats 404-sida."],
};
