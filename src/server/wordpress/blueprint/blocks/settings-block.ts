import type { BlueprintContext } from "../blueprint-context";
import { commentText, echoHtml, phpFileStart, phpString, settingsPageRenderer, tr } from "../php-source";
import { escapeHtml, formRow, settingsForm } from "../preview-html";
import type { BlockDefinition } from "./block-types";

export const DEFAULT_ACCENT_COLOR = "#0073aa";

/** Names shared by the settings block and the blocks that read its settings. */
export function settingsNames(ctx: BlueprintContext) {
  return {
    option: `${ctx.prefix}settings`,
    group: `${ctx.prefix}settings_group`,
    page: `${ctx.cssPrefix}settings`,
    getter: `${ctx.prefix}get_setting`,
  };
}

/**
 * PHP expression: the plugin's message setting when the settings block is there, else `fallback`.
 * Blocks use it so that a settings page added in a later turn takes effect without rewriting them.
 */
export function messageSetting(ctx: BlueprintContext, fallback: string): string {
  const { getter } = settingsNames(ctx);
  return `( function_exists( '${getter}' ) ? (string) ${getter}( 'message' ) : ${tr(ctx, fallback)} )`;
}

/** PHP condition: true when the settings page switched the plugin's site output off. */
export function outputDisabled(ctx: BlueprintContext): string {
  const { getter } = settingsNames(ctx);
  return `function_exists( '${getter}' ) && ! ${getter}( 'enabled' )`;
}

/** PHP expression: the accent colour setting (a sanitised hex colour or ''). */
export function accentSetting(ctx: BlueprintContext): string {
  const { getter } = settingsNames(ctx);
  return `( function_exists( '${getter}' ) ? (string) sanitize_hex_color( (string) ${getter}( 'accent_color' ) ) : '' )`;
}

export function defaultMessage(ctx: BlueprintContext): string {
  return `Hello from ${ctx.name}!`;
}

export const settingsBlock: BlockDefinition = {
  id: "settings",
  label: "a settings page",
  multiple: false,
  provides: ["settings-page"],
  satisfiedBy: "settings-page",
  quickAction: { label: "Add a settings page", prompt: "Add a settings page" },
  defaultName: () => "Site Settings",
  instanceKey: () => "settings",
  build(ctx) {
    const { option, group, page, getter } = settingsNames(ctx);
    const p = ctx.prefix;
    const td = phpString(ctx.textDomain);
    const php = `${phpFileStart(ctx, `Settings → ${ctx.name}: the plugin's settings page, built with the Settings API.`, { id: "settings" })}
/**
 * Default values of the plugin's settings.
 *
 * @return array<string, mixed>
 */
function ${p}settings_defaults() {
	return array(
		'enabled'      => true,
		'message'      => ${tr(ctx, defaultMessage(ctx))},
		'accent_color' => '${DEFAULT_ACCENT_COLOR}',
	);
}

/**
 * One setting, or its default when it was never saved.
 *
 * @param string $key Setting name.
 * @return mixed
 */
function ${getter}( $key ) {
	$saved    = get_option( '${option}', array() );
	$settings = wp_parse_args( is_array( $saved ) ? $saved : array(), ${p}settings_defaults() );
	return isset( $settings[ $key ] ) ? $settings[ $key ] : null;
}

/**
 * Registers the setting, its section and its fields.
 */
function ${p}register_settings() {
	register_setting(
		'${group}',
		'${option}',
		array(
			'type'              => 'array',
			'sanitize_callback' => '${p}sanitize_settings',
			'default'           => ${p}settings_defaults(),
		)
	);

	add_settings_section( '${p}general', ${tr(ctx, "General")}, '__return_false', '${page}' );

	add_settings_field( '${p}enabled', ${tr(ctx, "Show on the site")}, '${p}render_enabled_field', '${page}', '${p}general', array( 'label_for' => '${p}enabled' ) );
	add_settings_field( '${p}message', ${tr(ctx, "Message")}, '${p}render_message_field', '${page}', '${p}general', array( 'label_for' => '${p}message' ) );
	add_settings_field( '${p}accent_color', ${tr(ctx, "Accent colour")}, '${p}render_accent_color_field', '${page}', '${p}general', array( 'label_for' => '${p}accent_color' ) );
}
add_action( 'admin_init', '${p}register_settings' );

/**
 * Cleans the submitted settings before WordPress stores them.
 *
 * @param mixed $input Submitted values (already unslashed by options.php).
 * @return array<string, mixed>
 */
function ${p}sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$defaults = ${p}settings_defaults();

	$color = isset( $input['accent_color'] ) ? sanitize_hex_color( $input['accent_color'] ) : '';
	if ( ! $color ) {
		add_settings_error( '${option}', '${p}accent_color', ${tr(ctx, "The accent colour must be a hex colour such as #0073aa; the previous colour was kept.")} );
		$color = sanitize_hex_color( (string) ${getter}( 'accent_color' ) );
	}

	return array(
		'enabled'      => ! empty( $input['enabled'] ),
		'message'      => isset( $input['message'] ) ? sanitize_text_field( $input['message'] ) : $defaults['message'],
		'accent_color' => $color ? $color : $defaults['accent_color'],
	);
}

/**
 * Adds Settings → ${commentText(ctx.name)}.
 */
function ${p}add_settings_page() {
	add_options_page(
		${tr(ctx, `${ctx.name} Settings`)},
		${tr(ctx, ctx.name)},
		'manage_options',
		'${page}',
		'${p}render_settings_page'
	);
}
add_action( 'admin_menu', '${p}add_settings_page' );

/**
 * Prints the settings page.
 */
${settingsPageRenderer(`${p}render_settings_page`, group, page)}

/**
 * The "Show on the site" checkbox.
 */
function ${p}render_enabled_field() {
	?>
	<label>
		<input type="checkbox" id="${p}enabled" name="${option}[enabled]" value="1" <?php checked( (bool) ${getter}( 'enabled' ) ); ?> />
		<?php ${echoHtml(ctx, "Show the plugin's shortcode, block and widget output to visitors.")} ?>
	</label>
	<?php
}

/**
 * The message field.
 */
function ${p}render_message_field() {
	?>
	<input type="text" class="regular-text" id="${p}message" name="${option}[message]" value="<?php echo esc_attr( (string) ${getter}( 'message' ) ); ?>" />
	<p class="description"><?php ${echoHtml(ctx, "Shown by the plugin's shortcode, block, widget and notice.")} ?></p>
	<?php
}

/**
 * The accent colour field, turned into a colour picker by assets/settings.js.
 */
function ${p}render_accent_color_field() {
	?>
	<input type="text" class="${ctx.cssPrefix}color-field" id="${p}accent_color" name="${option}[accent_color]" value="<?php echo esc_attr( (string) ${getter}( 'accent_color' ) ); ?>" data-default-color="${DEFAULT_ACCENT_COLOR}" />
	<?php
}

/**
 * Loads the colour picker on the settings page only.
 *
 * @param string $hook_suffix The current admin page.
 */
function ${p}settings_assets( $hook_suffix ) {
	if ( 'settings_page_${page}' !== $hook_suffix ) {
		return;
	}
	wp_enqueue_style( 'wp-color-picker' );
	wp_enqueue_script( '${ctx.cssPrefix}settings', plugins_url( 'assets/settings.js', __DIR__ ), array( 'jquery', 'wp-color-picker' ), ${ctx.constPrefix}VERSION, true );
}
add_action( 'admin_enqueue_scripts', '${p}settings_assets' );

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ${p}settings_action_link( $links ) {
	$url = admin_url( 'options-general.php?page=${page}' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', ${td} ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . ${ctx.constPrefix}BASENAME, '${p}settings_action_link' );
`;
    const js = `/**
 * ${commentText(ctx.name)}: colour picker on the settings page.
 */
( function ( $ ) {
	'use strict';
	$( function () {
		$( '.${ctx.cssPrefix}color-field' ).wpColorPicker();
	} );
} )( jQuery );
`;
    return {
      files: { "includes/settings.php": php, "assets/settings.js": js },
      requires: ["includes/settings.php"],
      uninstall: [`delete_option( '${option}' );`],
      features: [
        `Settings → ${ctx.name} page built with the Settings API (sanitised on save)`,
        "Settings: show-on-site switch, message text and an accent colour with the WordPress colour picker",
        "Settings link on the Plugins screen",
      ],
      usage: [`Open Settings → ${ctx.name} to change the message and the accent colour.`],
      adminScreens: [
        {
          title: `${ctx.name} Settings`,
          body: settingsForm([
            formRow("Show on the site", `<label><input type="checkbox" checked> Show the plugin's shortcode, block and widget output to visitors.</label>`),
            formRow("Message", `<input type="text" class="regular-text" value="${escapeHtml(defaultMessage(ctx))}">`, "Shown by the plugin's shortcode, block, widget and notice."),
            formRow("Accent colour", `<input type="text" value="${DEFAULT_ACCENT_COLOR}">`),
          ]),
        },
      ],
      siteSections: [],
      siteCss: "",
    };
  },
};
