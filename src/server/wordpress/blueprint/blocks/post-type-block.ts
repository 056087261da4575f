import { fillTemplate, joinPhp } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker, commentText } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";
import type { PostTypeKind } from "./post-type-catalogue";
import { kindFromParams } from "./post-type-catalogue";

/** The post type's key: "ps_" and the kind's key, at most 20 characters as WordPress requires. */
export function postTypeKey(kind: PostTypeKind): string {
  return `ps_${kind.key}`.slice(0, 20);
}

function rewriteSlug(kind: PostTypeKind): string {
  return (
    kind.plural
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || kind.key
  );
}

export const postTypeBlock: BlockDefinition = {
  id: "post-type",
  label: "a custom post type",
  multiple: true,
  provides: ["shortcode"],
  quickAction: { label: "Add a custom post type for events", prompt: "Add a custom post type for events" },
  sv: { label: "en anpassad inläggstyp", quickAction: "Lägg till en anpassad inläggstyp för evenemang" },
  defaultName: (params) => kindFromParams(params).plural,
  instanceKey: (params) => `post-type:${params.type ?? "item"}`,
  build(ctx, params) {
    const kind = kindFromParams(params);
    const tag = params.tag ?? `${ctx.prefix}${kind.key}_list`;
    const postType = postTypeKey(kind);
    const c = `${ctx.cssPrefix}${kind.key.replace(/_/g, "-")}`;
    const file = `includes/post-type-${kind.key.replace(/_/g, "-")}.php`;
    const cssFile = `assets/${kind.key.replace(/_/g, "-")}.css`;
    const markerParams: Record<string, string> = { type: kind.key, singular: kind.singular, plural: kind.plural, tag };
    const plural = kind.plural;
    const singular = kind.singular;

    // The plugin's prefix and the kind's key begin the file's function names and meta keys (ps_shop_event_…).
    const f = `${ctx.prefix}${kind.key}_`;
    const names = { kind: f.slice(0, -1), class: c, post_type: postType };
    const values = {
      field_keys: kind.fields.map((field) => field.key),
      field_labels: kind.fields.map((field) => field.label),
      field_types: kind.fields.map((field) => field.type),
      plural,
      singular,
      add_new_item: `Add New ${singular}`,
      edit_item: `Edit ${singular}`,
      new_item: `New ${singular}`,
      view_item: `View ${singular}`,
      all_items: `All ${plural}`,
      search_items: `Search ${plural}`,
      not_found: `No ${plural.toLowerCase()} found.`,
      not_found_in_trash: `No ${plural.toLowerCase()} found in Trash.`,
      none_yet: `No ${plural.toLowerCase()} yet.`,
      details_title: `${singular} details`,
      icon: kind.icon,
      slug: rewriteSlug(kind),
      stylesheet: cssFile,
      tag,
    };
    const marker = blockMarker("post-type", markerParams);
    const fill = (path: string) => fillTemplate(wordpressFile(`blueprint/blocks/post-type/${path}`), "php", { ctx, params: values, names, marker });
    // The meta box and the admin column only for a post type with meta fields.
    const php = kind.fields.length ? joinPhp(fill("post-type.php"), fill("meta-box.part.php")) : fill("post-type.php");
    const css = fillTemplate(wordpressFile("blueprint/blocks/post-type/post-type.css"), "css", { ctx, params: {}, names });
    const sample = kind.samples;
    return {
      files: { [file]: php, [cssFile]: `/* ${commentText(ctx.name)}: ${commentText(plural)} list. */\n${css}` },
      requires: [file],
      install: `${f}install`,
      deactivate: `${f}deactivate`,
      uninstall: {},
      features: [
        `Custom post type "${plural}" (${postType}) with archive, block editor and REST API support`,
        ...(kind.fields.length
          ? [`${singular} details meta box (${kind.fields.map((field) => field.label).join(", ")}) with nonce, capability check and sanitising`]
          : []),
        `Shortcode [${tag}] listing the latest ${plural.toLowerCase()}`,
      ],
      usage: [`Add ${plural.toLowerCase()} under ${plural} in the admin menu, then put [${tag}] in a page to list them (or visit /${rewriteSlug(kind)}/).`],
      sv: {
        features: [
          `Anpassad inläggstyp "${plural}" (${postType}) med arkiv, stöd för blockredigeraren och REST-API:t`,
          ...(kind.fields.length ? [`Metaruta för uppgifter om "${singular}" (${kind.fields.map((field) => field.label).join(", ")}) med nonce, behörighetskontroll och sanering`] : []),
          `Kortkod [${tag}] som listar de senaste i "${plural}"`,
        ],
        usage: [`Lägg till poster under ${plural} i adminmenyn och lägg sedan [${tag}] på en sida för att lista dem (eller besök /${rewriteSlug(kind)}/).`],
      },
      adminScreens: [
        {
          title: plural,
          body: `<p><a class="button" href="#">Add New ${escapeHtml(singular)}</a></p>
<div class="subsubsub">All (${sample.length}) | Published (${sample.length})</div>
<table class="widefat"><thead><tr><th>Title</th>${kind.fields[0] ? `<th>${escapeHtml(kind.fields[0].label)}</th>` : ""}<th>Date</th></tr></thead><tbody>
${sample
  .map(
    (item) =>
      `<tr><td><a href="#">${escapeHtml(item.title)}</a></td>${kind.fields[0] ? `<td>${escapeHtml(item.values[kind.fields[0].key] ?? "")}</td>` : ""}<td>Published</td></tr>`,
  )
  .join("\n")}
</tbody></table>`,
        },
      ],
      siteSections: [
        `<h2>${escapeHtml(plural)}</h2>
<div class="${c}-list">
${sample
  .map(
    (item) => `<article class="${c}"><h3 class="${c}__title"><a href="#">${escapeHtml(item.title)}</a></h3><div class="${c}__text"><p>${escapeHtml(item.text)}</p></div>${kind.fields
      .map(
        (field) =>
          `<p class="${c}__field ${c}__field--${field.key.replace(/_/g, "-")}"><span class="${c}__label">${escapeHtml(field.label)}:</span> ${escapeHtml(item.values[field.key] ?? "")}</p>`,
      )
      .join("")}</article>`,
  )
  .join("\n")}
</div>`,
      ],
      siteCss: css,
      styleTargets: {
        wrapper: `${c}-list`,
        stylesheet: cssFile,
        parts: {
          list: "",
          item: `.${c}`,
          title: `.${c}__title`,
          links: `.${c}__title a`,
          text: `.${c}__text`,
          field: `.${c}__field`,
          label: `.${c}__label`,
          image: `.${c}__image`,
        },
      },
    };
  },
};
