import type { BlueprintContext } from "../blueprint-context";
import { commentText, phpFileStart, phpString, tr, trHtml } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";
import type { MetaField, PostTypeKind } from "./post-type-catalogue";
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
  defaultName: (params) => kindFromParams(params).plural,
  instanceKey: (params) => `post-type:${params.type ?? "item"}`,
  build(ctx, params) {
    const kind = kindFromParams(params);
    const tag = params.tag ?? `${ctx.prefix}${kind.key}_list`;
    const postType = postTypeKey(kind);
    const f = `${ctx.prefix}${kind.key}_`;
    const c = `${ctx.cssPrefix}${kind.key.replace(/_/g, "-")}`;
    const file = `includes/post-type-${kind.key.replace(/_/g, "-")}.php`;
    const cssFile = `assets/${kind.key.replace(/_/g, "-")}.css`;
    const markerParams: Record<string, string> = { type: kind.key, singular: kind.singular, plural: kind.plural, tag };
    const plural = kind.plural;
    const singular = kind.singular;

    const php = `${phpFileStart(ctx, `The ${plural} post type: registration, meta box, admin column and the [${tag}] list shortcode.`, { id: "post-type", params: markerParams })}
/**
 * Registers the ${commentText(singular)} post type and its meta fields.
 */
function ${f}register_post_type() {
	$labels = array(
		'name'               => ${tr(ctx, plural)},
		'singular_name'      => ${tr(ctx, singular)},
		'menu_name'          => ${tr(ctx, plural)},
		'add_new_item'       => ${tr(ctx, `Add New ${singular}`)},
		'edit_item'          => ${tr(ctx, `Edit ${singular}`)},
		'new_item'           => ${tr(ctx, `New ${singular}`)},
		'view_item'          => ${tr(ctx, `View ${singular}`)},
		'all_items'          => ${tr(ctx, `All ${plural}`)},
		'search_items'       => ${tr(ctx, `Search ${plural}`)},
		'not_found'          => ${tr(ctx, `No ${plural.toLowerCase()} found.`)},
		'not_found_in_trash' => ${tr(ctx, `No ${plural.toLowerCase()} found in Trash.`)},
	);

	register_post_type(
		'${postType}',
		array(
			'labels'       => $labels,
			'public'       => true,
			'show_in_rest' => true,
			'has_archive'  => true,
			'menu_icon'    => '${kind.icon}',
			'rewrite'      => array( 'slug' => '${rewriteSlug(kind)}' ),
			'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail' ),
		)
	);
${kind.fields.map((field) => registerMeta(ctx, postType, f, field)).join("")}}
add_action( 'init', '${f}register_post_type' );
${kind.fields.length ? metaBoxCode(ctx, kind, postType, f) : ""}
/**
 * Registers the list shortcode's stylesheet; it is enqueued only where the shortcode is used.
 */
function ${f}register_assets() {
	wp_register_style( '${c}', plugins_url( '${cssFile}', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
}
add_action( 'wp_enqueue_scripts', '${f}register_assets' );

/**
 * Renders [${tag} count="6"]: the latest ${commentText(plural.toLowerCase())}.
 *
 * @param array|string $atts Shortcode attributes.
 * @return string
 */
function ${f}render_list( $atts ) {
	$atts  = shortcode_atts( array( 'count' => 6 ), $atts, '${tag}' );
	$count = min( 50, max( 1, absint( $atts['count'] ) ) );

	$query = new WP_Query(
		array(
			'post_type'      => '${postType}',
			'post_status'    => 'publish',
			'posts_per_page' => $count,
			'no_found_rows'  => true,
		)
	);

	if ( ! $query->have_posts() ) {
		return '<p class="${c}-list__empty">' . ${trHtml(ctx, `No ${plural.toLowerCase()} yet.`)} . '</p>';
	}

	wp_enqueue_style( '${c}' );

	$html = '<div class="${c}-list">';
	foreach ( $query->posts as $item ) {
		$html .= '<article class="${c}">';
		$html .= get_the_post_thumbnail( $item, 'medium', array( 'class' => '${c}__image' ) );
		$html .= '<h3 class="${c}__title"><a href="' . esc_url( get_permalink( $item ) ) . '">' . esc_html( get_the_title( $item ) ) . '</a></h3>';
		$html .= '<div class="${c}__text">' . wp_kses_post( wpautop( get_the_excerpt( $item ) ) ) . '</div>';
${kind.fields.map((field) => listFieldCode(ctx, f, c, field)).join("")}		$html .= '</article>';
	}
	$html .= '</div>';

	return $html;
}
add_shortcode( ${phpString(tag)}, '${f}render_list' );

/**
 * Registers the post type and refreshes permalinks so that its pages work at once.
 */
function ${f}install() {
	${f}register_post_type();
	flush_rewrite_rules();
}

/**
 * Removes the post type's permalinks when the plugin is deactivated (its posts are kept).
 */
function ${f}deactivate() {
	unregister_post_type( '${postType}' );
	flush_rewrite_rules();
}
`;
    const css = listCss(c);
    const sample = kind.samples;
    return {
      files: { [file]: php, [cssFile]: `/* ${commentText(ctx.name)}: ${commentText(plural)} list. */\n${css}` },
      requires: [file],
      install: `${f}install`,
      deactivate: `${f}deactivate`,
      uninstall: [],
      features: [
        `Custom post type "${plural}" (${postType}) with archive, block editor and REST API support`,
        ...(kind.fields.length
          ? [`${singular} details meta box (${kind.fields.map((field) => field.label).join(", ")}) with nonce, capability check and sanitising`]
          : []),
        `Shortcode [${tag}] listing the latest ${plural.toLowerCase()}`,
      ],
      usage: [`Add ${plural.toLowerCase()} under ${plural} in the admin menu, then put [${tag}] in a page to list them (or visit /${rewriteSlug(kind)}/).`],
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

const SANITIZERS: Record<MetaField["type"], string> = {
  text: "sanitize_text_field",
  url: "esc_url_raw",
  email: "sanitize_email",
  date: "sanitize_text_field",
  number: "absint",
};

function metaKey(f: string, field: MetaField): string {
  return `_${f}${field.key}`;
}

function registerMeta(ctx: BlueprintContext, postType: string, f: string, field: MetaField): string {
  return `
	register_post_meta(
		'${postType}',
		'${metaKey(f, field)}',
		array(
			'type'              => '${field.type === "number" ? "integer" : "string"}',
			'single'            => true,
			'show_in_rest'      => true,
			'sanitize_callback' => '${SANITIZERS[field.type]}',
			'auth_callback'     => '${f}can_edit_meta',
		)
	);
`;
}

function inputType(field: MetaField): string {
  return { text: "text", url: "url", email: "email", date: "date", number: "number" }[field.type];
}

function metaBoxCode(ctx: BlueprintContext, kind: PostTypeKind, postType: string, f: string): string {
  const nonceAction = `${f}save_details`;
  const nonceName = `${f}details_nonce`;
  return `
/**
 * Only people who may edit the post may change its meta fields through the REST API.
 *
 * @param bool   $allowed  Whether the user may edit the field.
 * @param string $meta_key Meta key.
 * @param int    $post_id  Post ID.
 * @return bool
 */
function ${f}can_edit_meta( $allowed, $meta_key, $post_id ) {
	return current_user_can( 'edit_post', (int) $post_id );
}

/**
 * Adds the ${commentText(kind.singular)} details meta box.
 */
function ${f}add_meta_box() {
	add_meta_box( '${f}details', ${tr(ctx, `${kind.singular} details`)}, '${f}render_meta_box', '${postType}', 'normal', 'high' );
}
add_action( 'add_meta_boxes', '${f}add_meta_box' );

/**
 * Prints the meta box fields.
 *
 * @param WP_Post $post The post being edited.
 */
function ${f}render_meta_box( $post ) {
	wp_nonce_field( '${nonceAction}', '${nonceName}' );
	?>
	<table class="form-table" role="presentation">
${kind.fields
  .map(
    (field) => `		<tr>
			<th scope="row"><label for="${f}${field.key}"><?php ${`esc_html_e( ${phpString(field.label)}, ${phpString(ctx.textDomain)} );`} ?></label></th>
			<td><input type="${inputType(field)}" class="regular-text" id="${f}${field.key}" name="${f}${field.key}" value="<?php echo esc_attr( (string) get_post_meta( $post->ID, '${metaKey(f, field)}', true ) ); ?>"${field.type === "number" ? ' min="0"' : ""} /></td>
		</tr>
`,
  )
  .join("")}	</table>
	<?php
}

/**
 * Saves the meta box fields: checks the nonce and the user's right to edit this post, then sanitises.
 *
 * @param int $post_id Post ID.
 */
function ${f}save_meta_box( $post_id ) {
	if ( ! isset( $_POST['${nonceName}'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['${nonceName}'] ) ), '${nonceAction}' ) ) {
		return;
	}
	if ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) {
		return;
	}
	if ( ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}
${kind.fields.map((field) => saveFieldCode(f, field)).join("")}}
add_action( 'save_post_${postType}', '${f}save_meta_box' );

/**
 * Adds a "${commentText(kind.fields[0]!.label)}" column to the ${commentText(kind.plural)} list.
 *
 * @param string[] $columns Column titles by key.
 * @return string[]
 */
function ${f}admin_columns( $columns ) {
	$columns['${f}${kind.fields[0]!.key}'] = ${tr(ctx, kind.fields[0]!.label)};
	return $columns;
}
add_filter( 'manage_${postType}_posts_columns', '${f}admin_columns' );

/**
 * Prints the column's value.
 *
 * @param string $column  Column key.
 * @param int    $post_id Post ID.
 */
function ${f}admin_column_value( $column, $post_id ) {
	if ( '${f}${kind.fields[0]!.key}' === $column ) {
		echo esc_html( (string) get_post_meta( $post_id, '${metaKey(f, kind.fields[0]!)}', true ) );
	}
}
add_action( 'manage_${postType}_posts_custom_column', '${f}admin_column_value', 10, 2 );
`;
}

function saveFieldCode(f: string, field: MetaField): string {
  const input = `$_POST['${f}${field.key}']`;
  const key = metaKey(f, field);
  let value: string;
  switch (field.type) {
    case "url":
      value = `esc_url_raw( wp_unslash( ${input} ) )`;
      break;
    case "email":
      value = `sanitize_email( wp_unslash( ${input} ) )`;
      break;
    case "number":
      value = `absint( wp_unslash( ${input} ) )`;
      break;
    case "date":
      value = `sanitize_text_field( wp_unslash( ${input} ) )`;
      break;
    default:
      value = `sanitize_text_field( wp_unslash( ${input} ) )`;
  }
  const valid =
    field.type === "date"
      ? `'' !== $value && preg_match( '/^\\d{4}-\\d{2}-\\d{2}$/', $value )`
      : field.type === "number"
        ? `isset( ${input} ) && '' !== ${input}`
        : `'' !== $value`;
  return `
	$value = isset( ${input} ) ? ${value} : '';
	if ( ${valid} ) {
		update_post_meta( $post_id, '${key}', $value );
	} else {
		delete_post_meta( $post_id, '${key}' );
	}
`;
}

function listFieldCode(ctx: BlueprintContext, f: string, c: string, field: MetaField): string {
  const key = metaKey(f, field);
  const cls = `${c}__field ${c}__field--${field.key.replace(/_/g, "-")}`;
  const label = `'<span class="${c}__label">' . esc_html__( ${phpString(`${field.label}:`)}, ${phpString(ctx.textDomain)} ) . '</span> '`;
  let shown: string;
  switch (field.type) {
    case "url":
      shown = `'<a href="' . esc_url( $value ) . '">' . esc_html( wp_parse_url( $value, PHP_URL_HOST ) ? wp_parse_url( $value, PHP_URL_HOST ) : $value ) . '</a>'`;
      break;
    case "email":
      shown = `'<a href="' . esc_url( 'mailto:' . antispambot( $value ) ) . '">' . esc_html( antispambot( $value ) ) . '</a>'`;
      break;
    case "date":
      shown = `esc_html( date_i18n( get_option( 'date_format' ), strtotime( $value ) ) )`;
      break;
    default:
      shown = `esc_html( $value )`;
  }
  return `		$value = (string) get_post_meta( $item->ID, '${key}', true );
		if ( '' !== $value ) {
			$html .= '<p class="${cls}">' . ${label} . ${shown} . '</p>';
		}
`;
}

function listCss(c: string): string {
  return `.${c}-list {
	display: grid;
	grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
	gap: 1.5em;
	margin: 1.5em 0;
}
.${c} {
	border: 1px solid #dcdcde;
	border-radius: 6px;
	padding: 1em 1.25em;
	background: #fff;
}
.${c}__image {
	display: block;
	width: 100%;
	height: auto;
	margin-bottom: 0.75em;
	border-radius: 4px;
}
.${c}__title {
	font-size: 1.1em;
	margin: 0 0 0.5em;
}
.${c}__title a {
	text-decoration: none;
}
.${c}__text p {
	margin: 0 0 0.5em;
}
.${c}__field {
	margin: 0.25em 0 0;
	font-size: 0.9em;
	color: #50575e;
}
.${c}__label {
	font-weight: 600;
}
`;
}
