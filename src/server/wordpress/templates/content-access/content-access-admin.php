<?php
/**
 * __PLUGIN_NAME__: the Access meta box, the Access column of the post lists and the settings page.
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds the Access meta box to posts and pages.
 */
function __PREFIX__add_meta_box() {
	foreach ( __PREFIX__post_types() as $post_type ) {
		add_meta_box( '__CSS_PREFIX__admin-box', __( 'Access', '__TEXT_DOMAIN__' ), '__PREFIX__render_meta_box', $post_type, 'side', 'high' );
	}
}
add_action( 'add_meta_boxes', '__PREFIX__add_meta_box' );

/**
 * Prints the Access meta box: restrict or not, and the roles that may view the content.
 *
 * @param WP_Post $post The post being edited.
 */
function __PREFIX__render_meta_box( $post ) {
	$restricted = __PREFIX__is_restricted( $post->ID );
	$own        = __PREFIX__clean_roles( get_post_meta( $post->ID, '__PREFIX__roles', true ) );
	$defaults   = __PREFIX__default_roles();
	$choices    = __PREFIX__role_choices();
	$names      = array();
	foreach ( $defaults as $role ) {
		$names[] = $choices[ $role ];
	}
	wp_nonce_field( '__PREFIX__save_meta', '__PREFIX__meta_nonce' );
	?>
	<div class="__CSS_PREFIX__admin-box">
		<p>
			<label>
				<input type="checkbox" name="__PREFIX__restricted" value="1" <?php checked( $restricted ); ?> />
				<?php esc_html_e( 'Restrict this content', '__TEXT_DOMAIN__' ); ?>
			</label>
		</p>
		<fieldset>
			<legend class="__CSS_PREFIX__admin-box__legend"><?php esc_html_e( 'Who may view it', '__TEXT_DOMAIN__' ); ?></legend>
			<?php foreach ( $choices as $role => $name ) : ?>
				<label class="__CSS_PREFIX__admin-box__role">
					<input type="checkbox" name="__PREFIX__roles[]" value="<?php echo esc_attr( $role ); ?>" <?php checked( in_array( $role, $own, true ) ); ?> />
					<?php echo esc_html( $name ); ?>
				</label>
			<?php endforeach; ?>
		</fieldset>
		<p class="description">
			<?php
			/* translators: %s: the default roles, comma-separated. */
			echo esc_html( sprintf( __( 'With no role ticked, the default roles apply: %s.', '__TEXT_DOMAIN__' ), implode( ', ', $names ) ) );
			?>
		</p>
		<p class="description"><?php esc_html_e( 'Visitors without access see the excerpt and a message with a login link. Authors and editors of the content always see it.', '__TEXT_DOMAIN__' ); ?></p>
	</div>
	<?php
}

/**
 * Saves the Access meta box (nonce and capability checked).
 *
 * @param int $post_id Post ID.
 */
function __PREFIX__save_meta_box( $post_id ) {
	if ( ! isset( $_POST['__PREFIX__meta_nonce'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['__PREFIX__meta_nonce'] ) ), '__PREFIX__save_meta' ) ) {
		return;
	}
	if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) ) {
		return;
	}
	if ( ! current_user_can( 'edit_post', $post_id ) || ! in_array( get_post_type( $post_id ), __PREFIX__post_types(), true ) ) {
		return;
	}
	$roles = isset( $_POST['__PREFIX__roles'] ) ? __PREFIX__clean_roles( array_map( 'sanitize_key', (array) wp_unslash( $_POST['__PREFIX__roles'] ) ) ) : array();
	if ( ! empty( $_POST['__PREFIX__restricted'] ) ) {
		update_post_meta( $post_id, '__PREFIX__restricted', '1' );
		update_post_meta( $post_id, '__PREFIX__roles', $roles );
	} else {
		delete_post_meta( $post_id, '__PREFIX__restricted' );
		delete_post_meta( $post_id, '__PREFIX__roles' );
	}
}
add_action( 'save_post', '__PREFIX__save_meta_box' );

/**
 * Hides the plugin's meta keys from the Custom Fields box.
 *
 * @param bool   $is_protected Whether the key is protected.
 * @param string $meta_key     Meta key.
 * @return bool
 */
function __PREFIX__protect_meta( $is_protected, $meta_key ) {
	return in_array( $meta_key, array( '__PREFIX__restricted', '__PREFIX__roles' ), true ) ? true : $is_protected;
}
add_filter( 'is_protected_meta', '__PREFIX__protect_meta', 10, 2 );

/**
 * Adds the Access column to the post and page lists.
 */
function __PREFIX__register_columns() {
	foreach ( __PREFIX__post_types() as $post_type ) {
		add_filter( "manage_{$post_type}_posts_columns", '__PREFIX__add_column' );
		add_action( "manage_{$post_type}_posts_custom_column", '__PREFIX__render_column', 10, 2 );
	}
}
add_action( 'admin_init', '__PREFIX__register_columns' );

/**
 * The Access column's heading.
 *
 * @param string[] $columns Columns.
 * @return string[]
 */
function __PREFIX__add_column( $columns ) {
	$columns['__PREFIX__access'] = __( 'Access', '__TEXT_DOMAIN__' );
	return $columns;
}

/**
 * The Access column: "Everyone" or the roles that may view the post.
 *
 * @param string $column  Column key.
 * @param int    $post_id Post ID.
 */
function __PREFIX__render_column( $column, $post_id ) {
	if ( '__PREFIX__access' !== $column ) {
		return;
	}
	if ( ! __PREFIX__is_restricted( $post_id ) ) {
		echo '<span class="__CSS_PREFIX__admin-everyone">' . esc_html__( 'Everyone', '__TEXT_DOMAIN__' ) . '</span>';
		return;
	}
	$choices = __PREFIX__role_choices();
	$names   = array();
	foreach ( __PREFIX__post_roles( $post_id ) as $role ) {
		$names[] = $choices[ $role ];
	}
	echo '<span class="dashicons dashicons-lock" aria-hidden="true"></span> ' . esc_html( implode( ', ', $names ) );
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
			'default'           => __PREFIX__settings_defaults(),
		)
	);
	add_settings_section( '__PREFIX__messages', __( 'Messages', '__TEXT_DOMAIN__' ), '__PREFIX__render_messages_intro', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__message', __( 'Message for visitors', '__TEXT_DOMAIN__' ), '__PREFIX__render_message_field', '__CSS_PREFIX__settings', '__PREFIX__messages', array( 'label_for' => '__PREFIX__message' ) );
	add_settings_field( '__PREFIX__denied_message', __( 'Message for signed-in users without access', '__TEXT_DOMAIN__' ), '__PREFIX__render_denied_field', '__CSS_PREFIX__settings', '__PREFIX__messages', array( 'label_for' => '__PREFIX__denied_message' ) );
	add_settings_field( '__PREFIX__show_excerpt', __( 'Teaser', '__TEXT_DOMAIN__' ), '__PREFIX__render_excerpt_field', '__CSS_PREFIX__settings', '__PREFIX__messages', array( 'label_for' => '__PREFIX__show_excerpt' ) );
	add_settings_section( '__PREFIX__access', __( 'Default access', '__TEXT_DOMAIN__' ), '__return_false', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__roles', __( 'Default allowed roles', '__TEXT_DOMAIN__' ), '__PREFIX__render_roles_field', '__CSS_PREFIX__settings', '__PREFIX__access' );
}
add_action( 'admin_init', '__PREFIX__register_settings' );

/**
 * Cleans the submitted settings before WordPress stores them.
 *
 * @param mixed $input Submitted values (already unslashed by options.php).
 * @return array<string, mixed>
 */
function __PREFIX__sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$defaults = __PREFIX__settings_defaults();
	$roles    = isset( $input['roles'] ) ? __PREFIX__clean_roles( (array) $input['roles'] ) : array();
	if ( ! $roles ) {
		add_settings_error( '__PREFIX__settings', '__PREFIX__roles', __( 'Choose at least one default role; any signed-in user was chosen.', '__TEXT_DOMAIN__' ) );
		$roles = array( 'logged_in' );
	}
	$message = isset( $input['message'] ) ? wp_kses_post( trim( (string) $input['message'] ) ) : '';
	$denied  = isset( $input['denied_message'] ) ? wp_kses_post( trim( (string) $input['denied_message'] ) ) : '';
	return array(
		'message'        => '' !== $message ? $message : $defaults['message'],
		'denied_message' => '' !== $denied ? $denied : $defaults['denied_message'],
		'roles'          => $roles,
		'show_excerpt'   => ! empty( $input['show_excerpt'] ),
	);
}

/**
 * Adds Settings → __PLUGIN_NAME__.
 */
function __PREFIX__add_settings_page() {
	add_options_page(
		__( PLUGSMITH_PARAM_SETTINGS_TITLE, '__TEXT_DOMAIN__' ),
		__( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ),
		'manage_options',
		'__CSS_PREFIX__settings',
		'__PREFIX__render_settings_page'
	);
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
	</div>
	<?php
}

/**
 * The text above the messages.
 */
function __PREFIX__render_messages_intro() {
	echo '<p>' . esc_html__( 'Shown instead of restricted content. Basic HTML such as links and bold text is allowed. A [restricted] shortcode can give its own message with message="…".', '__TEXT_DOMAIN__' ) . '</p>';
}

/**
 * The message for visitors.
 */
function __PREFIX__render_message_field() {
	$settings = __PREFIX__settings();
	?>
	<textarea class="large-text" rows="3" id="__PREFIX__message" name="__PREFIX__settings[message]"><?php echo esc_textarea( (string) $settings['message'] ); ?></textarea>
	<p class="description"><?php esc_html_e( 'A Log in button (and Create an account, when registration is open) follows the message.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * The message for signed-in users whose role has no access.
 */
function __PREFIX__render_denied_field() {
	$settings = __PREFIX__settings();
	?>
	<textarea class="large-text" rows="3" id="__PREFIX__denied_message" name="__PREFIX__settings[denied_message]"><?php echo esc_textarea( (string) $settings['denied_message'] ); ?></textarea>
	<?php
}

/**
 * The "show the excerpt" checkbox.
 */
function __PREFIX__render_excerpt_field() {
	$settings = __PREFIX__settings();
	?>
	<label>
		<input type="checkbox" id="__PREFIX__show_excerpt" name="__PREFIX__settings[show_excerpt]" value="1" <?php checked( ! empty( $settings['show_excerpt'] ) ); ?> />
		<?php esc_html_e( 'Show the excerpt of a restricted post above the message', '__TEXT_DOMAIN__' ); ?>
	</label>
	<?php
}

/**
 * The default roles: used by restricted posts with no role of their own and by [restricted] without roles="…".
 */
function __PREFIX__render_roles_field() {
	$roles = __PREFIX__default_roles();
	?>
	<fieldset>
		<legend class="screen-reader-text"><?php esc_html_e( 'Default allowed roles', '__TEXT_DOMAIN__' ); ?></legend>
		<?php foreach ( __PREFIX__role_choices() as $role => $name ) : ?>
			<label class="__CSS_PREFIX__admin-role">
				<input type="checkbox" name="__PREFIX__settings[roles][]" value="<?php echo esc_attr( $role ); ?>" <?php checked( in_array( $role, $roles, true ) ); ?> />
				<?php echo esc_html( $name ); ?>
			</label><br />
		<?php endforeach; ?>
	</fieldset>
	<p class="description"><?php esc_html_e( 'Used by restricted content that names no roles of its own. Administrators, and whoever may edit a post, always see it.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * Styles the meta box and the Access column.
 *
 * @param string $hook_suffix The current admin page.
 */
function __PREFIX__admin_assets( $hook_suffix ) {
	if ( in_array( $hook_suffix, array( 'post.php', 'post-new.php', 'edit.php' ), true ) ) {
		wp_enqueue_style( '__CSS_PREFIX__admin', plugins_url( 'assets/content-access-admin.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	}
}
add_action( 'admin_enqueue_scripts', '__PREFIX__admin_assets' );

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__settings_action_link( $links ) {
	$url = admin_url( 'options-general.php?page=__CSS_PREFIX__settings' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', '__TEXT_DOMAIN__' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__settings_action_link' );
