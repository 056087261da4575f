/**
 * The plugin's colour pickers on Settings → Site Colours.
 */
( function ( $ ) {
	'use strict';
	$( function () {
		$( '.__CSS_PREFIX__colours-field' ).wpColorPicker();
	} );
} )( jQuery );
