import type { SwedishTask } from "../task-wording-types";
import { capitaliseSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

const LABELS: Readonly<Record<string, string>> = { post: "inlägg", page: "sidor" };
const typesSv = (types: unknown) => (types as readonly string[]).map((type) => LABELS[type] ?? type).join(" och ");

export const sv: SwedishTask = {
  title: "Klassisk redigerare i stället för blockredigeraren",
  params: { post_types: { label: "inläggstyper", describe: typesSv } },
  features: (params) => [`${capitaliseSv(typesSv(params.post_types))} skrivs i den klassiska redigeraren i stället för blockredigeraren (Gutenberg); andra inläggstyper är oförändrade.`],
  usage: () => ["Öppna Inlägg → Lägg till nytt inlägg: den klassiska redigeraren med flikarna Visuell och Text öppnas."],
};
