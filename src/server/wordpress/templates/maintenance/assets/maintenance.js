/* Countdown to the launch date; at zero the page reloads and visitors get the site. */
( function () {
	'use strict';
	var box = document.querySelector( '.__CSS_PREFIX__page__countdown' );
	if ( ! box ) {
		return;
	}
	var launch = parseInt( box.getAttribute( 'data-launch' ), 10 ) * 1000;
	var numbers = {};
	Array.prototype.forEach.call( box.querySelectorAll( '[data-unit]' ), function ( element ) {
		numbers[ element.getAttribute( 'data-unit' ) ] = element;
	} );
	var pad = function ( value ) {
		return value < 10 ? '0' + value : String( value );
	};
	var timer = null;
	var tick = function () {
		var left = Math.max( 0, Math.floor( ( launch - Date.now() ) / 1000 ) );
		var values = {
			days: Math.floor( left / 86400 ),
			hours: Math.floor( ( left % 86400 ) / 3600 ),
			minutes: Math.floor( ( left % 3600 ) / 60 ),
			seconds: left % 60
		};
		Object.keys( values ).forEach( function ( unit ) {
			if ( numbers[ unit ] ) {
				numbers[ unit ].textContent = pad( values[ unit ] );
			}
		} );
		if ( left <= 0 && timer ) {
			window.clearInterval( timer );
			window.setTimeout( function () {
				window.location.reload();
			}, 2000 );
		}
	};
	if ( launch > 0 ) {
		timer = window.setInterval( tick, 1000 );
		tick();
	}
} )();
