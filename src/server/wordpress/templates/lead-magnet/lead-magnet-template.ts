import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { templateFiles, templateUninstall } from "../template-files";
import { leadMagnetNames } from "./lead-magnet-names";
import { leadMagnetAdminScreens, leadMagnetSiteSection } from "./lead-magnet-preview";

// Starter template 1 of the blog article ("Lead magnet delivery"): an opt-in form placed with a
// shortcode, subscribers in a custom table, a download link e-mailed to each that expires after the
// chosen hours, settings for the file, the e-mail and the expiry, and the subscriber list with CSV export.
export const leadMagnetTemplate: BlockDefinition = {
  id: "lead-magnet",
  label: "a lead magnet with expiring download links",
  multiple: false,
  provides: ["settings-page", "shortcode"],
  quickAction: { label: "Add a lead magnet with expiring download links", prompt: "Add a lead magnet with expiring download links" },
  sv: { label: "en lead magnet med nedladdningslänkar som går ut", quickAction: "Lägg till en lead magnet" },
  defaultName: () => "Lead Magnet",
  instanceKey: () => "lead-magnet",
  build(ctx) {
    const n = leadMagnetNames(ctx);
    const { c } = n;
    const names = { shortcode: n.tag };
    const files = templateFiles(
      "lead-magnet",
      [
        "includes/lead-magnet.php",
        "includes/lead-magnet-admin.php",
        "assets/lead-magnet.css",
        "assets/lead-magnet-admin.css",
        "assets/lead-magnet-admin.js",
      ],
      ctx,
      names,
    );
    return {
      files,
      // lead-magnet.php requires the admin file itself, so a later turn that rewrites the loader keeps it.
      requires: ["includes/lead-magnet.php"],
      install: `${ctx.prefix}install`,
      uninstall: templateUninstall("lead-magnet", ctx, names),
      features: [
        `Opt-in form shortcode [${n.tag}] (also [${n.aliasTag}] when no other plugin uses that tag) asking for name and e-mail, with nonce, honeypot and a limit of five sign-ups per visitor in ten minutes`,
        `Subscribers stored in a custom table ({prefix}${n.table}, created with dbDelta) through prepared queries; signing up again sends a fresh link`,
        "A personal download link e-mailed to each subscriber; it serves the file while fresh and shows a \"link expired\" page (HTTP 410) after the chosen number of hours (48 by default)",
        `${ctx.name} → Settings: the file (Media Library picker, or a URL), expiry in hours, form texts, e-mail subject and text with {name}, {link}, {hours} placeholders`,
        `${ctx.name} → Subscribers: name, e-mail, link status and download count, with delete and a nonce-protected CSV export for administrators`,
        `[${n.tag} id="123"] gives away another Media Library file with that form`,
      ],
      usage: [
        `Choose the file to give away under ${ctx.name} → Settings (upload it to the Media Library there, or paste a URL).`,
        `Put [${n.tag}] in a page (the blog's [${n.aliasTag} id="1"] works too; an id that is a Media Library file ID gives away that file instead).`,
        `See who signed up under ${ctx.name} → Subscribers and click Export CSV to download the list.`,
      ],
      sv: {
        features: [
          `Kortkod för anmälningsformulär [${n.tag}] (även [${n.aliasTag}] när inget annat tillägg använder den taggen) som frågar efter namn och e-post, med nonce, honungsfälla och högst fem anmälningar per besökare på tio minuter`,
          `Prenumeranter sparas i en egen tabell ({prefix}${n.table}, skapad med dbDelta) via förberedda frågor; den som anmäler sig igen får en ny länk`,
          "En personlig nedladdningslänk e-postas till varje prenumerant; den ger filen medan den är färsk och visar sidan \"link expired\" (HTTP 410) efter det valda antalet timmar (48 som standard)",
          `${ctx.name} → Settings: filen (väljare i mediebiblioteket, eller en URL), giltighet i timmar, formulärtexter, e-postens ämne och text med platshållarna {name}, {link}, {hours}`,
          `${ctx.name} → Subscribers: namn, e-post, länkens status och antal nedladdningar, med borttagning och en CSV-export skyddad av nonce för administratörer`,
          `[${n.tag} id="123"] ger bort en annan fil ur mediebiblioteket med samma formulär`,
        ],
        usage: [
          `Välj filen som ska ges bort under ${ctx.name} → Settings (ladda upp den till mediebiblioteket där, eller klistra in en URL).`,
          `Lägg [${n.tag}] på en sida (bloggens [${n.aliasTag} id="1"] fungerar också; ett id som är en fils ID i mediebiblioteket ger bort den filen i stället).`,
          `Se vem som anmält sig under ${ctx.name} → Subscribers och klicka på Export CSV för att ladda ner listan.`,
        ],
      },
      adminScreens: leadMagnetAdminScreens(ctx),
      siteSections: [leadMagnetSiteSection(ctx)],
      siteCss: files["assets/lead-magnet.css"]!,
      styleTargets: {
        wrapper: c,
        stylesheet: "assets/lead-magnet.css",
        parts: {
          form: "",
          button: `.${c}__submit`,
          title: `.${c}__heading`,
          text: `.${c}__intro`,
          field: `.${c}__field`,
          label: `.${c}__field label`,
          input: `.${c}__field input`,
          notice: `.${c}__notice`,
        },
      },
    };
  },
};
