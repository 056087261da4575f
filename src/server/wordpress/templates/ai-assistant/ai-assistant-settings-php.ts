import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { commentText, echoHtml, phpFileStart, phpString, tr, trHtml } from "../../blueprint/php-source";
import { type AiAssistantNames, DEFAULT_BASE_URL, DEFAULT_MODEL, TONES } from "./ai-assistant-names";

/**
 * includes/ai-assistant.php: the settings (API key kept server-side and shown masked, base URL,
 * model, tone), the meta description post meta and its <meta> tag, and the editor sidebar's assets.
 */
export function aiAssistantSettingsPhp(ctx: BlueprintContext, n: AiAssistantNames): string {
  const { p } = n;
  const td = phpString(ctx.textDomain);
  const tones = TONES.map(([key, label]) => `\t\t'${key}'${" ".repeat(12 - key.length)} => ${tr(ctx, label)},`).join("\n");
  return `${phpFileStart(
    ctx,
    `${ctx.name}: Settings → ${ctx.name} (API key, base URL, model, tone), the meta description field and the block editor sidebar's assets. The API key stays on the server.`,
    { id: "ai-assistant" },
  )}
/**
 * The tones a person can choose, by key.
 *
 * @return array<string, string>
 */
function ${p}tones() {
	return array(
${tones}
	);
}

/**
 * The settings, with defaults. The API key is only ever read here and in the provider call.
 *
 * @return array{api_key: string, base_url: string, model: string, tone: string}
 */
function ${p}settings() {
	$saved = get_option( '${n.option}', array() );
	return wp_parse_args(
		is_array( $saved ) ? $saved : array(),
		array(
			'api_key'  => '',
			'base_url' => '${DEFAULT_BASE_URL}',
			'model'    => '${DEFAULT_MODEL}',
			'tone'     => 'friendly',
		)
	);
}

/**
 * The key as it may be shown: its first three and last four characters, the rest hidden.
 *
 * @param string $key API key.
 * @return string
 */
function ${p}masked_key( $key ) {
	$length = strlen( $key );
	if ( $length <= 12 ) {
		return str_repeat( '•', $length );
	}
	return substr( $key, 0, 3 ) . str_repeat( '•', 12 ) . substr( $key, -4 );
}

/**
 * Registers the settings, their section and fields.
 */
function ${p}register_settings() {
	register_setting(
		'${n.group}',
		'${n.option}',
		array(
			'type'              => 'array',
			'sanitize_callback' => '${p}sanitize_settings',
			'show_in_rest'      => false,
		)
	);
	add_settings_section( '${p}provider', ${tr(ctx, "AI provider")}, '${p}render_provider_section', '${n.page}' );
	add_settings_field( '${p}api_key', ${tr(ctx, "API key")}, '${p}render_api_key_field', '${n.page}', '${p}provider', array( 'label_for' => '${p}api_key' ) );
	add_settings_field( '${p}base_url', ${tr(ctx, "API base URL")}, '${p}render_base_url_field', '${n.page}', '${p}provider', array( 'label_for' => '${p}base_url' ) );
	add_settings_field( '${p}model', ${tr(ctx, "Model")}, '${p}render_model_field', '${n.page}', '${p}provider', array( 'label_for' => '${p}model' ) );
	add_settings_section( '${p}writing', ${tr(ctx, "Writing")}, '__return_false', '${n.page}' );
	add_settings_field( '${p}tone', ${tr(ctx, "Preferred tone")}, '${p}render_tone_field', '${n.page}', '${p}writing', array( 'label_for' => '${p}tone' ) );
}
add_action( 'admin_init', '${p}register_settings' );

/**
 * Cleans the submitted settings. An empty key field keeps the saved key (the page never shows it);
 * "Remove the saved key" clears it.
 *
 * @param mixed $input Submitted values.
 * @return array{api_key: string, base_url: string, model: string, tone: string}
 */
function ${p}sanitize_settings( $input ) {
	$input   = is_array( $input ) ? $input : array();
	$current = ${p}settings();

	$key = isset( $input['api_key'] ) ? preg_replace( '/\\s+/', '', sanitize_text_field( $input['api_key'] ) ) : '';
	if ( ! empty( $input['remove_key'] ) ) {
		$key = '';
	} elseif ( '' === $key ) {
		$key = $current['api_key'];
	}

	$base = isset( $input['base_url'] ) ? esc_url_raw( trim( (string) $input['base_url'] ), array( 'https', 'http' ) ) : '';
	if ( '' === $base ) {
		add_settings_error( '${n.option}', '${p}base_url', ${tr(ctx, "Please enter the API's base URL, such as https://api.openai.com/v1; the previous URL was kept.")} );
		$base = $current['base_url'];
	}

	$model = isset( $input['model'] ) ? sanitize_text_field( $input['model'] ) : '';
	if ( '' === $model ) {
		add_settings_error( '${n.option}', '${p}model', ${tr(ctx, "Please enter a model name; the previous model was kept.")} );
		$model = $current['model'];
	}

	$tone = isset( $input['tone'] ) ? sanitize_key( $input['tone'] ) : '';
	if ( ! array_key_exists( $tone, ${p}tones() ) ) {
		$tone = 'friendly';
	}

	return array(
		'api_key'  => $key,
		'base_url' => untrailingslashit( $base ),
		'model'    => $model,
		'tone'     => $tone,
	);
}

/**
 * Adds Settings → ${commentText(ctx.name)}.
 */
function ${p}add_settings_page() {
	add_options_page( ${tr(ctx, `${ctx.name} Settings`)}, ${tr(ctx, ctx.name)}, 'manage_options', '${n.page}', '${p}render_settings_page' );
}
add_action( 'admin_menu', '${p}add_settings_page' );

/**
 * Prints the settings page.
 */
function ${p}render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form action="options.php" method="post">
			<?php
			settings_fields( '${n.group}' );
			do_settings_sections( '${n.page}' );
			submit_button();
			?>
		</form>
		<p class="description"><?php ${echoHtml(ctx, "In the block editor, open the assistant from the lightbulb icon at the top right to suggest titles, a meta description and an excerpt.")} ?></p>
	</div>
	<?php
}

/**
 * Explains where the key goes.
 */
function ${p}render_provider_section() {
	echo '<p>' . ${trHtml(ctx, "Suggestions are requested from your AI provider by this site's server. The key is stored in the site's database and never sent to the browser; each request is billed to your provider account.")} . '</p>';
}

/**
 * The API key field: always empty, with the saved key shown masked.
 */
function ${p}render_api_key_field() {
	$settings = ${p}settings();
	$has_key  = '' !== $settings['api_key'];
	?>
	<input type="password" class="regular-text" id="${p}api_key" name="${n.option}[api_key]" value="" autocomplete="new-password" spellcheck="false" placeholder="<?php echo esc_attr( $has_key ? ${p}masked_key( $settings['api_key'] ) : ${tr(ctx, "Paste your API key")} ); ?>" />
	<?php if ( $has_key ) : ?>
		<p class="description">
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: the saved key with most characters hidden. */
					${tr(ctx, "A key is saved: %s. Leave the field empty to keep it.")},
					${p}masked_key( $settings['api_key'] )
				)
			);
			?>
		</p>
		<p><label><input type="checkbox" name="${n.option}[remove_key]" value="1" /> <?php ${echoHtml(ctx, "Remove the saved key")} ?></label></p>
	<?php else : ?>
		<p class="description"><?php ${echoHtml(ctx, "No key saved yet. Create one in your AI provider's account.")} ?></p>
	<?php endif; ?>
	<?php
}

/**
 * The base URL field.
 */
function ${p}render_base_url_field() {
	$settings = ${p}settings();
	?>
	<input type="url" class="regular-text code" id="${p}base_url" name="${n.option}[base_url]" value="<?php echo esc_attr( $settings['base_url'] ); ?>" />
	<p class="description"><?php ${echoHtml(ctx, "Any OpenAI-compatible API: /chat/completions is added to this address. OpenAI: https://api.openai.com/v1")} ?></p>
	<?php
}

/**
 * The model field.
 */
function ${p}render_model_field() {
	$settings = ${p}settings();
	?>
	<input type="text" class="regular-text code" id="${p}model" name="${n.option}[model]" value="<?php echo esc_attr( $settings['model'] ); ?>" />
	<p class="description"><?php ${echoHtml(ctx, "The model name your provider uses, for example gpt-4o-mini.")} ?></p>
	<?php
}

/**
 * The tone field.
 */
function ${p}render_tone_field() {
	$settings = ${p}settings();
	?>
	<select id="${p}tone" name="${n.option}[tone]">
		<?php foreach ( ${p}tones() as $key => $label ) : ?>
			<option value="<?php echo esc_attr( $key ); ?>" <?php selected( $settings['tone'], $key ); ?>><?php echo esc_html( $label ); ?></option>
		<?php endforeach; ?>
	</select>
	<p class="description"><?php ${echoHtml(ctx, "Every suggestion is written in this tone.")} ?></p>
	<?php
}

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ${p}action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=${n.page}' ) ) . '">' . esc_html__( 'Settings', ${td} ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . ${ctx.constPrefix}BASENAME, '${p}action_link' );

/**
 * The post types whose editor gets the meta description field: shown in the REST API, with the block
 * editor and custom fields.
 *
 * @return string[]
 */
function ${p}meta_post_types() {
	$types = array();
	foreach ( get_post_types( array( 'show_in_rest' => true ), 'names' ) as $post_type ) {
		if ( post_type_supports( $post_type, 'editor' ) && post_type_supports( $post_type, 'custom-fields' ) ) {
			$types[] = $post_type;
		}
	}
	return $types;
}

/**
 * Registers the meta description, editable by whoever may edit the post.
 */
function ${p}register_meta() {
	foreach ( ${p}meta_post_types() as $post_type ) {
		register_post_meta(
			$post_type,
			'${n.metaKey}',
			array(
				'type'              => 'string',
				'single'            => true,
				'default'           => '',
				'show_in_rest'      => true,
				'sanitize_callback' => '${p}sanitize_description',
				'auth_callback'     => '${p}can_edit_meta',
			)
		);
	}
}
add_action( 'init', '${p}register_meta', 20 );

/**
 * Cleans a meta description: plain text on one line.
 *
 * @param mixed $value Submitted value.
 * @return string
 */
function ${p}sanitize_description( $value ) {
	return trim( preg_replace( '/\\s+/', ' ', sanitize_text_field( (string) $value ) ) );
}

/**
 * Who may change a post's meta description: whoever may edit the post.
 *
 * @param bool   $allowed   Whether the user can add the meta.
 * @param string $meta_key  The meta key.
 * @param int    $object_id The post.
 * @return bool
 */
function ${p}can_edit_meta( $allowed, $meta_key, $object_id ) {
	return current_user_can( 'edit_post', (int) $object_id );
}

/**
 * Prints the post's meta description in the page head, unless an SEO plugin prints its own.
 */
function ${p}print_meta_description() {
	if ( ! is_singular() || defined( 'WPSEO_VERSION' ) || defined( 'RANK_MATH_VERSION' ) || defined( 'AIOSEO_VERSION' ) || defined( 'SEOPRESS_VERSION' ) ) {
		return;
	}
	$description = (string) get_post_meta( (int) get_queried_object_id(), '${n.metaKey}', true );
	if ( '' !== $description ) {
		echo '<meta name="description" content="' . esc_attr( $description ) . '" />' . "\\n";
	}
}
add_action( 'wp_head', '${p}print_meta_description', 1 );

/**
 * Loads the sidebar in the post editor, for people who may edit posts. It gets the REST route and
 * whether a key is saved, never the key itself.
 */
function ${p}editor_assets() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || 'post' !== $screen->base || ! post_type_supports( $screen->post_type, 'editor' ) || ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	wp_enqueue_script(
		'${n.handle}',
		plugins_url( 'assets/ai-assistant-editor.js', __DIR__ ),
		array( 'wp-plugins', 'wp-edit-post', 'wp-editor', 'wp-element', 'wp-components', 'wp-data', 'wp-api-fetch', 'wp-i18n' ),
		${ctx.constPrefix}VERSION,
		true
	);
	wp_enqueue_style( '${n.handle}', plugins_url( 'assets/ai-assistant-editor.css', __DIR__ ), array( 'wp-components' ), ${ctx.constPrefix}VERSION );
	wp_set_script_translations( '${n.handle}', ${td} );

	$settings = ${p}settings();
	$data     = array(
		'title'             => ${tr(ctx, ctx.name)},
		'route'             => '/${n.namespace}${n.route}',
		'hasKey'            => '' !== $settings['api_key'],
		'metaKey'           => '${n.metaKey}',
		'canStoreMeta'      => in_array( $screen->post_type, ${p}meta_post_types(), true ),
		'settingsUrl'       => current_user_can( 'manage_options' ) ? admin_url( 'options-general.php?page=${n.page}' ) : '',
		'descriptionLength' => ${p}description_length(),
	);
	wp_add_inline_script( '${n.handle}', 'window.${n.jsData} = ' . wp_json_encode( $data ) . ';', 'before' );
}
add_action( 'enqueue_block_editor_assets', '${p}editor_assets' );
`;
}
