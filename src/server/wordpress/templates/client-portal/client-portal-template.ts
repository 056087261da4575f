import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { templateFiles, templateUninstall } from "../template-files";
import { formRow, settingsForm } from "../../blueprint/preview-html";
import { clientPortalNames, STATUSES } from "./client-portal-names";

// Starter template 6 of the blog article ("Client portal"): a Client role, projects created in the admin
// (client, status, notes, private file uploads), a [client_portal] shortcode that shows a signed-in client
// only their own projects, downloads served by a handler that checks ownership, and a settings page for
// the portal page and the e-mails sent to clients when a status changes or notes and files are added.

export const clientPortalTemplate: BlockDefinition = {
  id: "client-portal",
  label: "a client portal with private projects and files",
  multiple: false,
  provides: ["settings-page", "shortcode"],
  quickAction: { label: "Add a client portal with private projects and files", prompt: "Add a client portal with private projects and files" },
  sv: { label: "en kundportal med privata projekt och filer", quickAction: "Lägg till en kundportal" },
  defaultName: () => "Client Portal",
  instanceKey: () => "client-portal",
  build(ctx) {
    const n = clientPortalNames(ctx);
    const names = { shortcode: n.tag, post_type: n.postType };
    const files = templateFiles(
      "client-portal",
      [
        "includes/client-portal.php",
        "includes/client-portal-admin.php",
        "assets/client-portal.css",
        "assets/client-portal-admin.css",
      ],
      ctx,
      names,
    );
    return {
      files,
      requires: ["includes/client-portal.php", "includes/client-portal-admin.php"],
      install: `${n.p}install`,
      uninstall: templateUninstall("client-portal", ctx, names),
      features: [
        "“Client” user role added on activation (removed when the plugin is deleted); clients are sent to the portal after logging in and do not see the toolbar",
        "Client Projects in the admin: create projects with a description, assign each to a client user, set a status (Not started, In progress, Awaiting your feedback, On hold, Completed)",
        "Notes for the client and file uploads on the project screen; files are stored under random names in a private folder (denied by .htaccess) and can be removed again",
        "Project list with client, status and number of files",
        `Shortcode [${n.tag}] (also [${n.aliasTag}] when no other plugin uses that name): the signed-in client sees only their own projects, status, notes and files; visitors get a login form`,
        "Protected downloads: every file goes through a handler that checks the project belongs to the signed-in client (or that the user may edit it); visitors are sent to the login page, other users get a 403",
        "Settings: the portal page, e-mail the client when a status changes and/or when notes or files are added, and a text for the end of each e-mail",
      ],
      usage: [
        `Create a page (for example “My projects”) with [${n.aliasTag}] (or the always available [${n.tag}]) and choose it under Client Projects → Settings.`,
        "Add your clients under Users → Add New with the role “Client”.",
        "Add a project under Client Projects → Add New Project: choose the client and the status, write notes and upload files, then publish it.",
      ],
      sv: {
        features: [
          "Användarrollen “Client” läggs till vid aktivering (tas bort när pluginet raderas); kunder skickas till portalen efter inloggning och ser inte verktygsfältet",
          "Client Projects i admin: skapa projekt med en beskrivning, tilldela vart och ett till en kundanvändare, ange en status (“Not started”, “In progress”, “Awaiting your feedback”, “On hold”, “Completed”)",
          "Anteckningar till kunden och filuppladdningar på projektskärmen; filer sparas under slumpade namn i en privat mapp (nekad via .htaccess) och kan tas bort igen",
          "Projektlista med kund, status och antal filer",
          `Kortkoden [${n.tag}] (även [${n.aliasTag}] när inget annat tillägg använder det namnet): den inloggade kunden ser bara sina egna projekt, status, anteckningar och filer; besökare får ett inloggningsformulär`,
          "Skyddade nedladdningar: varje fil går via en hanterare som kontrollerar att projektet tillhör den inloggade kunden (eller att användaren får redigera det); besökare skickas till inloggningssidan, andra användare får 403",
          "Inställningar: portalsidan, e-post till kunden när en status ändras och/eller när anteckningar eller filer läggs till, och en text i slutet av varje e-postmeddelande",
        ],
        usage: [
          `Skapa en sida (till exempel “Mina projekt”) med [${n.aliasTag}] (eller den alltid tillgängliga [${n.tag}]) och välj den under Client Projects → Settings.`,
          "Lägg till dina kunder under Användare → Lägg till ny med rollen “Client”.",
          "Lägg till ett projekt under Client Projects → Add New Project: välj kund och status, skriv anteckningar och ladda upp filer, och publicera det sedan.",
        ],
      },
      adminScreens: [
        {
          title: "Edit Project",
          body: `<div style="display:grid;grid-template-columns:1fr 260px;gap:16px;max-width:980px">
<div><p><input type="text" class="regular-text" style="width:100%" value="Website redesign"></p>
<div class="card" style="max-width:none"><h2>Files</h2><table class="widefat"><thead><tr><th>File</th><th>Size</th><th>Added</th><th>Remove</th></tr></thead><tbody><tr><td><a href="#">homepage-mockup.pdf</a></td><td>1 MB</td><td>May 14, 2025 10:12 am</td><td><input type="checkbox"></td></tr><tr><td><a href="#">quote-2025-05.pdf</a></td><td>84 KB</td><td>May 2, 2025 4:40 pm</td><td><input type="checkbox"></td></tr></tbody></table><p><strong>Upload files</strong><br><input type="file" multiple></p></div>
<div class="card" style="max-width:none"><h2>Notes</h2><p><em>May 14, 2025 10:12 am · Studio</em><br>The homepage mock-up is ready for your feedback.</p><p><strong>Add a note for the client</strong><br><textarea rows="3" style="width:100%"></textarea></p></div></div>
<div class="card"><h2>Client and status</h2><p><strong>Client</strong><br><select style="width:100%"><option>Jamie Rivera (jamie@example.com)</option></select></p><p><strong>Status</strong><br><select style="width:100%">${STATUSES.map(([key, label]) => `<option${key === "awaiting_feedback" ? " selected" : ""}>${label}</option>`).join("")}</select></p><p><button type="button" class="button button-primary">Update</button></p></div>
</div>`,
        },
        {
          title: "Projects",
          body: `<table class="widefat"><thead><tr><th>Title</th><th>Client</th><th>Status</th><th>Files</th></tr></thead><tbody><tr><td><a href="#">Website redesign</a></td><td>Jamie Rivera</td><td>Awaiting your feedback</td><td>2</td></tr><tr><td><a href="#">Annual accounts 2024</a></td><td>Morgan Lee</td><td>In progress</td><td>5</td></tr><tr><td><a href="#">Brand guidelines</a></td><td>Jamie Rivera</td><td>Completed</td><td>3</td></tr></tbody></table>`,
        },
        {
          title: `${ctx.name} Settings`,
          body: `<h2>Portal</h2>${settingsForm([formRow("Portal page", `<select><option>My projects</option></select>`, `The page holding the [${n.tag}] shortcode. Clients go there after logging in, and the e-mails link to it.`)]).replace(/<p class="submit">[\s\S]*$/, "")}
<h2>E-mail notifications</h2>${settingsForm([
            formRow("E-mail the client", `<label><input type="checkbox" checked> when a project's status changes</label><br><label><input type="checkbox"> when you add a note or a file</label>`),
            formRow("Text at the end of each e-mail", `<textarea rows="3"></textarea>`, "For example your name and phone number."),
          ])}`,
        },
      ],
      siteSections: [
        `<h2>My projects</h2>
<div class="${n.c}">
<p class="${n.c}__intro">Hello Jamie, here are your projects.</p>
<article class="${n.c}__project"><header class="${n.c}__header"><h3 class="${n.c}__title">Website redesign</h3> <span class="${n.c}__status ${n.c}__status--awaiting_feedback">Awaiting your feedback</span></header>
<p class="${n.c}__updated">Last updated May 14, 2025</p>
<div class="${n.c}__description"><p>New homepage, service pages and a blog, launching in June.</p></div>
<h4 class="${n.c}__heading">Files</h4>
<ul class="${n.c}__files"><li class="${n.c}__file"><a class="${n.c}__download" href="#">homepage-mockup.pdf</a> <span class="${n.c}__meta">1 MB · May 14, 2025</span></li><li class="${n.c}__file"><a class="${n.c}__download" href="#">quote-2025-05.pdf</a> <span class="${n.c}__meta">84 KB · May 2, 2025</span></li></ul>
<h4 class="${n.c}__heading">Notes</h4>
<ol class="${n.c}__notes"><li class="${n.c}__note"><time class="${n.c}__meta">May 14, 2025</time><div class="${n.c}__note-text"><p>The homepage mock-up is ready for your feedback.</p></div></li></ol>
</article>
<p class="${n.c}__logout"><a class="${n.c}__button" href="#">Log out</a></p>
</div>`,
      ],
      siteCss: files["assets/client-portal.css"]!,
      styleTargets: {
        wrapper: n.c,
        stylesheet: "assets/client-portal.css",
        parts: {
          title: `.${n.c}__title`,
          text: `.${n.c}__intro, .${n.c}__description`,
          button: `.${n.c}__button`,
          links: `.${n.c}__download`,
          list: `.${n.c}__files, .${n.c}__notes`,
          item: `.${n.c}__project`,
          notice: `.${n.c}__status`,
          form: `.${n.c}__login form`,
          input: `.${n.c}__login input`,
        },
      },
    };
  },
};
