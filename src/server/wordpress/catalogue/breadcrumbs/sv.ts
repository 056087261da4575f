import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Brödsmulor",
  params: {
    placement: {
      label: "var",
      describe: (value: string) => (value === "content" ? "ovanför innehållet i varje inlägg och sida, och kortkoden [breadcrumbs]" : "bara där kortkoden [breadcrumbs] står"),
    },
  },
  features: (params) => [
    "Brödsmulor visar vägen till sidan som visas: Hem › Kategori › Inlägg, Hem › Överordnad sida › Sida, och för arkiv, sökresultat och sidan som inte hittades, som ett tillgängligt navigeringslandmärke.",
    params.placement === "content"
      ? "De visas ovanför innehållet i varje inlägg och sida; kortkoden [breadcrumbs] placerar dem var som helst annars."
      : "De visas där du placerar kortkoden [breadcrumbs] (till exempel i ett kortkodsblock i en mall).",
  ],
  usage: (params) => [params.placement === "content" ? "Öppna ett inlägg i en kategori: spåret finns ovanför texten." : "Lägg till ett kortkodsblock med [breadcrumbs] på en sida eller i en mall och visa den."],
};
