import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { templateFiles, templateUninstall } from "../template-files";
import { escapeHtml, formRow, settingsForm } from "../../blueprint/preview-html";
import { type AiAssistantNames, aiAssistantNames, DEFAULT_BASE_URL, DEFAULT_MODEL, DESCRIPTION_LENGTH, TONES } from "./ai-assistant-names";

// Starter template 5 of the blog article: an AI content suggestion assistant. A settings page keeps the
// provider's API key (masked, never printed back), base URL, model and tone; a block editor sidebar
// (plain JS on the wp.* globals) asks the plugin's REST route for five titles, a 150-character meta
// description or an excerpt and inserts one with a click. The REST route requires edit_post on the post
// and calls the OpenAI-compatible chat completions API from the server, so the key stays there.

export const aiAssistantTemplate: BlockDefinition = {
  id: "ai-assistant",
  label: "an AI writing assistant in the block editor",
  multiple: false,
  provides: ["settings-page"],
  quickAction: { label: "Add an AI writing assistant in the block editor", prompt: "Add an AI writing assistant in the block editor" },
  sv: { label: "en AI-skrivassistent i blockredigeraren", quickAction: "Lägg till en AI-skrivassistent" },
  defaultName: () => "AI Writing Assistant",
  instanceKey: () => "ai-assistant",
  build(ctx) {
    const n = aiAssistantNames(ctx);
    const files = templateFiles(
      "ai-assistant",
      [
        "includes/ai-assistant.php",
        "includes/ai-assistant-api.php",
        "assets/ai-assistant-editor.js",
        "assets/ai-assistant-editor.css",
      ],
      ctx,
    );
    return {
      files,
      requires: ["includes/ai-assistant.php", "includes/ai-assistant-api.php"],
      uninstall: templateUninstall("ai-assistant", ctx),
      features: [
        `Settings → ${ctx.name}: AI provider API key (stored on the server, shown masked, never printed back), API base URL (any OpenAI-compatible chat completions API), model name and preferred tone`,
        "Block editor sidebar (lightbulb icon) with buttons to suggest five titles, a meta description of at most 150 characters and an excerpt from the post's content",
        "One click inserts a suggestion as the post's title, meta description or excerpt",
        `REST route POST /wp-json/${n.namespace}${n.route}, allowed only to people who may edit the post; the provider is called server-side with wp_remote_post, so the API key never reaches the browser`,
        'The meta description is saved with the post and printed as <meta name="description"> (unless an SEO plugin prints its own)',
        "Clear messages when no key is saved, the post is too short or the provider answers with an error",
      ],
      usage: [
        `Enter your API key, model and tone under Settings → ${ctx.name} (the base URL defaults to OpenAI's; any OpenAI-compatible provider works).`,
        "Edit a post, open the assistant from the lightbulb icon at the top right, and click a suggestion's button to insert it.",
      ],
      sv: {
        features: [
          `Inställningar → ${ctx.name}: API-nyckel för AI-leverantören (sparas på servern, visas maskerad, skrivs aldrig ut igen), API-bas-URL (valfritt OpenAI-kompatibelt API för chattkompletteringar), modellnamn och önskad ton`,
          "Sidopanel i blockredigeraren (glödlampsikonen) med knappar som föreslår fem rubriker, en metabeskrivning på högst 150 tecken och ett utdrag ur inläggets innehåll",
          "Ett klick infogar ett förslag som inläggets rubrik, metabeskrivning eller utdrag",
          `REST-rutten POST /wp-json/${n.namespace}${n.route}, tillåten bara för dem som får redigera inlägget; leverantören anropas på servern med wp_remote_post, så API-nyckeln når aldrig webbläsaren`,
          'Metabeskrivningen sparas med inlägget och skrivs ut som <meta name="description"> (om inte ett SEO-tillägg skriver ut sin egen)',
          "Tydliga meddelanden när ingen nyckel är sparad, inlägget är för kort eller leverantören svarar med ett fel",
        ],
        usage: [
          `Ange din API-nyckel, modell och ton under Inställningar → ${ctx.name} (bas-URL:en är OpenAI:s som standard; alla OpenAI-kompatibla leverantörer fungerar).`,
          "Redigera ett inlägg, öppna assistenten från glödlampsikonen uppe till höger och klicka på ett förslags knapp för att infoga det.",
        ],
      },
      adminScreens: [
        { title: `${ctx.name} Settings`, body: settingsPreview() },
        { title: "Block editor: assistant sidebar", body: sidebarPreview(n) },
      ],
      siteSections: [],
      siteCss: "",
      // The sidebar is the plugin's only own output (in the editor); its stylesheet takes style tweaks.
      styleTargets: {
        wrapper: n.c,
        stylesheet: "assets/ai-assistant-editor.css",
        parts: {
          button: `.${n.c}__button, .${n.c}__insert`,
          list: `.${n.c}__list`,
          item: `.${n.c}__item`,
          text: `.${n.c}__text`,
          notice: `.${n.c}__notice`,
        },
      },
    };
  },
};

function settingsPreview(): string {
  const tones = TONES.map(([key, label]) => `<option${key === "friendly" ? " selected" : ""}>${escapeHtml(label)}</option>`).join("");
  return `<h2>AI provider</h2>
<p>Suggestions are requested from your AI provider by this site's server. The key is stored in the site's database and never sent to the browser; each request is billed to your provider account.</p>
${settingsForm([
  formRow("API key", `<input type="password" class="regular-text" placeholder="sk-••••••••••••Qx7w">`, "A key is saved: sk-••••••••••••Qx7w. Leave the field empty to keep it."),
  formRow("API base URL", `<input type="url" class="regular-text" value="${DEFAULT_BASE_URL}">`, "Any OpenAI-compatible API: /chat/completions is added to this address."),
  formRow("Model", `<input type="text" class="regular-text" value="${DEFAULT_MODEL}">`, "The model name your provider uses, for example gpt-4o-mini."),
  formRow("Preferred tone", `<select>${tones}</select>`, "Every suggestion is written in this tone."),
])}`;
}

function sidebarPreview(n: AiAssistantNames): string {
  const c = n.c;
  const button = (label: string, primary = false) =>
    `<button type="button" class="button${primary ? " button-primary" : ""} ${primary ? `${c}__insert` : `${c}__button`}">${escapeHtml(label)}</button>`;
  const item = (text: string, insert: string, count = false) =>
    `<li class="${c}__item" style="border:1px solid #e0e0e0;border-radius:4px;padding:8px 10px;margin:0 0 8px;background:#fff"><p class="${c}__text" style="margin:0 0 6px">${escapeHtml(text)}</p>${
      count ? `<span class="${c}__count" style="display:block;color:#757575;font-size:12px">${text.length} characters</span>` : ""
    }${button(insert, true)}</li>`;
  const description = "Plan a calm week in Lisbon: where to stay, what to eat and five viewpoints locals love, with a map and a day-by-day route.";
  return `<div class="${c}" style="max-width:300px;background:#fff;border:1px solid #c3c4c7;padding:12px 16px">
<h2 style="margin-top:0">Titles</h2>
<p class="${c}__help" style="color:#757575">Five titles based on what you have written so far.</p>
${button("Suggest five titles")}
<ul class="${c}__list" style="list-style:none;margin:12px 0 0;padding:0">
${item("A Slow Week in Lisbon: Where Locals Actually Go", "Use as title")}
${item("Lisbon in Seven Days, Without the Crowds", "Use as title")}
${item("Five Viewpoints That Make Lisbon Worth the Climb", "Use as title")}
</ul>
<h2>Meta description</h2>
<p class="${c}__help" style="color:#757575">A summary for search results, at most ${DESCRIPTION_LENGTH} characters.</p>
${button("Suggest a meta description")}
<ul class="${c}__list" style="list-style:none;margin:12px 0 0;padding:0">${item(description, "Use as meta description", true)}</ul>
<h2>Excerpt</h2>
${button("Suggest an excerpt")}
</div>`;
}
