<?php
error_reporting( E_ALL );
$GLOBALS['plugsmith_gate'] = array( 'dir' => PLUGSMITH_PARAM_DIR, 'errors' => array() );

function plugsmith_gate_where( $file, $line ) {
	$dir = $GLOBALS['plugsmith_gate']['dir'];
	if ( 0 === strpos( (string) $file, $dir ) ) {
		return array( substr( $file, strlen( $dir ) ), (int) $line );
	}
	foreach ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS ) as $frame ) {
		if ( isset( $frame['file'] ) && 0 === strpos( $frame['file'], $dir ) ) {
			return array( substr( $frame['file'], strlen( $dir ) ), (int) $frame['line'] );
		}
	}
	return null;
}

set_error_handler(
	function ( $type, $message, $file, $line ) {
		$where = plugsmith_gate_where( $file, $line );
		if ( null !== $where ) {
			$GLOBALS['plugsmith_gate']['errors'][] = array( 'type' => $type, 'message' => $message, 'file' => $where[0], 'line' => $where[1] );
		}
		return true;
	}
);

// The admin pages the site registers, as wp-admin builds its menu (the showcase script has it built).
add_action(
	'admin_menu',
	function () {
		global $_parent_pages;
		$urls = array();
		foreach ( array_keys( (array) $_parent_pages ) as $slug ) {
			$urls[ $slug ] = menu_page_url( $slug, false );
		}
		file_put_contents( PLUGSMITH_PARAM_PAGES_FILE, json_encode( (object) $urls ) );
	},
	PHP_INT_MAX
);

register_shutdown_function(
	function () {
		$last = error_get_last();
		$fatal = E_ERROR | E_PARSE | E_CORE_ERROR | E_COMPILE_ERROR | E_USER_ERROR | E_RECOVERABLE_ERROR;
		if ( $last && ( $last['type'] & $fatal ) ) {
			$dir = $GLOBALS['plugsmith_gate']['dir'];
			$mine = 0 === strpos( (string) $last['file'], $dir );
			$GLOBALS['plugsmith_gate']['errors'][] = array(
				'type' => $last['type'],
				'message' => $last['message'],
				'file' => $mine ? substr( $last['file'], strlen( $dir ) ) : '',
				'line' => $mine ? (int) $last['line'] : null,
				'fatal' => true,
			);
		}
		$phase = isset( $_SERVER['HTTP_PLUGSMITH_GATE_PHASE'] ) ? $_SERVER['HTTP_PLUGSMITH_GATE_PHASE'] : ( isset( $GLOBALS['plugsmith_gate_phase'] ) ? $GLOBALS['plugsmith_gate_phase'] : 'request' );
		$status = function_exists( 'http_response_code' ) ? http_response_code() : 200;
		file_put_contents( PLUGSMITH_PARAM_GATE_LOG, json_encode( array( 'phase' => $phase, 'status' => $status, 'errors' => $GLOBALS['plugsmith_gate']['errors'] ) ) . "\n", FILE_APPEND );
	}
);
