import type { BlueprintContext } from "../blueprint-context";
import { shortcodeTag } from "../blueprint-context";
import { commentText, echoHtml, phpFileStart, phpString, settingsPageRenderer, tr } from "../php-source";
import { escapeHtml, formRow, settingsForm } from "../preview-html";
import type { BlockDefinition } from "./block-types";

export function sharingTagCandidates(ctx: BlueprintContext): string[] {
  return [shortcodeTag(ctx, "sharing_buttons"), `${ctx.prefix}sharing_buttons_2`];
}

const NETWORKS = [
  { key: "facebook", label: "Facebook", color: "#1877f2" },
  { key: "x", label: "X", color: "#000000" },
  { key: "linkedin", label: "LinkedIn", color: "#0a66c2" },
  { key: "whatsapp", label: "WhatsApp", color: "#25d366" },
  { key: "email", label: "E-mail", color: "#50575e" },
] as const;

export const socialSharingBlock: BlockDefinition = {
  id: "social-sharing",
  label: "social sharing buttons",
  multiple: false,
  provides: ["settings-page", "shortcode"],
  quickAction: { label: "Add social sharing buttons", prompt: "Add social sharing buttons" },
  defaultName: () => "Social Sharing Buttons",
  instanceKey: () => "social-sharing",
  build(ctx, params) {
    const tag = params.tag ?? sharingTagCandidates(ctx)[0]!;
    const p = `${ctx.prefix}sharing_`;
    const c = `${ctx.cssPrefix}share`;
    const option = `${ctx.prefix}sharing_settings`;
    const group = `${ctx.prefix}sharing_group`;
    const page = `${ctx.cssPrefix}sharing`;
    const td = phpString(ctx.textDomain);

    const php = `${phpFileStart(ctx, `Social sharing buttons: added to single posts through the_content, the [${tag}] shortcode and Settings → Social Sharing.`, { id: "social-sharing", params: { tag } })}
/**
 * The networks the buttons can share to: key => label.
 *
 * @return array<string, string>
 */
function ${p}networks() {
	return array(
${NETWORKS.map((network) => `		'${network.key}' => ${tr(ctx, network.label)},`).join("\n")}
	);
}

/**
 * The sharing settings, with defaults.
 *
 * @return array{networks: string[], position: string, label: string}
 */
function ${p}settings() {
	$saved    = get_option( '${option}', array() );
	$defaults = array(
		'networks' => array( 'facebook', 'x', 'linkedin' ),
		'position' => 'after',
		'label'    => ${tr(ctx, "Share this:")},
	);
	return wp_parse_args( is_array( $saved ) ? $saved : array(), $defaults );
}

/**
 * The share link of one network for a URL and a title; every value is URL-encoded.
 *
 * @param string $network Network key.
 * @param string $url     Address to share.
 * @param string $title   Title to share.
 * @return string Empty for an unknown network.
 */
function ${p}share_url( $network, $url, $title ) {
	switch ( $network ) {
		case 'facebook':
			return 'https://www.facebook.com/sharer/sharer.php?u=' . rawurlencode( $url );
		case 'x':
			return 'https://twitter.com/intent/tweet?url=' . rawurlencode( $url ) . '&text=' . rawurlencode( $title );
		case 'linkedin':
			return 'https://www.linkedin.com/sharing/share-offsite/?url=' . rawurlencode( $url );
		case 'whatsapp':
			return 'https://api.whatsapp.com/send?text=' . rawurlencode( $title . ' ' . $url );
		case 'email':
			return 'mailto:?subject=' . rawurlencode( $title ) . '&body=' . rawurlencode( $url );
	}
	return '';
}

/**
 * The buttons for one post.
 *
 * @param int|WP_Post|null $post Post, or the current post.
 * @return string HTML, or an empty string when no network is chosen.
 */
function ${p}buttons_html( $post = null ) {
	$post     = get_post( $post );
	$settings = ${p}settings();
	if ( ! $post || empty( $settings['networks'] ) ) {
		return '';
	}

	$url      = get_permalink( $post );
	$title    = wp_strip_all_tags( html_entity_decode( get_the_title( $post ), ENT_QUOTES, get_bloginfo( 'charset' ) ) );
	$networks = ${p}networks();

	wp_enqueue_style( '${c}' );

	$html = '<div class="${c}"><span class="${c}__label">' . esc_html( $settings['label'] ) . '</span>';
	foreach ( (array) $settings['networks'] as $network ) {
		$href = ${p}share_url( $network, $url, $title );
		if ( '' === $href || ! isset( $networks[ $network ] ) ) {
			continue;
		}
		$new_tab = 'email' === $network ? '' : ' target="_blank" rel="noopener noreferrer nofollow"';
		$html   .= '<a class="${c}__button ${c}__button--' . esc_attr( $network ) . '" href="' . esc_url( $href ) . '"' . $new_tab . '>';
		$html   .= esc_html( $networks[ $network ] );
		$html   .= '</a>';
	}
	$html .= '</div>';

	return $html;
}

/**
 * Adds the buttons before and/or after the content of single posts.
 *
 * @param string $content Post content.
 * @return string
 */
function ${p}filter_content( $content ) {
	// Single posts only, and not in excerpts built from their content.
	if ( ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() || doing_filter( 'get_the_excerpt' ) ) {
		return $content;
	}
	$settings = ${p}settings();
	$buttons  = ${p}buttons_html();
	if ( 'before' === $settings['position'] ) {
		return $buttons . $content;
	}
	if ( 'both' === $settings['position'] ) {
		return $buttons . $content . $buttons;
	}
	return $content . $buttons;
}
add_filter( 'the_content', '${p}filter_content' );

/**
 * Registers the buttons' stylesheet and loads it on single posts.
 */
function ${p}assets() {
	wp_register_style( '${c}', plugins_url( 'assets/social-sharing.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
	if ( is_singular( 'post' ) ) {
		wp_enqueue_style( '${c}' );
	}
}
add_action( 'wp_enqueue_scripts', '${p}assets' );

/**
 * Renders [${tag}]: the buttons for the current post or page, anywhere.
 *
 * @return string
 */
function ${p}shortcode() {
	return ${p}buttons_html();
}
add_shortcode( ${phpString(tag)}, '${p}shortcode' );

/**
 * Registers the sharing settings.
 */
function ${p}register_settings() {
	register_setting(
		'${group}',
		'${option}',
		array(
			'type'              => 'array',
			'sanitize_callback' => '${p}sanitize_settings',
		)
	);
	add_settings_section( '${p}main', ${tr(ctx, "Buttons")}, '__return_false', '${page}' );
	add_settings_field( '${p}networks', ${tr(ctx, "Networks")}, '${p}render_networks_field', '${page}', '${p}main' );
	add_settings_field( '${p}position', ${tr(ctx, "Position")}, '${p}render_position_field', '${page}', '${p}main', array( 'label_for' => '${p}position' ) );
	add_settings_field( '${p}label', ${tr(ctx, "Label")}, '${p}render_label_field', '${page}', '${p}main', array( 'label_for' => '${p}label' ) );
}
add_action( 'admin_init', '${p}register_settings' );

/**
 * Keeps only known networks and positions.
 *
 * @param mixed $input Submitted values.
 * @return array{networks: string[], position: string, label: string}
 */
function ${p}sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$networks = isset( $input['networks'] ) ? array_map( 'sanitize_key', (array) $input['networks'] ) : array();
	$position = isset( $input['position'] ) ? sanitize_key( $input['position'] ) : 'after';
	return array(
		'networks' => array_values( array_intersect( array_keys( ${p}networks() ), $networks ) ),
		'position' => in_array( $position, array( 'before', 'after', 'both' ), true ) ? $position : 'after',
		'label'    => isset( $input['label'] ) ? sanitize_text_field( $input['label'] ) : '',
	);
}

/**
 * Adds Settings → Social Sharing.
 */
function ${p}add_settings_page() {
	add_options_page( ${tr(ctx, "Social Sharing")}, ${tr(ctx, "Social Sharing")}, 'manage_options', '${page}', '${p}render_settings_page' );
}
add_action( 'admin_menu', '${p}add_settings_page' );

/**
 * Prints Settings → Social Sharing.
 */
${settingsPageRenderer(`${p}render_settings_page`, group, page)}

/**
 * One checkbox per network.
 */
function ${p}render_networks_field() {
	$settings = ${p}settings();
	foreach ( ${p}networks() as $key => $label ) {
		?>
		<label style="display: block; margin-bottom: 4px;">
			<input type="checkbox" name="${option}[networks][]" value="<?php echo esc_attr( $key ); ?>" <?php checked( in_array( $key, (array) $settings['networks'], true ) ); ?> />
			<?php echo esc_html( $label ); ?>
		</label>
		<?php
	}
}

/**
 * Where the buttons go on single posts.
 */
function ${p}render_position_field() {
	$settings  = ${p}settings();
	$positions = array(
		'before' => ${tr(ctx, "Before the content")},
		'after'  => ${tr(ctx, "After the content")},
		'both'   => ${tr(ctx, "Before and after the content")},
	);
	?>
	<select id="${p}position" name="${option}[position]">
		<?php foreach ( $positions as $value => $label ) : ?>
			<option value="<?php echo esc_attr( $value ); ?>" <?php selected( $settings['position'], $value ); ?>><?php echo esc_html( $label ); ?></option>
		<?php endforeach; ?>
	</select>
	<p class="description"><?php ${echoHtml(ctx, `Elsewhere, put [${tag}] where the buttons should appear.`)} ?></p>
	<?php
}

/**
 * The text before the buttons.
 */
function ${p}render_label_field() {
	$settings = ${p}settings();
	?>
	<input type="text" class="regular-text" id="${p}label" name="${option}[label]" value="<?php echo esc_attr( $settings['label'] ); ?>" />
	<?php
}

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ${p}action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=${page}' ) ) . '">' . esc_html__( 'Settings', ${td} ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . ${ctx.constPrefix}BASENAME, '${p}action_link' );
`;
    const css = sharingCss(c);
    const defaults = new Set(["facebook", "x", "linkedin"]);
    return {
      files: {
        "includes/social-sharing.php": php,
        "assets/social-sharing.css": `/* ${commentText(ctx.name)}: social sharing buttons. */\n${css}`,
      },
      requires: ["includes/social-sharing.php"],
      uninstall: [`delete_option( '${option}' );`],
      features: [
        "Sharing buttons for Facebook, X, LinkedIn, WhatsApp and e-mail, added to single posts through the_content",
        "Share links built with rawurlencode and printed with esc_url; external links open in a new tab with rel=noopener",
        "Settings → Social Sharing: choose networks, position (before, after or both) and label",
        `Shortcode [${tag}] to place the buttons anywhere`,
      ],
      usage: [
        "The buttons appear on every single post automatically.",
        "Choose networks and position under Settings → Social Sharing.",
      ],
      adminScreens: [
        {
          title: "Social Sharing",
          body: settingsForm([
            formRow(
              "Networks",
              NETWORKS.map(
                (network) =>
                  `<label style="display:block;margin-bottom:4px"><input type="checkbox"${defaults.has(network.key) ? " checked" : ""}> ${escapeHtml(network.label)}</label>`,
              ).join(""),
            ),
            formRow(
              "Position",
              `<select><option>Before the content</option><option selected>After the content</option><option>Before and after the content</option></select>`,
              `Elsewhere, put [${tag}] where the buttons should appear.`,
            ),
            formRow("Label", `<input type="text" class="regular-text" value="Share this:">`),
          ]),
        },
      ],
      siteSections: [
        `<h2>Ten tips for a faster website</h2>
<p>Images are often the heaviest part of a page. Resize them before uploading and let WordPress serve the right size.</p>
<p>Caching saves your server from building the same page again and again.</p>
<div class="${c}"><span class="${c}__label">Share this:</span>${NETWORKS.filter((network) => defaults.has(network.key))
          .map((network) => `<a class="${c}__button ${c}__button--${network.key}" href="#">${escapeHtml(network.label)}</a>`)
          .join("")}</div>`,
      ],
      siteCss: css,
      styleTargets: {
        wrapper: c,
        stylesheet: "assets/social-sharing.css",
        parts: { button: `.${c}__button`, links: `.${c}__button`, label: `.${c}__label`, title: `.${c}__label`, text: `.${c}__label` },
      },
    };
  },
};

function sharingCss(c: string): string {
  return `.${c} {
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.5em;
	margin: 1.5em 0;
}
.${c}__label {
	font-weight: 600;
	margin-right: 0.25em;
}
.${c}__button {
	display: inline-block;
	padding: 0.45em 1em;
	border-radius: 4px;
	color: #fff;
	font-size: 0.9em;
	font-weight: 600;
	line-height: 1.4;
	text-decoration: none;
}
.${c}__button:hover,
.${c}__button:focus {
	color: #fff;
	opacity: 0.85;
}
${NETWORKS.map((network) => `.${c}__button--${network.key} {\n\tbackground: ${network.color};\n}`).join("\n")}
`;
}
