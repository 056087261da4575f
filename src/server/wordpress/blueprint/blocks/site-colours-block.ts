import { commentText, echoHtml, phpFileStart, phpString, settingsPageRenderer, tr } from "../php-source";
import { escapeHtml, formRow, settingsForm } from "../preview-html";
import type { BlockDefinition } from "./block-types";

const COLOURS = [
  { key: "primary", label: "Primary colour", value: "#0073aa", help: "Links and highlights." },
  { key: "secondary", label: "Secondary colour", value: "#23282d", help: "Headings." },
  { key: "accent", label: "Accent colour", value: "#d54e21", help: "Buttons." },
  { key: "text", label: "Text colour", value: "#1e1e1e", help: "Body text." },
  { key: "background", label: "Background colour", value: "#ffffff", help: "Page background." },
] as const;

export const siteColoursBlock: BlockDefinition = {
  id: "site-colours",
  label: "a settings page for site colours",
  multiple: false,
  provides: ["settings-page"],
  quickAction: { label: "Add a site colours page", prompt: "Add a settings page for site colours" },
  defaultName: () => "Site Colours",
  instanceKey: () => "site-colours",
  build(ctx) {
    const p = `${ctx.prefix}colours_`;
    const c = `${ctx.cssPrefix}colours`;
    const v = `--${ctx.cssPrefix}`;
    const option = `${ctx.prefix}colours`;
    const group = `${ctx.prefix}colours_group`;
    const page = `${ctx.cssPrefix}site-colours`;
    const td = phpString(ctx.textDomain);

    const php = `${phpFileStart(ctx, "Settings → Site Colours: colours chosen with the WordPress colour picker, printed as CSS custom properties in wp_head.", { id: "site-colours" })}
/**
 * The colours the page lets people choose: key => label and default.
 *
 * @return array<string, array{label: string, default: string, help: string}>
 */
function ${p}fields() {
	return array(
${COLOURS.map(
  (colour) =>
    `		'${colour.key}' => array(
			'label'   => ${tr(ctx, colour.label)},
			'default' => '${colour.value}',
			'help'    => ${tr(ctx, colour.help)},
		),`,
).join("\n")}
	);
}

/**
 * The saved colours, with defaults.
 *
 * @return array<string, mixed>
 */
function ${p}get() {
	$saved    = get_option( '${option}', array() );
	$defaults = array( 'apply' => true );
	foreach ( ${p}fields() as $key => $field ) {
		$defaults[ $key ] = $field['default'];
	}
	return wp_parse_args( is_array( $saved ) ? $saved : array(), $defaults );
}

/**
 * Registers the colours setting, its section and one field per colour.
 */
function ${p}register_settings() {
	register_setting(
		'${group}',
		'${option}',
		array(
			'type'              => 'array',
			'sanitize_callback' => '${p}sanitize',
		)
	);
	add_settings_section( '${p}main', ${tr(ctx, "Colours")}, '${p}render_section', '${page}' );
	foreach ( ${p}fields() as $key => $field ) {
		add_settings_field(
			'${p}' . $key,
			$field['label'],
			'${p}render_colour_field',
			'${page}',
			'${p}main',
			array(
				'label_for' => '${p}' . $key,
				'key'       => $key,
			)
		);
	}
	add_settings_field( '${p}apply', ${tr(ctx, "Apply to the theme")}, '${p}render_apply_field', '${page}', '${p}main' );
}
add_action( 'admin_init', '${p}register_settings' );

/**
 * Keeps only valid hex colours (sanitize_hex_color); an invalid one keeps its previous value.
 *
 * @param mixed $input Submitted values.
 * @return array<string, mixed>
 */
function ${p}sanitize( $input ) {
	$input   = is_array( $input ) ? $input : array();
	$current = ${p}get();
	$clean   = array( 'apply' => ! empty( $input['apply'] ) );
	foreach ( ${p}fields() as $key => $field ) {
		$colour = isset( $input[ $key ] ) ? sanitize_hex_color( $input[ $key ] ) : null;
		if ( ! $colour ) {
			add_settings_error(
				'${option}',
				'${p}' . $key,
				sprintf(
					/* translators: %s: colour name. */
					${tr(ctx, "%s must be a hex colour such as #0073aa; the previous value was kept.")},
					$field['label']
				)
			);
			$colour = sanitize_hex_color( (string) $current[ $key ] );
		}
		$clean[ $key ] = $colour ? $colour : $field['default'];
	}
	return $clean;
}

/**
 * Adds Settings → Site Colours.
 */
function ${p}add_page() {
	add_options_page( ${tr(ctx, "Site Colours")}, ${tr(ctx, "Site Colours")}, 'manage_options', '${page}', '${p}render_page' );
}
add_action( 'admin_menu', '${p}add_page' );

/**
 * Prints Settings → Site Colours.
 */
${settingsPageRenderer(`${p}render_page`, group, page)}

/**
 * Explains how the colours are used.
 */
function ${p}render_section() {
	echo '<p>' . ${`esc_html__( ${phpString(`The colours are available to your theme and custom CSS as CSS custom properties, for example var(${v}primary).`)}, ${td} )`} . '</p>';
}

/**
 * One colour field, turned into a colour picker by assets/site-colours.js.
 *
 * @param array{key: string} $args Field arguments.
 */
function ${p}render_colour_field( $args ) {
	$fields = ${p}fields();
	$key    = $args['key'];
	if ( ! isset( $fields[ $key ] ) ) {
		return;
	}
	$colours = ${p}get();
	?>
	<input type="text" class="${c}-field" id="<?php echo esc_attr( '${p}' . $key ); ?>" name="<?php echo esc_attr( '${option}[' . $key . ']' ); ?>" value="<?php echo esc_attr( (string) $colours[ $key ] ); ?>" data-default-color="<?php echo esc_attr( $fields[ $key ]['default'] ); ?>" />
	<p class="description"><?php echo esc_html( $fields[ $key ]['help'] ); ?></p>
	<?php
}

/**
 * The "apply to the theme" checkbox.
 */
function ${p}render_apply_field() {
	$colours = ${p}get();
	?>
	<label>
		<input type="checkbox" name="${option}[apply]" value="1" <?php checked( ! empty( $colours['apply'] ) ); ?> />
		<?php ${echoHtml(ctx, "Also use the colours for the page background, text, headings, links and buttons.")} ?>
	</label>
	<?php
}

/**
 * Loads the colour picker on the Site Colours page only.
 *
 * @param string $hook_suffix The current admin page.
 */
function ${p}admin_assets( $hook_suffix ) {
	if ( 'settings_page_${page}' !== $hook_suffix ) {
		return;
	}
	wp_enqueue_style( 'wp-color-picker' );
	wp_enqueue_script( '${c}-admin', plugins_url( 'assets/site-colours.js', __DIR__ ), array( 'jquery', 'wp-color-picker' ), ${ctx.constPrefix}VERSION, true );
}
add_action( 'admin_enqueue_scripts', '${p}admin_assets' );

/**
 * Prints the colours as CSS custom properties in the page head. Every value passes
 * sanitize_hex_color again and the CSS is escaped on output.
 */
function ${p}print_css() {
	$colours = ${p}get();
	$css     = ':root{';
	foreach ( array_keys( ${p}fields() ) as $key ) {
		$colour = sanitize_hex_color( (string) $colours[ $key ] );
		if ( $colour ) {
			$css .= '${v}' . $key . ':' . $colour . ';';
		}
	}
	$css .= '}';
	if ( ! empty( $colours['apply'] ) ) {
		$css .= 'body{background-color:var(${v}background);color:var(${v}text);}';
		$css .= 'h1,h2,h3,h4,h5,h6{color:var(${v}secondary);}';
		$css .= 'a{color:var(${v}primary);}';
		$css .= '.wp-element-button,.wp-block-button__link,button,input[type=submit]{background-color:var(${v}accent);color:#fff;}';
	}
	echo '<style id="${c}">' . esc_html( $css ) . '</style>' . "\\n";
}
add_action( 'wp_head', '${p}print_css', 20 );

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
    const js = `/**
 * ${commentText(ctx.name)}: colour pickers on Settings → Site Colours.
 */
( function ( $ ) {
	'use strict';
	$( function () {
		$( '.${c}-field' ).wpColorPicker();
	} );
} )( jQuery );
`;
    const properties = COLOURS.map((colour) => `${v}${colour.key}:${colour.value};`).join("");
    const siteCss = `.${c}-demo{${properties}background:var(${v}background);color:var(${v}text);border:1px solid #dcdcde;border-radius:6px;padding:1.25em 1.5em}
.${c}-demo h2{color:var(${v}secondary);margin-top:0}
.${c}-demo a{color:var(${v}primary)}
.${c}-demo .${c}-demo__button{display:inline-block;background:var(${v}accent);color:#fff;border:0;border-radius:4px;padding:.6em 1.2em;font:inherit;font-weight:600}
.${c}-demo__swatches{display:flex;gap:.5em;margin-top:1em;flex-wrap:wrap}
.${c}-demo__swatch{display:flex;align-items:center;gap:.4em;font-size:.8em;color:#50575e;background:#fff;border:1px solid #dcdcde;border-radius:4px;padding:.2em .5em .2em .2em}
.${c}-demo__swatch span{display:inline-block;width:1.4em;height:1.4em;border-radius:3px;border:1px solid rgba(0,0,0,.15)}
`;
    return {
      files: {
        "includes/site-colours.php": php,
        "assets/site-colours.js": js,
      },
      requires: ["includes/site-colours.php"],
      uninstall: [`delete_option( '${option}' );`],
      features: [
        "Settings → Site Colours page built with the Settings API",
        "Primary, secondary, accent, text and background colours with the WordPress colour picker (wp-color-picker)",
        "Every colour checked with sanitize_hex_color on save and again on output",
        `Colours printed in wp_head as CSS custom properties (var(${v}primary) …), optionally applied to the theme`,
      ],
      usage: [
        "Pick the colours under Settings → Site Colours.",
        `Use them in your theme or custom CSS as var(${v}primary), var(${v}accent) and so on.`,
      ],
      adminScreens: [
        {
          title: "Site Colours",
          body: `<p>The colours are available to your theme and custom CSS as CSS custom properties, for example <code>var(${escapeHtml(v)}primary)</code>.</p>
${settingsForm([
  ...COLOURS.map((colour) => formRow(colour.label, `<input type="text" value="${colour.value}">`, colour.help)),
  formRow("Apply to the theme", `<label><input type="checkbox" checked> Also use the colours for the page background, text, headings, links and buttons.</label>`),
])}`,
        },
      ],
      siteSections: [
        `<div class="${c}-demo">
<h2>Welcome to our site</h2>
<p>This page uses your site colours: the text, the <a href="#">links</a>, the headings and the button below.</p>
<p><button type="button" class="${c}-demo__button">Get in touch</button></p>
<div class="${c}-demo__swatches">${COLOURS.map((colour) => `<span class="${c}-demo__swatch"><span style="background:${colour.value}"></span>${escapeHtml(colour.label.replace(" colour", ""))}</span>`).join("")}</div>
</div>`,
      ],
      siteCss,
    };
  },
};
