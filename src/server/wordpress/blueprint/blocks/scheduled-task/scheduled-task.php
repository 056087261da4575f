<?php
/**
 * A WP-Cron task that runs on the schedule its marker names, with a Dashboard widget showing its last run and a nonce-protected "Run now" button.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Schedules the task if it is not scheduled yet (also after an update that added this task).
 */
function __PREFIX__cron_schedule() {
	if ( ! wp_next_scheduled( '__PREFIX__cron_event' ) ) {
		wp_schedule_event( time() + MINUTE_IN_SECONDS, PLUGSMITH_PARAM_RECURRENCE, '__PREFIX__cron_event' );
	}
}
add_action( 'init', '__PREFIX__cron_schedule' );

/**
 * The task itself. It records when it ran and how many posts were published; replace the body
 * with your own job and keep the last-run record.
 */
function __PREFIX__cron_run() {
	$published = wp_count_posts( 'post' );
	update_option(
		'__PREFIX__cron_last_run',
		array(
			'time'      => time(),
			'published' => isset( $published->publish ) ? (int) $published->publish : 0,
		),
		false
	);

	/**
	 * Fires after the scheduled task of this plugin has run.
	 */
	do_action( '__PREFIX__cron_done' );
}
add_action( '__PREFIX__cron_event', '__PREFIX__cron_run' );

/**
 * Schedules the task when the plugin is activated.
 */
function __PREFIX__cron_install() {
	__PREFIX__cron_schedule();
}

/**
 * Removes the schedule when the plugin is deactivated.
 */
function __PREFIX__cron_deactivate() {
	wp_clear_scheduled_hook( '__PREFIX__cron_event' );
}

/**
 * Adds the status widget to the Dashboard for administrators.
 */
function __PREFIX__cron_dashboard_widget() {
	if ( current_user_can( 'manage_options' ) ) {
		wp_add_dashboard_widget( '__PREFIX__cron_status', __( PLUGSMITH_PARAM_WIDGET_TITLE, '__TEXT_DOMAIN__' ), '__PREFIX__cron_render_widget' );
	}
}
add_action( 'wp_dashboard_setup', '__PREFIX__cron_dashboard_widget' );

/**
 * Prints the last and next run and the "Run now" button.
 */
function __PREFIX__cron_render_widget() {
	$last   = get_option( '__PREFIX__cron_last_run' );
	$next   = wp_next_scheduled( '__PREFIX__cron_event' );
	$format = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
	?>
	<p>
		<strong><?php esc_html_e( 'Runs:', '__TEXT_DOMAIN__' ); ?></strong> <?php esc_html_e( PLUGSMITH_PARAM_WHEN, '__TEXT_DOMAIN__' ); ?><br />
		<strong><?php esc_html_e( 'Last run:', '__TEXT_DOMAIN__' ); ?></strong>
		<?php echo is_array( $last ) ? esc_html( wp_date( $format, (int) $last['time'] ) ) : esc_html__( 'not yet', '__TEXT_DOMAIN__' ); ?><br />
		<strong><?php esc_html_e( 'Next run:', '__TEXT_DOMAIN__' ); ?></strong>
		<?php echo $next ? esc_html( wp_date( $format, (int) $next ) ) : esc_html__( 'not scheduled', '__TEXT_DOMAIN__' ); ?>
	</p>
	<?php if ( is_array( $last ) ) : ?>
		<p><?php echo esc_html( sprintf( /* translators: %d: number of posts. */ _n( '%d published post at the last run.', '%d published posts at the last run.', (int) $last['published'], '__TEXT_DOMAIN__' ), (int) $last['published'] ) ); ?></p>
	<?php endif; ?>
	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
		<input type="hidden" name="action" value="__PREFIX__cron_run_now" />
		<?php wp_nonce_field( '__PREFIX__cron_run_now' ); ?>
		<?php submit_button( __( 'Run now', '__TEXT_DOMAIN__' ), 'secondary', 'submit', false ); ?>
	</form>
	<?php
}

/**
 * Runs the task at once: capability and nonce first.
 */
function __PREFIX__cron_handle_run_now() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', '__TEXT_DOMAIN__' ), 403 );
	}
	check_admin_referer( '__PREFIX__cron_run_now' );
	__PREFIX__cron_run();
	wp_safe_redirect( admin_url( 'index.php' ) );
	exit;
}
add_action( 'admin_post___PREFIX__cron_run_now', '__PREFIX__cron_handle_run_now' );
