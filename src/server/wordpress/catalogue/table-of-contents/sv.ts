import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Innehållsförteckning",
  params: { min_headings: { label: "rubriker som krävs", describe: (value: number) => `minst ${String(value)}` } },
  features: (params) => [
    `Ett inlägg med minst ${String(params.min_headings)} rubriker (h2 och h3) får en ruta "Contents" före texten, med en länk till varje rubrik (h3 indragen under sin h2).`,
    "Varje rubrik får ett ankare från sin text (ett som den redan har behålls), så en länk kan peka direkt på ett avsnitt.",
  ],
  usage: (params) => [`Öppna ett inlägg med ${String(params.min_headings)} eller fler rubriker: rutan Contents finns högst upp och dess länkar hoppar till avsnitten.`],
};
