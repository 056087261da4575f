import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { ABSPATH_GUARD, commentText, echoHtml, packageName, phpString, settingsPageRenderer, tr, trHtml } from "../../blueprint/php-source";
import type { ContentAccessNames } from "./content-access-names";

/** includes/content-access-admin.php: the meta box on posts and pages, the Access column and the settings page. */
export function contentAccessAdminPhp(ctx: BlueprintContext, n: ContentAccessNames): string {
  const { p, a } = n;
  const td = phpString(ctx.textDomain);
  return `<?php
/**
 * ${commentText(ctx.name)}: the Access meta box, the Access column of the post lists and the settings page.
 *
 * @package ${packageName(ctx)}
 */

${ABSPATH_GUARD}

/**
 * Adds the Access meta box to posts and pages.
 */
function ${p}add_meta_box() {
	foreach ( ${p}post_types() as $post_type ) {
		add_meta_box( '${a}-box', ${tr(ctx, "Access")}, '${p}render_meta_box', $post_type, 'side', 'high' );
	}
}
add_action( 'add_meta_boxes', '${p}add_meta_box' );

/**
 * Prints the Access meta box: restrict or not, and the roles that may view the content.
 *
 * @param WP_Post $post The post being edited.
 */
function ${p}render_meta_box( $post ) {
	$restricted = ${p}is_restricted( $post->ID );
	$own        = ${p}clean_roles( get_post_meta( $post->ID, '${n.rolesMeta}', true ) );
	$defaults   = ${p}default_roles();
	$choices    = ${p}role_choices();
	$names      = array();
	foreach ( $defaults as $role ) {
		$names[] = $choices[ $role ];
	}
	wp_nonce_field( '${n.metaAction}', '${n.metaNonce}' );
	?>
	<div class="${a}-box">
		<p>
			<label>
				<input type="checkbox" name="${p}restricted" value="1" <?php checked( $restricted ); ?> />
				<?php ${echoHtml(ctx, "Restrict this content")} ?>
			</label>
		</p>
		<fieldset>
			<legend class="${a}-box__legend"><?php ${echoHtml(ctx, "Who may view it")} ?></legend>
			<?php foreach ( $choices as $role => $name ) : ?>
				<label class="${a}-box__role">
					<input type="checkbox" name="${p}roles[]" value="<?php echo esc_attr( $role ); ?>" <?php checked( in_array( $role, $own, true ) ); ?> />
					<?php echo esc_html( $name ); ?>
				</label>
			<?php endforeach; ?>
		</fieldset>
		<p class="description">
			<?php
			/* translators: %s: the default roles, comma-separated. */
			echo esc_html( sprintf( ${tr(ctx, "With no role ticked, the default roles apply: %s.")}, implode( ', ', $names ) ) );
			?>
		</p>
		<p class="description"><?php ${echoHtml(ctx, "Visitors without access see the excerpt and a message with a login link. Authors and editors of the content always see it.")} ?></p>
	</div>
	<?php
}

/**
 * Saves the Access meta box (nonce and capability checked).
 *
 * @param int $post_id Post ID.
 */
function ${p}save_meta_box( $post_id ) {
	if ( ! isset( $_POST['${n.metaNonce}'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['${n.metaNonce}'] ) ), '${n.metaAction}' ) ) {
		return;
	}
	if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) ) {
		return;
	}
	if ( ! current_user_can( 'edit_post', $post_id ) || ! in_array( get_post_type( $post_id ), ${p}post_types(), true ) ) {
		return;
	}
	$roles = isset( $_POST['${p}roles'] ) ? ${p}clean_roles( array_map( 'sanitize_key', (array) wp_unslash( $_POST['${p}roles'] ) ) ) : array();
	if ( ! empty( $_POST['${p}restricted'] ) ) {
		update_post_meta( $post_id, '${n.restrictedMeta}', '1' );
		update_post_meta( $post_id, '${n.rolesMeta}', $roles );
	} else {
		delete_post_meta( $post_id, '${n.restrictedMeta}' );
		delete_post_meta( $post_id, '${n.rolesMeta}' );
	}
}
add_action( 'save_post', '${p}save_meta_box' );

/**
 * Hides the plugin's meta keys from the Custom Fields box.
 *
 * @param bool   $is_protected Whether the key is protected.
 * @param string $meta_key     Meta key.
 * @return bool
 */
function ${p}protect_meta( $is_protected, $meta_key ) {
	return in_array( $meta_key, array( '${n.restrictedMeta}', '${n.rolesMeta}' ), true ) ? true : $is_protected;
}
add_filter( 'is_protected_meta', '${p}protect_meta', 10, 2 );

/**
 * Adds the Access column to the post and page lists.
 */
function ${p}register_columns() {
	foreach ( ${p}post_types() as $post_type ) {
		add_filter( "manage_{$post_type}_posts_columns", '${p}add_column' );
		add_action( "manage_{$post_type}_posts_custom_column", '${p}render_column', 10, 2 );
	}
}
add_action( 'admin_init', '${p}register_columns' );

/**
 * The Access column's heading.
 *
 * @param string[] $columns Columns.
 * @return string[]
 */
function ${p}add_column( $columns ) {
	$columns['${p}access'] = ${tr(ctx, "Access")};
	return $columns;
}

/**
 * The Access column: "Everyone" or the roles that may view the post.
 *
 * @param string $column  Column key.
 * @param int    $post_id Post ID.
 */
function ${p}render_column( $column, $post_id ) {
	if ( '${p}access' !== $column ) {
		return;
	}
	if ( ! ${p}is_restricted( $post_id ) ) {
		echo '<span class="${a}-everyone">' . ${trHtml(ctx, "Everyone")} . '</span>';
		return;
	}
	$choices = ${p}role_choices();
	$names   = array();
	foreach ( ${p}post_roles( $post_id ) as $role ) {
		$names[] = $choices[ $role ];
	}
	echo '<span class="dashicons dashicons-lock" aria-hidden="true"></span> ' . esc_html( implode( ', ', $names ) );
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
			'default'           => ${p}settings_defaults(),
		)
	);
	add_settings_section( '${p}messages', ${tr(ctx, "Messages")}, '${p}render_messages_intro', '${n.settingsPage}' );
	add_settings_field( '${p}message', ${tr(ctx, "Message for visitors")}, '${p}render_message_field', '${n.settingsPage}', '${p}messages', array( 'label_for' => '${p}message' ) );
	add_settings_field( '${p}denied_message', ${tr(ctx, "Message for signed-in users without access")}, '${p}render_denied_field', '${n.settingsPage}', '${p}messages', array( 'label_for' => '${p}denied_message' ) );
	add_settings_field( '${p}show_excerpt', ${tr(ctx, "Teaser")}, '${p}render_excerpt_field', '${n.settingsPage}', '${p}messages', array( 'label_for' => '${p}show_excerpt' ) );
	add_settings_section( '${p}access', ${tr(ctx, "Default access")}, '__return_false', '${n.settingsPage}' );
	add_settings_field( '${p}roles', ${tr(ctx, "Default allowed roles")}, '${p}render_roles_field', '${n.settingsPage}', '${p}access' );
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
	$roles    = isset( $input['roles'] ) ? ${p}clean_roles( (array) $input['roles'] ) : array();
	if ( ! $roles ) {
		add_settings_error( '${n.option}', '${p}roles', ${tr(ctx, "Choose at least one default role; any signed-in user was chosen.")} );
		$roles = array( '${n.anyone}' );
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
 * Adds Settings → ${commentText(ctx.name)}.
 */
function ${p}add_settings_page() {
	add_options_page(
		${tr(ctx, `${ctx.name} Settings`)},
		${tr(ctx, ctx.name)},
		'manage_options',
		'${n.settingsPage}',
		'${p}render_settings_page'
	);
}
add_action( 'admin_menu', '${p}add_settings_page' );

/**
 * Prints the settings page.
 */
${settingsPageRenderer(`${p}render_settings_page`, n.group, n.settingsPage)}

/**
 * The text above the messages.
 */
function ${p}render_messages_intro() {
	echo '<p>' . ${trHtml(ctx, "Shown instead of restricted content. Basic HTML such as links and bold text is allowed. A [restricted] shortcode can give its own message with message=\"…\".")} . '</p>';
}

/**
 * The message for visitors.
 */
function ${p}render_message_field() {
	$settings = ${p}settings();
	?>
	<textarea class="large-text" rows="3" id="${p}message" name="${n.option}[message]"><?php echo esc_textarea( (string) $settings['message'] ); ?></textarea>
	<p class="description"><?php ${echoHtml(ctx, "A Log in button (and Create an account, when registration is open) follows the message.")} ?></p>
	<?php
}

/**
 * The message for signed-in users whose role has no access.
 */
function ${p}render_denied_field() {
	$settings = ${p}settings();
	?>
	<textarea class="large-text" rows="3" id="${p}denied_message" name="${n.option}[denied_message]"><?php echo esc_textarea( (string) $settings['denied_message'] ); ?></textarea>
	<?php
}

/**
 * The "show the excerpt" checkbox.
 */
function ${p}render_excerpt_field() {
	$settings = ${p}settings();
	?>
	<label>
		<input type="checkbox" id="${p}show_excerpt" name="${n.option}[show_excerpt]" value="1" <?php checked( ! empty( $settings['show_excerpt'] ) ); ?> />
		<?php ${echoHtml(ctx, "Show the excerpt of a restricted post above the message")} ?>
	</label>
	<?php
}

/**
 * The default roles: used by restricted posts with no role of their own and by [restricted] without roles="…".
 */
function ${p}render_roles_field() {
	$roles = ${p}default_roles();
	?>
	<fieldset>
		<legend class="screen-reader-text"><?php ${echoHtml(ctx, "Default allowed roles")} ?></legend>
		<?php foreach ( ${p}role_choices() as $role => $name ) : ?>
			<label class="${a}-role">
				<input type="checkbox" name="${n.option}[roles][]" value="<?php echo esc_attr( $role ); ?>" <?php checked( in_array( $role, $roles, true ) ); ?> />
				<?php echo esc_html( $name ); ?>
			</label><br />
		<?php endforeach; ?>
	</fieldset>
	<p class="description"><?php ${echoHtml(ctx, "Used by restricted content that names no roles of its own. Administrators, and whoever may edit a post, always see it.")} ?></p>
	<?php
}

/**
 * Styles the meta box and the Access column.
 *
 * @param string $hook_suffix The current admin page.
 */
function ${p}admin_assets( $hook_suffix ) {
	if ( in_array( $hook_suffix, array( 'post.php', 'post-new.php', 'edit.php' ), true ) ) {
		wp_enqueue_style( '${n.adminHandle}', plugins_url( 'assets/content-access-admin.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
	}
}
add_action( 'admin_enqueue_scripts', '${p}admin_assets' );

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ${p}settings_action_link( $links ) {
	$url = admin_url( 'options-general.php?page=${n.settingsPage}' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', ${td} ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . ${ctx.constPrefix}BASENAME, '${p}settings_action_link' );
`;
}
