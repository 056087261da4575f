import type { SwedishTask } from "../task-wording-types";
import { recipientSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "E-post när ett inlägg publiceras",
  params: { recipient: { label: "mottagare", describe: recipientSv } },
  features: (params) => [
    `När någon annan publicerar ett inlägg går ett e-postmeddelande till ${params.recipient ? String(params.recipient) : "webbplatsadministratörens adress från Inställningar → Allmänt"} med författaren, rubriken och länkar för att läsa och redigera det.`,
    "Bara den första publiceringen räknas (inte senare uppdateringar), och inlägg som mottagaren själv publicerar skickar ingenting.",
  ],
  usage: () => ["Logga in som författare eller redaktör och publicera ett inlägg: e-postmeddelandet kommer på en gång."],
};
