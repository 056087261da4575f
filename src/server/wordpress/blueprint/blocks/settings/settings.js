/**
 * The plugin's colour picker on the settings page.
 */
( function ( $ ) {
	'use strict';
	$( function () {
		$( '.__CSS_PREFIX__color-field' ).wpColorPicker();
	} );
} )( jQuery );
