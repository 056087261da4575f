/* __PLUGIN_NAME__: checks the chosen weekday in the booking form. */
( function () {
	'use strict';
	document.querySelectorAll( '.__CSS_PREFIX__booking__form[data-weekdays]' ).forEach( function ( form ) {
		var input = form.querySelector( 'input[type="date"]' );
		if ( ! input ) {
			return;
		}
		var open = form.getAttribute( 'data-weekdays' ).split( ',' ).map( Number );
		var message = form.getAttribute( 'data-weekday-message' ) || '';
		var check = function () {
			var value = input.value;
			var closed = false;
			if ( /^\d{4}-\d{2}-\d{2}$/.test( value ) ) {
				var parts = value.split( '-' ).map( Number );
				var day = new Date( Date.UTC( parts[ 0 ], parts[ 1 ] - 1, parts[ 2 ] ) ).getUTCDay();
				closed = open.indexOf( day ) === -1;
			}
			input.setCustomValidity( closed ? message : '' );
			if ( closed ) {
				input.reportValidity();
			}
		};
		input.addEventListener( 'change', check );
		input.addEventListener( 'input', check );
	} );
}() );
