import type { SwedishTask } from "../task-wording-types";
import { listSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

const LABELS: Readonly<Record<string, string>> = { post: "inlägg", page: "sidor", product: "produkter" };
const typesSv = (types: unknown) => listSv((types as readonly string[]).map((type) => LABELS[type] ?? type));

export const sv: SwedishTask = {
  title: "Sök bara i visst innehåll",
  params: { post_types: { label: "innehåll som söks", describe: typesSv } },
  features: (params) => [`Webbplatsens sökresultat listar bara ${typesSv(params.post_types)}; sökningar i admin ändras inte.`],
  usage: () => ["Sök på webbplatsen efter ett ord som finns på en sida och i ett inlägg: bara den valda sorten listas."],
};
