import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";

export const adminNoticeBlock: BlockDefinition = {
  id: "admin-notice",
  label: "an admin notice",
  multiple: false,
  provides: [],
  quickAction: { label: "Add an admin notice", prompt: "Add a dismissible admin notice" },
  sv: { label: "en adminnotis", quickAction: "Lägg till en adminnotis" },
  defaultName: () => "Admin Notice",
  instanceKey: () => "admin-notice",
  build(ctx) {
    const meta = `${ctx.prefix}notice_dismissed`;
    const fallback = `Thanks for installing ${ctx.name}!`;

    const php = fillTemplate(wordpressFile("blueprint/blocks/admin-notice/admin-notice.php"), "php", {
      ctx,
      params: { fallback, name: ctx.name },
      marker: blockMarker("admin-notice", {}),
    });
    return {
      files: { "includes/admin-notice.php": php },
      requires: ["includes/admin-notice.php"],
      uninstall: { userMeta: [meta] },
      features: [
        "Admin notice on the Dashboard and Plugins screens for administrators",
        "Dismiss link protected by a nonce and a capability check; dismissal remembered per user",
      ],
      usage: ["Administrators see the notice on the Dashboard and the Plugins screen until they dismiss it."],
      sv: {
        features: [
          "Adminnotis på adminpanelen och skärmen Tillägg för administratörer",
          "Länk för att avfärda, skyddad av en nonce och en behörighetskontroll; avfärdandet sparas per användare",
        ],
        usage: ["Administratörer ser notisen på adminpanelen och skärmen Tillägg tills de avfärdar den."],
      },
      adminScreens: [
        {
          title: "Dashboard",
          body: `<div class="notice notice-info"><p><strong>${escapeHtml(ctx.name)}</strong> ${escapeHtml(fallback)}</p><p><a class="button" href="#">Dismiss</a></p></div>`,
        },
      ],
      siteSections: [],
      siteCss: "",
    };
  },
};
