import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { templateFiles, templateUninstall } from "../template-files";
import { maintenanceNames } from "./maintenance-names";
import { maintenanceAdminScreens, maintenancePreviewCss, maintenanceSiteSection } from "./maintenance-preview";

// Starter template 9 of the blog article ("Maintenance mode with scheduled launch"): a branded coming soon
// page with logo, heading, message and countdown for visitors, served with HTTP 503 and Retry-After, the
// normal site for administrators, and an automatic switch-off at the launch date and time.
export const maintenanceTemplate: BlockDefinition = {
  id: "maintenance",
  label: "maintenance mode with a scheduled launch",
  multiple: false,
  provides: ["settings-page"],
  quickAction: { label: "Add maintenance mode with a scheduled launch", prompt: "Add maintenance mode with a scheduled launch" },
  sv: { label: "underhållsläge med schemalagd lansering", quickAction: "Lägg till underhållsläge" },
  defaultName: () => "Maintenance Mode",
  instanceKey: () => "maintenance",
  build(ctx) {
    const { c } = maintenanceNames(ctx);
    const files = templateFiles(
      "maintenance",
      [
        "includes/maintenance.php",
        "includes/maintenance-admin.php",
        "assets/maintenance.css",
        "assets/maintenance.js",
        "assets/maintenance-admin.css",
        "assets/maintenance-admin.js",
      ],
      ctx,
    );
    return {
      files,
      // maintenance.php requires the admin file itself, so a later turn that rewrites the loader keeps it.
      requires: ["includes/maintenance.php"],
      uninstall: templateUninstall("maintenance", ctx),
      features: [
        "Coming soon page for visitors with your logo, heading, message and a live countdown to the launch date",
        "HTTP 503 Service Unavailable with a Retry-After header (the seconds until the launch) and noindex, so search engines wait instead of indexing it",
        "Signed-in administrators see and edit the normal site, with a red \"Maintenance mode is on\" reminder in the admin bar; wp-login.php, wp-admin, admin-ajax.php, the REST API and WP-Cron keep working",
        "Automatic switch-off at the chosen launch date and time (in the site's time zone); the countdown reloads the page at zero",
        `Settings → ${ctx.name}: on/off, launch date and time, logo from the Media Library, heading, message, countdown, background, text and accent colours, and a preview link`,
      ],
      usage: [
        `Go to Settings → ${ctx.name}, choose a logo, write the heading and message, pick the colours and set the launch date and time.`,
        "Tick \"Show visitors the coming soon page\" and save; use \"Preview the coming soon page\" to see what visitors see.",
        "At the launch time the mode turns itself off and visitors get the site.",
      ],
      sv: {
        features: [
          "Sidan Kommer snart för besökare med din logotyp, rubrik, ditt meddelande och en levande nedräkning till lanseringsdatumet",
          "HTTP 503 Service Unavailable med huvudet Retry-After (sekunderna till lanseringen) och noindex, så sökmotorer väntar i stället för att indexera sidan",
          "Inloggade administratörer ser och redigerar den vanliga webbplatsen, med en röd påminnelse \"Maintenance mode is on\" i adminfältet; wp-login.php, wp-admin, admin-ajax.php, REST-API:t och WP-Cron fortsätter att fungera",
          "Stängs av automatiskt vid vald lanseringsdag och tid (i webbplatsens tidszon); nedräkningen laddar om sidan vid noll",
          `Inställningar → ${ctx.name}: på/av, lanseringsdatum och tid, logotyp från mediebiblioteket, rubrik, meddelande, nedräkning, bakgrunds-, text- och accentfärg, och en länk för förhandsvisning`,
        ],
        usage: [
          `Gå till Inställningar → ${ctx.name}, välj en logotyp, skriv rubrik och meddelande, välj färgerna och ange lanseringsdatum och tid.`,
          "Kryssa för \"Show visitors the coming soon page\" och spara; använd \"Preview the coming soon page\" för att se det besökarna ser.",
          "Vid lanseringstiden stänger läget av sig självt och besökarna får webbplatsen.",
        ],
      },
      adminScreens: maintenanceAdminScreens(ctx),
      siteSections: [maintenanceSiteSection(ctx)],
      siteCss: `${files["assets/maintenance.css"]!}${maintenancePreviewCss(c)}`,
      styleTargets: {
        wrapper: c,
        stylesheet: "assets/maintenance.css",
        parts: {
          title: `.${c}__heading`,
          text: `.${c}__message`,
          links: `.${c}__message a`,
          list: `.${c}__countdown`,
          item: `.${c}__unit`,
          label: `.${c}__label`,
          image: `.${c}__logo img`,
        },
      },
    };
  },
};
