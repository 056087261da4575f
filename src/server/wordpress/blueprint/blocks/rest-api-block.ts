import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";

export const restApiBlock: BlockDefinition = {
  id: "rest-api",
  label: "a REST API endpoint",
  multiple: false,
  provides: [],
  quickAction: { label: "Add a REST API endpoint", prompt: "Add a REST API endpoint" },
  sv: { label: "en REST API-slutpunkt", quickAction: "Lägg till en REST API-slutpunkt" },
  defaultName: () => "REST Endpoint",
  instanceKey: () => "rest-api",
  build(ctx) {
    const ns = `${ctx.namespace}/v1`;
    const option = `${ctx.prefix}items`;

    const php = fillTemplate(wordpressFile("blueprint/blocks/rest-api/rest-api.php"), "php", {
      ctx,
      params: { namespace: ns, page_title: `${ctx.name} API` },
      marker: blockMarker("rest-api", {}),
    });
    return {
      files: { "includes/rest-api.php": php },
      requires: ["includes/rest-api.php"],
      uninstall: { options: [option] },
      features: [
        `REST API route /wp-json/${ns}/items: GET for everyone, POST for users who can edit posts, DELETE /items/{id} for administrators`,
        "Arguments validated and sanitised by the REST API (sanitize_callback, validate_callback); errors as WP_Error with HTTP status",
        `Tools → ${ctx.name} API page listing the endpoints and stored items`,
      ],
      usage: [`Call GET /wp-json/${ns}/items; POST needs a logged-in user (X-WP-Nonce header) or an application password.`],
      sv: {
        features: [
          `REST API-rutt /wp-json/${ns}/items: GET för alla, POST för användare som kan redigera inlägg, DELETE /items/{id} för administratörer`,
          "Argument validerade och sanerade av REST-API:t (sanitize_callback, validate_callback); fel som WP_Error med HTTP-status",
          `Sidan Verktyg → ${ctx.name} API som listar slutpunkterna och de sparade posterna`,
        ],
        usage: [`Anropa GET /wp-json/${ns}/items; POST kräver en inloggad användare (huvudet X-WP-Nonce) eller ett applikationslösenord.`],
      },
      adminScreens: [
        {
          title: `${ctx.name} API`,
          body: `<table class="widefat"><thead><tr><th>Request</th><th>Who may call it</th></tr></thead><tbody>
<tr><td><code>GET /wp-json/${escapeHtml(ns)}/items</code></td><td>Everyone</td></tr>
<tr><td><code>POST /wp-json/${escapeHtml(ns)}/items</code> <code>{"text": "…"}</code></td><td>Users who can edit posts</td></tr>
<tr><td><code>DELETE /wp-json/${escapeHtml(ns)}/items/{id}</code></td><td>Administrators</td></tr>
</tbody></table>
<h2>Stored items</h2><ul><li>#1 First item</li><li>#2 Second item</li></ul>`,
        },
      ],
      siteSections: [
        `<p>GET <code>/wp-json/${escapeHtml(ns)}/items</code></p><pre style="background:#1e1e1e;color:#f0f0f1;padding:1em;border-radius:6px;overflow:auto">[
  { "id": 1, "text": "First item", "created": "2025-01-01T09:00:00+00:00" },
  { "id": 2, "text": "Second item", "created": "2025-01-02T09:00:00+00:00" }
]</pre>`,
      ],
      siteCss: "",
    };
  },
};
