import { commentText, phpFileStart, phpString, tr } from "../php-source";
import type { BlockDefinition } from "./block-types";

export const RECURRENCES = {
  hourly: "every hour",
  twicedaily: "twice a day",
  daily: "once a day",
  weekly: "once a week",
} as const;
export type Recurrence = keyof typeof RECURRENCES;

function recurrenceOf(params: Readonly<Record<string, string>>): Recurrence {
  const value = params.recurrence;
  return value !== undefined && Object.hasOwn(RECURRENCES, value) ? (value as Recurrence) : "daily";
}

export const scheduledTaskBlock: BlockDefinition = {
  id: "scheduled-task",
  label: "a scheduled task (WP-Cron)",
  multiple: false,
  provides: [],
  quickAction: { label: "Add a daily scheduled task", prompt: "Add a daily scheduled task" },
  defaultName: () => "Scheduled Task",
  instanceKey: () => "scheduled-task",
  build(ctx, params) {
    const recurrence = recurrenceOf(params);
    const when = RECURRENCES[recurrence];
    const p = `${ctx.prefix}cron_`;
    const hook = `${ctx.prefix}cron_event`;
    const lastRun = `${ctx.prefix}cron_last_run`;
    const action = `${ctx.prefix}cron_run_now`;
    const td = phpString(ctx.textDomain);

    const php = `${phpFileStart(ctx, `A WP-Cron task that runs ${when}, with a Dashboard widget showing its last run and a nonce-protected "Run now" button.`, { id: "scheduled-task", params: { recurrence } })}
/**
 * Schedules the task if it is not scheduled yet (also after an update that added this task).
 */
function ${p}schedule() {
	if ( ! wp_next_scheduled( '${hook}' ) ) {
		wp_schedule_event( time() + MINUTE_IN_SECONDS, '${recurrence}', '${hook}' );
	}
}
add_action( 'init', '${p}schedule' );

/**
 * The task itself. It records when it ran and how many posts were published; replace the body
 * with your own job and keep the last-run record.
 */
function ${p}run() {
	$published = wp_count_posts( 'post' );
	update_option(
		'${lastRun}',
		array(
			'time'      => time(),
			'published' => isset( $published->publish ) ? (int) $published->publish : 0,
		),
		false
	);

	/**
	 * Fires after the scheduled task of ${commentText(ctx.name)} has run.
	 */
	do_action( '${ctx.prefix}cron_done' );
}
add_action( '${hook}', '${p}run' );

/**
 * Schedules the task when the plugin is activated.
 */
function ${p}install() {
	${p}schedule();
}

/**
 * Removes the schedule when the plugin is deactivated.
 */
function ${p}deactivate() {
	wp_clear_scheduled_hook( '${hook}' );
}

/**
 * Adds the status widget to the Dashboard for administrators.
 */
function ${p}dashboard_widget() {
	if ( current_user_can( 'manage_options' ) ) {
		wp_add_dashboard_widget( '${p}status', ${tr(ctx, `${ctx.name}: scheduled task`)}, '${p}render_widget' );
	}
}
add_action( 'wp_dashboard_setup', '${p}dashboard_widget' );

/**
 * Prints the last and next run and the "Run now" button.
 */
function ${p}render_widget() {
	$last   = get_option( '${lastRun}' );
	$next   = wp_next_scheduled( '${hook}' );
	$format = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
	?>
	<p>
		<strong><?php esc_html_e( 'Runs:', ${td} ); ?></strong> <?php esc_html_e( '${when}', ${td} ); ?><br />
		<strong><?php esc_html_e( 'Last run:', ${td} ); ?></strong>
		<?php echo is_array( $last ) ? esc_html( wp_date( $format, (int) $last['time'] ) ) : esc_html__( 'not yet', ${td} ); ?><br />
		<strong><?php esc_html_e( 'Next run:', ${td} ); ?></strong>
		<?php echo $next ? esc_html( wp_date( $format, (int) $next ) ) : esc_html__( 'not scheduled', ${td} ); ?>
	</p>
	<?php if ( is_array( $last ) ) : ?>
		<p><?php echo esc_html( sprintf( /* translators: %d: number of posts. */ _n( '%d published post at the last run.', '%d published posts at the last run.', (int) $last['published'], ${td} ), (int) $last['published'] ) ); ?></p>
	<?php endif; ?>
	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
		<input type="hidden" name="action" value="${action}" />
		<?php wp_nonce_field( '${action}' ); ?>
		<?php submit_button( ${tr(ctx, "Run now")}, 'secondary', 'submit', false ); ?>
	</form>
	<?php
}

/**
 * Runs the task at once: capability and nonce first.
 */
function ${p}handle_run_now() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', ${td} ), 403 );
	}
	check_admin_referer( '${action}' );
	${p}run();
	wp_safe_redirect( admin_url( 'index.php' ) );
	exit;
}
add_action( 'admin_post_${action}', '${p}handle_run_now' );
`;
    return {
      files: { "includes/scheduled-task.php": php },
      requires: ["includes/scheduled-task.php"],
      install: `${p}install`,
      deactivate: `${p}deactivate`,
      uninstall: [`wp_clear_scheduled_hook( '${hook}' );`, `delete_option( '${lastRun}' );`],
      features: [
        `WP-Cron task running ${when} (scheduled on activation, cleared on deactivation)`,
        'Dashboard widget with last and next run and a nonce-protected "Run now" button',
      ],
      usage: [`The task runs ${when}; put your own job in ${p}run() in includes/scheduled-task.php.`],
      adminScreens: [
        {
          title: "Dashboard",
          body: `<div class="card" style="max-width:420px"><h2>Scheduled task</h2><p><strong>Runs:</strong> ${when}<br><strong>Last run:</strong> not yet<br><strong>Next run:</strong> in a minute</p><p><button type="button" class="button">Run now</button></p></div>`,
        },
      ],
      siteSections: [],
      siteCss: "",
    };
  },
};
