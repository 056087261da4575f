import type { SwedishTask } from "../task-wording-types";
import { recipientSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "E-post när en ny användare registrerar sig",
  params: { recipient: { label: "mottagare", describe: recipientSv } },
  features: (params) => [
    `Varje nytt användarkonto (egen registrering, tillagt av en administratör eller av ett annat tillägg) skickar ett e-postmeddelande till ${params.recipient ? String(params.recipient) : "webbplatsadministratörens adress från Inställningar → Allmänt"} med användarnamn, e-postadress, roll och en länk till profilen.`,
    "WordPress egen adminnotis om registreringar är avstängd, så varje ny användare ger ett e-postmeddelande, inte två.",
  ],
  usage: () => ["Lägg till en användare under Användare → Lägg till ny användare (eller registrera dig via webbplatsens formulär): e-postmeddelandet kommer på en gång."],
};
