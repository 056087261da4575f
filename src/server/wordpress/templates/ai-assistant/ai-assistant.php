<?php
/**
 * __PLUGIN_NAME__: Settings → __PLUGIN_NAME__ (API key, base URL, model, tone), the meta description field and the block editor sidebar's assets. The API key stays on the server.
 *
 * Plugsmith block: ai-assistant
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The tones a person can choose, by key.
 *
 * @return array<string, string>
 */
function __PREFIX__tones() {
	return array(
		'friendly'     => __( 'Friendly', '__TEXT_DOMAIN__' ),
		'professional' => __( 'Professional', '__TEXT_DOMAIN__' ),
		'casual'       => __( 'Casual', '__TEXT_DOMAIN__' ),
		'confident'    => __( 'Confident', '__TEXT_DOMAIN__' ),
		'playful'      => __( 'Playful', '__TEXT_DOMAIN__' ),
		'informative'  => __( 'Informative', '__TEXT_DOMAIN__' ),
	);
}

/**
 * The settings, with defaults. The API key is only ever read here and in the provider call.
 *
 * @return array{api_key: string, base_url: string, model: string, tone: string}
 */
function __PREFIX__settings() {
	$saved = get_option( '__PREFIX__settings', array() );
	return wp_parse_args(
		is_array( $saved ) ? $saved : array(),
		array(
			'api_key'  => '',
			'base_url' => 'https://api.openai.com/v1',
			'model'    => 'gpt-4o-mini',
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
function __PREFIX__masked_key( $key ) {
	$length = strlen( $key );
	if ( $length <= 12 ) {
		return str_repeat( '•', $length );
	}
	return substr( $key, 0, 3 ) . str_repeat( '•', 12 ) . substr( $key, -4 );
}

/**
 * Registers the settings, their section and fields.
 */
function __PREFIX__register_settings() {
	register_setting(
		'__PREFIX__settings_group',
		'__PREFIX__settings',
		array(
			'type'              => 'array',
			'sanitize_callback' => '__PREFIX__sanitize_settings',
			'show_in_rest'      => false,
		)
	);
	add_settings_section( '__PREFIX__provider', __( 'AI provider', '__TEXT_DOMAIN__' ), '__PREFIX__render_provider_section', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__api_key', __( 'API key', '__TEXT_DOMAIN__' ), '__PREFIX__render_api_key_field', '__CSS_PREFIX__settings', '__PREFIX__provider', array( 'label_for' => '__PREFIX__api_key' ) );
	add_settings_field( '__PREFIX__base_url', __( 'API base URL', '__TEXT_DOMAIN__' ), '__PREFIX__render_base_url_field', '__CSS_PREFIX__settings', '__PREFIX__provider', array( 'label_for' => '__PREFIX__base_url' ) );
	add_settings_field( '__PREFIX__model', __( 'Model', '__TEXT_DOMAIN__' ), '__PREFIX__render_model_field', '__CSS_PREFIX__settings', '__PREFIX__provider', array( 'label_for' => '__PREFIX__model' ) );
	add_settings_section( '__PREFIX__writing', __( 'Writing', '__TEXT_DOMAIN__' ), '__return_false', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__tone', __( 'Preferred tone', '__TEXT_DOMAIN__' ), '__PREFIX__render_tone_field', '__CSS_PREFIX__settings', '__PREFIX__writing', array( 'label_for' => '__PREFIX__tone' ) );
}
add_action( 'admin_init', '__PREFIX__register_settings' );

/**
 * Cleans the submitted settings. An empty key field keeps the saved key (the page never shows it);
 * "Remove the saved key" clears it.
 *
 * @param mixed $input Submitted values.
 * @return array{api_key: string, base_url: string, model: string, tone: string}
 */
function __PREFIX__sanitize_settings( $input ) {
	$input   = is_array( $input ) ? $input : array();
	$current = __PREFIX__settings();

	$key = isset( $input['api_key'] ) ? preg_replace( '/\s+/', '', sanitize_text_field( $input['api_key'] ) ) : '';
	if ( ! empty( $input['remove_key'] ) ) {
		$key = '';
	} elseif ( '' === $key ) {
		$key = $current['api_key'];
	}

	$base = isset( $input['base_url'] ) ? esc_url_raw( trim( (string) $input['base_url'] ), array( 'https', 'http' ) ) : '';
	if ( '' === $base ) {
		add_settings_error( '__PREFIX__settings', '__PREFIX__base_url', __( 'Please enter the API\'s base URL, such as https://api.openai.com/v1; the previous URL was kept.', '__TEXT_DOMAIN__' ) );
		$base = $current['base_url'];
	}

	$model = isset( $input['model'] ) ? sanitize_text_field( $input['model'] ) : '';
	if ( '' === $model ) {
		add_settings_error( '__PREFIX__settings', '__PREFIX__model', __( 'Please enter a model name; the previous model was kept.', '__TEXT_DOMAIN__' ) );
		$model = $current['model'];
	}

	$tone = isset( $input['tone'] ) ? sanitize_key( $input['tone'] ) : '';
	if ( ! array_key_exists( $tone, __PREFIX__tones() ) ) {
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
 * Adds Settings → __PLUGIN_NAME__.
 */
function __PREFIX__add_settings_page() {
	add_options_page( __( PLUGSMITH_PARAM_SETTINGS_TITLE, '__TEXT_DOMAIN__' ), __( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__settings', '__PREFIX__render_settings_page' );
}
add_action( 'admin_menu', '__PREFIX__add_settings_page' );

/**
 * Prints the settings page.
 */
function __PREFIX__render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form action="options.php" method="post">
			<?php
			settings_fields( '__PREFIX__settings_group' );
			do_settings_sections( '__CSS_PREFIX__settings' );
			submit_button();
			?>
		</form>
		<p class="description"><?php esc_html_e( 'In the block editor, open the assistant from the lightbulb icon at the top right to suggest titles, a meta description and an excerpt.', '__TEXT_DOMAIN__' ); ?></p>
	</div>
	<?php
}

/**
 * Explains where the key goes.
 */
function __PREFIX__render_provider_section() {
	echo '<p>' . esc_html__( 'Suggestions are requested from your AI provider by this site\'s server. The key is stored in the site\'s database and never sent to the browser; each request is billed to your provider account.', '__TEXT_DOMAIN__' ) . '</p>';
}

/**
 * The API key field: always empty, with the saved key shown masked.
 */
function __PREFIX__render_api_key_field() {
	$settings = __PREFIX__settings();
	$has_key  = '' !== $settings['api_key'];
	?>
	<input type="password" class="regular-text" id="__PREFIX__api_key" name="__PREFIX__settings[api_key]" value="" autocomplete="new-password" spellcheck="false" placeholder="<?php echo esc_attr( $has_key ? __PREFIX__masked_key( $settings['api_key'] ) : __( 'Paste your API key', '__TEXT_DOMAIN__' ) ); ?>" />
	<?php if ( $has_key ) : ?>
		<p class="description">
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: the saved key with most characters hidden. */
					__( 'A key is saved: %s. Leave the field empty to keep it.', '__TEXT_DOMAIN__' ),
					__PREFIX__masked_key( $settings['api_key'] )
				)
			);
			?>
		</p>
		<p><label><input type="checkbox" name="__PREFIX__settings[remove_key]" value="1" /> <?php esc_html_e( 'Remove the saved key', '__TEXT_DOMAIN__' ); ?></label></p>
	<?php else : ?>
		<p class="description"><?php esc_html_e( 'No key saved yet. Create one in your AI provider\'s account.', '__TEXT_DOMAIN__' ); ?></p>
	<?php endif; ?>
	<?php
}

/**
 * The base URL field.
 */
function __PREFIX__render_base_url_field() {
	$settings = __PREFIX__settings();
	?>
	<input type="url" class="regular-text code" id="__PREFIX__base_url" name="__PREFIX__settings[base_url]" value="<?php echo esc_attr( $settings['base_url'] ); ?>" />
	<p class="description"><?php esc_html_e( 'Any OpenAI-compatible API: /chat/completions is added to this address. OpenAI: https://api.openai.com/v1', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * The model field.
 */
function __PREFIX__render_model_field() {
	$settings = __PREFIX__settings();
	?>
	<input type="text" class="regular-text code" id="__PREFIX__model" name="__PREFIX__settings[model]" value="<?php echo esc_attr( $settings['model'] ); ?>" />
	<p class="description"><?php esc_html_e( 'The model name your provider uses, for example gpt-4o-mini.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * The tone field.
 */
function __PREFIX__render_tone_field() {
	$settings = __PREFIX__settings();
	?>
	<select id="__PREFIX__tone" name="__PREFIX__settings[tone]">
		<?php foreach ( __PREFIX__tones() as $key => $label ) : ?>
			<option value="<?php echo esc_attr( $key ); ?>" <?php selected( $settings['tone'], $key ); ?>><?php echo esc_html( $label ); ?></option>
		<?php endforeach; ?>
	</select>
	<p class="description"><?php esc_html_e( 'Every suggestion is written in this tone.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=__CSS_PREFIX__settings' ) ) . '">' . esc_html__( 'Settings', '__TEXT_DOMAIN__' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__action_link' );

/**
 * The post types whose editor gets the meta description field: shown in the REST API, with the block
 * editor and custom fields.
 *
 * @return string[]
 */
function __PREFIX__meta_post_types() {
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
function __PREFIX__register_meta() {
	foreach ( __PREFIX__meta_post_types() as $post_type ) {
		register_post_meta(
			$post_type,
			'___PREFIX__meta_description',
			array(
				'type'              => 'string',
				'single'            => true,
				'default'           => '',
				'show_in_rest'      => true,
				'sanitize_callback' => '__PREFIX__sanitize_description',
				'auth_callback'     => '__PREFIX__can_edit_meta',
			)
		);
	}
}
add_action( 'init', '__PREFIX__register_meta', 20 );

/**
 * Cleans a meta description: plain text on one line.
 *
 * @param mixed $value Submitted value.
 * @return string
 */
function __PREFIX__sanitize_description( $value ) {
	return trim( preg_replace( '/\s+/', ' ', sanitize_text_field( (string) $value ) ) );
}

/**
 * Who may change a post's meta description: whoever may edit the post.
 *
 * @param bool   $allowed   Whether the user can add the meta.
 * @param string $meta_key  The meta key.
 * @param int    $object_id The post.
 * @return bool
 */
function __PREFIX__can_edit_meta( $allowed, $meta_key, $object_id ) {
	return current_user_can( 'edit_post', (int) $object_id );
}

/**
 * Prints the post's meta description in the page head, unless an SEO plugin prints its own.
 */
function __PREFIX__print_meta_description() {
	if ( ! is_singular() || defined( 'WPSEO_VERSION' ) || defined( 'RANK_MATH_VERSION' ) || defined( 'AIOSEO_VERSION' ) || defined( 'SEOPRESS_VERSION' ) ) {
		return;
	}
	$description = (string) get_post_meta( (int) get_queried_object_id(), '___PREFIX__meta_description', true );
	if ( '' !== $description ) {
		echo '<meta name="description" content="' . esc_attr( $description ) . '" />' . "\n";
	}
}
add_action( 'wp_head', '__PREFIX__print_meta_description', 1 );

/**
 * Loads the sidebar in the post editor, for people who may edit posts. It gets the REST route and
 * whether a key is saved, never the key itself.
 */
function __PREFIX__editor_assets() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || 'post' !== $screen->base || ! post_type_supports( $screen->post_type, 'editor' ) || ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	wp_enqueue_script(
		'__CSS_PREFIX__editor',
		plugins_url( 'assets/ai-assistant-editor.js', __DIR__ ),
		array( 'wp-plugins', 'wp-edit-post', 'wp-editor', 'wp-element', 'wp-components', 'wp-data', 'wp-api-fetch', 'wp-i18n' ),
		__CONST_PREFIX__VERSION,
		true
	);
	wp_enqueue_style( '__CSS_PREFIX__editor', plugins_url( 'assets/ai-assistant-editor.css', __DIR__ ), array( 'wp-components' ), __CONST_PREFIX__VERSION );
	wp_set_script_translations( '__CSS_PREFIX__editor', '__TEXT_DOMAIN__' );

	$settings = __PREFIX__settings();
	$data     = array(
		'title'             => __( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ),
		'route'             => '/__REST_NAMESPACE__/v1/suggest',
		'hasKey'            => '' !== $settings['api_key'],
		'metaKey'           => '___PREFIX__meta_description',
		'canStoreMeta'      => in_array( $screen->post_type, __PREFIX__meta_post_types(), true ),
		'settingsUrl'       => current_user_can( 'manage_options' ) ? admin_url( 'options-general.php?page=__CSS_PREFIX__settings' ) : '',
		'descriptionLength' => __PREFIX__description_length(),
	);
	wp_add_inline_script( '__CSS_PREFIX__editor', 'window.__PREFIX__editor_data = ' . wp_json_encode( $data ) . ';', 'before' );
}
add_action( 'enqueue_block_editor_assets', '__PREFIX__editor_assets' );
