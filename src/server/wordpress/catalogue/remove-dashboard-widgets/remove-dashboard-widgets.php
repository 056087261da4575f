<?php
/**
 * Remove dashboard widgets: the chosen boxes of WordPress's own Dashboard (Welcome, At a Glance, Activity,
 * Quick Draft, WordPress Events and News, Site Health) are gone for everyone.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The widgets removed.
 *
 * @return string[]
 */
function __PREFIX__removed_dashboard_widgets() {
	return PLUGSMITH_PARAM_WIDGETS;
}

// Late, after WordPress and other plugins have added their widgets.
add_action( 'wp_dashboard_setup', '__PREFIX__remove_dashboard_widgets', 999 );

/**
 * Removes the chosen widgets from the Dashboard.
 */
function __PREFIX__remove_dashboard_widgets() {
	$boxes   = array(
		'at_a_glance' => array( 'dashboard_right_now', 'normal' ),
		'activity'    => array( 'dashboard_activity', 'normal' ),
		'quick_draft' => array( 'dashboard_quick_press', 'side' ),
		'events_news' => array( 'dashboard_primary', 'side' ),
		'site_health' => array( 'dashboard_site_health', 'normal' ),
	);
	$removed = __PREFIX__removed_dashboard_widgets();
	foreach ( $boxes as $name => $box ) {
		if ( in_array( $name, $removed, true ) ) {
			remove_meta_box( $box[0], 'dashboard', $box[1] );
		}
	}
	if ( in_array( 'welcome', $removed, true ) ) {
		remove_action( 'welcome_panel', 'wp_welcome_panel' );
	}
}
