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
