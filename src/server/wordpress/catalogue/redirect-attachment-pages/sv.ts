import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Omdirigera bilagesidor",
  params: { target: { label: "vart", describe: (value: string) => (value === "file" ? "själva filen" : "inlägget den hör till (själva filen när den inte hör till något)") } },
  features: (params) => [
    params.target === "file"
      ? "En bilagesida (sidan WordPress skapar för varje uppladdad fil) skickar besökaren till själva filen med en omdirigering 301 (permanent)."
      : "En bilagesida (sidan WordPress skapar för varje uppladdad fil) skickar besökaren till det publicerade inlägg som filen laddades upp till, eller till själva filen när det inte finns något, med en omdirigering 301 (permanent).",
  ],
  usage: () => ["Öppna en bilds bilagesida (Media → bilden → Visa bilagesida): du hamnar på dess inlägg eller på filen."],
};
