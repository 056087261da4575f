<?php
// Plugsmith blocks: start (prefix: __PREFIX__). Plugsmith rewrites the lines up to the end marker when it adds a building block or a style tweak.
if ( ! defined( '__CONST_PREFIX__VERSION' ) ) {
	define( '__CONST_PREFIX__VERSION', PLUGSMITH_PARAM_VERSION );
}
if ( ! defined( '__CONST_PREFIX__BASENAME' ) ) {
	define( '__CONST_PREFIX__BASENAME', plugin_basename( __FILE__ ) );
}

// PLUGSMITH_LINES_REQUIRES
// PLUGSMITH_LINES_SECTIONS
// Plugsmith blocks: end.
