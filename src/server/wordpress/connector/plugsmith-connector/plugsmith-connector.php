<?php
/**
 * Plugin Name:       Plugsmith Connector
 * Plugin URI:        https://plugsmith.app/
 * Description:       Lets Plugsmith install, update and roll back the plugins you build there on this site, after you pair it with a one-time code. It accepts only packages signed for this site.
 * Version:           1.0.0
 * Requires at least: 6.2
 * Requires PHP:      7.4
 * Author:            Plugsmith
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       plugsmith-connector
 *
 * @package PlugsmithConnector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'PLUGSMITH_CONNECTOR_VERSION', '1.0.0' );
define( 'PLUGSMITH_CONNECTOR_FILE', __FILE__ );
define( 'PLUGSMITH_CONNECTOR_DIR', plugin_dir_path( __FILE__ ) );

require_once PLUGSMITH_CONNECTOR_DIR . 'includes/store.php';
require_once PLUGSMITH_CONNECTOR_DIR . 'includes/verify.php';
require_once PLUGSMITH_CONNECTOR_DIR . 'includes/packages.php';
require_once PLUGSMITH_CONNECTOR_DIR . 'includes/rest.php';
require_once PLUGSMITH_CONNECTOR_DIR . 'includes/settings-page.php';

add_action( 'rest_api_init', 'plugsmith_connector_register_routes' );
add_filter( 'rest_request_after_callbacks', 'plugsmith_connector_refusal_answer', 10, 3 );
add_action( 'admin_menu', 'plugsmith_connector_admin_menu' );
add_action( 'admin_post_plugsmith_connector_code', 'plugsmith_connector_handle_code_form' );
add_action( 'admin_post_plugsmith_connector_unpair', 'plugsmith_connector_handle_unpair_form' );
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'plugsmith_connector_action_links' );
add_filter( 'wp_should_handle_php_error', 'plugsmith_connector_handle_php_error' );
register_activation_hook( __FILE__, 'plugsmith_connector_install_loader' );
register_deactivation_hook( __FILE__, 'plugsmith_connector_remove_loader' );
register_shutdown_function( 'plugsmith_connector_activation_fatal' );
