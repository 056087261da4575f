<?php
/**
 * Plugin Name:       PLUGSMITH_TEXT_NAME
 * Description:       PLUGSMITH_TEXT_DESCRIPTION
 * Version:           PLUGSMITH_TEXT_VERSION
 * Requires at least: PLUGSMITH_TEXT_REQUIRES_WORDPRESS
 * Requires PHP:      PLUGSMITH_TEXT_REQUIRES_PHP
 * Author:            PLUGSMITH_TEXT_AUTHOR
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       __TEXT_DOMAIN__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// PLUGSMITH_LINES_LOADER
