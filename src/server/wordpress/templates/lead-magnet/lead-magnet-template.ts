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
