<?php
/**
 * Settings → Plugsmith Connector: the pairing code form, the pairing and its Unpair button, the plugins the
 * connector installed, and the last refused requests.
 *
 * @package PlugsmithConnector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds the settings page.
 *
 * @return void
 */
function plugsmith_connector_admin_menu() {
	add_options_page(
		__( 'Plugsmith Connector', 'plugsmith-connector' ),
		__( 'Plugsmith Connector', 'plugsmith-connector' ),
		'manage_options',
		'plugsmith-connector',
		'plugsmith_connector_render_settings_page'
	);
}

/**
 * A Settings link on the Plugins screen.
 *
 * @param string[] $links The plugin's action links.
 * @return string[]
 */
function plugsmith_connector_action_links( $links ) {
	$links[] = sprintf( '<a href="%s">%s</a>', esc_url( plugsmith_connector_settings_url() ), esc_html__( 'Settings', 'plugsmith-connector' ) );
	return $links;
}

/**
 * The settings page's address, with a message to show on it.
 *
 * @param string $message The message's key, or ''.
 * @return string
 */
function plugsmith_connector_settings_url( $message = '' ) {
	$url = admin_url( 'options-general.php?page=plugsmith-connector' );
	return '' === $message ? $url : add_query_arg( 'plugsmith-connector-message', $message, $url );
}

/**
 * Saves the code the administrator entered (the form's handler).
 *
 * @return void
 */
function plugsmith_connector_handle_code_form() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'You are not allowed to pair this site.', 'plugsmith-connector' ), 403 );
	}
	check_admin_referer( 'plugsmith_connector_code' );
	$code  = isset( $_POST['plugsmith_connector_code'] ) ? sanitize_text_field( wp_unslash( $_POST['plugsmith_connector_code'] ) ) : '';
	$saved = plugsmith_connector_save_code( $code );
	wp_safe_redirect( plugsmith_connector_settings_url( $saved ? 'code-saved' : 'code-empty' ) );
	exit;
}

/**
 * Forgets the pairing (the Unpair button's handler).
 *
 * @return void
 */
function plugsmith_connector_handle_unpair_form() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'You are not allowed to unpair this site.', 'plugsmith-connector' ), 403 );
	}
	check_admin_referer( 'plugsmith_connector_unpair' );
	plugsmith_connector_forget_pairing();
	wp_safe_redirect( plugsmith_connector_settings_url( 'unpaired' ) );
	exit;
}

/**
 * A date and time in the site's format.
 *
 * @param int $timestamp Unix seconds.
 * @return string
 */
function plugsmith_connector_date( $timestamp ) {
	return wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $timestamp );
}

/**
 * Renders the settings page.
 *
 * @return void
 */
function plugsmith_connector_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$messages = array(
		'code-saved' => __( 'Code saved. Go back to Plugsmith and finish pairing within 10 minutes.', 'plugsmith-connector' ),
		'code-empty' => __( 'Enter the code Plugsmith shows.', 'plugsmith-connector' ),
		'unpaired'   => __( 'This site is no longer paired with Plugsmith.', 'plugsmith-connector' ),
	);
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses which fixed message to show.
	$message  = isset( $_GET['plugsmith-connector-message'] ) ? sanitize_key( wp_unslash( $_GET['plugsmith-connector-message'] ) ) : '';
	$pairing  = plugsmith_connector_pairing();
	$pending  = plugsmith_connector_pending_code();
	$refusals = array_reverse( plugsmith_connector_refusals() );
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Plugsmith Connector', 'plugsmith-connector' ); ?></h1>
		<?php if ( isset( $messages[ $message ] ) ) : ?>
			<div class="notice notice-info"><p><?php echo esc_html( $messages[ $message ] ); ?></p></div>
		<?php endif; ?>

		<h2><?php esc_html_e( 'Pairing', 'plugsmith-connector' ); ?></h2>
		<?php if ( null !== $pairing ) : ?>
			<p>
				<?php
				/* translators: 1: Plugsmith's address, 2: a date. */
				echo esc_html( sprintf( __( 'Paired with %1$s since %2$s. Plugsmith can install, update and roll back the plugins it installed here.', 'plugsmith-connector' ), $pairing['origin'], plugsmith_connector_date( $pairing['paired_at'] ) ) );
				?>
			</p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="plugsmith_connector_unpair" />
				<?php wp_nonce_field( 'plugsmith_connector_unpair' ); ?>
				<?php submit_button( __( 'Unpair', 'plugsmith-connector' ), 'secondary', 'submit', false ); ?>
			</form>
		<?php else : ?>
			<p><?php esc_html_e( 'This site is not paired. In Plugsmith, open Settings, Sites, add this site and enter the code it shows here.', 'plugsmith-connector' ); ?></p>
		<?php endif; ?>

		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="plugsmith_connector_code" />
			<?php wp_nonce_field( 'plugsmith_connector_code' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="plugsmith-connector-code"><?php esc_html_e( 'Pairing code', 'plugsmith-connector' ); ?></label></th>
					<td>
						<input type="text" id="plugsmith-connector-code" name="plugsmith_connector_code" class="regular-text" autocomplete="off" required />
						<p class="description">
							<?php
							if ( null !== $pending && (int) $pending['expires'] > time() ) {
								/* translators: %s: a date and time. */
								echo esc_html( sprintf( __( 'A code is waiting for Plugsmith until %s.', 'plugsmith-connector' ), plugsmith_connector_date( $pending['expires'] ) ) );
							} else {
								esc_html_e( 'A code can be used once, within 10 minutes of entering it here.', 'plugsmith-connector' );
							}
							?>
						</p>
					</td>
				</tr>
			</table>
			<?php submit_button( __( 'Save code', 'plugsmith-connector' ) ); ?>
		</form>

		<h2><?php esc_html_e( 'Plugins installed by Plugsmith', 'plugsmith-connector' ); ?></h2>
		<?php $installed = plugsmith_connector_installed(); ?>
		<?php if ( count( $installed ) === 0 ) : ?>
			<p><?php esc_html_e( 'None yet.', 'plugsmith-connector' ); ?></p>
		<?php else : ?>
			<ul>
				<?php foreach ( $installed as $slug => $at ) : ?>
					<li>
						<?php
						$kept = plugsmith_connector_has_backup( $slug ) ? __( 'previous version kept', 'plugsmith-connector' ) : __( 'no previous version kept', 'plugsmith-connector' );
						/* translators: 1: a plugin's slug, 2: a date, 3: whether a previous version is kept. */
						echo esc_html( sprintf( __( '%1$s, last installed %2$s (%3$s)', 'plugsmith-connector' ), $slug, plugsmith_connector_date( $at ), $kept ) );
						?>
					</li>
				<?php endforeach; ?>
			</ul>
		<?php endif; ?>

		<h2><?php esc_html_e( 'Refused requests', 'plugsmith-connector' ); ?></h2>
		<?php if ( count( $refusals ) === 0 ) : ?>
			<p><?php esc_html_e( 'None.', 'plugsmith-connector' ); ?></p>
		<?php else : ?>
			<table class="widefat striped">
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'When', 'plugsmith-connector' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Action', 'plugsmith-connector' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Code', 'plugsmith-connector' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Why', 'plugsmith-connector' ); ?></th>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $refusals as $refusal ) : ?>
						<tr>
							<td style="white-space:nowrap"><?php echo esc_html( plugsmith_connector_date( $refusal['time'] ) ); ?></td>
							<td><?php echo esc_html( $refusal['action'] ); ?></td>
							<td style="white-space:nowrap"><code><?php echo esc_html( $refusal['code'] ); ?></code></td>
							<td><?php echo esc_html( $refusal['message'] ); ?></td>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
		<?php endif; ?>
	</div>
	<?php
}
