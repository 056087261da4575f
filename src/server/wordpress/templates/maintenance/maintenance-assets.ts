import { DEFAULT_COLOURS } from "./maintenance-names";

// The coming soon page's stylesheet and countdown, and the settings screen's pickers.

/** assets/maintenance.css: the coming soon page (colours come from the settings as custom properties). */
export function maintenanceCss(c: string): string {
  const bg = `var(--${c}-bg, ${DEFAULT_COLOURS.background})`;
  const text = `var(--${c}-text, ${DEFAULT_COLOURS.text})`;
  const accent = `var(--${c}-accent, ${DEFAULT_COLOURS.accent})`;
  return `.${c}-body {
	margin: 0;
	min-height: 100vh;
	display: flex;
	align-items: center;
	justify-content: center;
	background: ${bg};
	color: ${text};
	font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
	-webkit-font-smoothing: antialiased;
}
.${c} {
	box-sizing: border-box;
	width: 100%;
	max-width: 680px;
	padding: 48px 24px;
	text-align: center;
}
.${c}__logo {
	margin: 0 0 32px;
}
.${c}__logo img {
	max-width: 220px;
	max-height: 120px;
	width: auto;
	height: auto;
}
.${c}__site {
	margin: 0 0 24px;
	font-size: 0.9rem;
	font-weight: 600;
	letter-spacing: 0.12em;
	text-transform: uppercase;
	opacity: 0.8;
}
.${c}__heading {
	margin: 0 0 16px;
	font-size: clamp(2rem, 6vw, 3.25rem);
	line-height: 1.1;
	color: ${text};
}
.${c}__message {
	font-size: 1.125rem;
	line-height: 1.6;
	opacity: 0.9;
}
.${c}__message p {
	margin: 0 0 1em;
}
.${c}__message a {
	color: ${accent};
}
.${c}__countdown {
	display: flex;
	justify-content: center;
	flex-wrap: wrap;
	gap: 16px;
	margin: 40px 0 16px;
}
.${c}__unit {
	min-width: 88px;
	padding: 16px 8px;
	border: 1px solid ${accent};
	border-radius: 12px;
	background: rgba(127, 127, 127, 0.12);
}
.${c}__number {
	display: block;
	font-size: 2.25rem;
	font-weight: 700;
	line-height: 1.2;
	font-variant-numeric: tabular-nums;
	color: ${accent};
}
.${c}__label {
	display: block;
	margin-top: 4px;
	font-size: 0.75rem;
	letter-spacing: 0.08em;
	text-transform: uppercase;
	opacity: 0.8;
}
.${c}__date {
	margin: 0;
	font-size: 0.95rem;
	opacity: 0.8;
}
.${c}__preview {
	margin: 32px 0 0;
	padding: 8px 12px;
	border: 1px dashed currentColor;
	border-radius: 6px;
	font-size: 0.85rem;
}
@media (max-width: 480px) {
	.${c}__countdown {
		gap: 8px;
	}
	.${c}__unit {
		min-width: 64px;
		padding: 12px 4px;
	}
	.${c}__number {
		font-size: 1.6rem;
	}
}
`;
}

/** assets/maintenance.js: the countdown ticks every second and reloads the page at the launch. */
export function maintenanceJs(c: string): string {
  return `/* Countdown to the launch date; at zero the page reloads and visitors get the site. */
( function () {
	'use strict';
	var box = document.querySelector( '.${c}__countdown' );
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
`;
}

/** assets/maintenance-admin.css: the settings page's status box and logo picker. */
export function maintenanceAdminCss(a: string): string {
  return `.${a}__status {
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 12px;
	max-width: 760px;
	margin: 12px 0 4px;
	padding: 10px 14px;
	background: #fff;
	border: 1px solid #c3c4c7;
	border-left-width: 4px;
}
.${a}__status--on {
	border-left-color: #d63638;
}
.${a}__status--off {
	border-left-color: #00a32a;
}
.${a}-logo {
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 10px;
}
.${a}-logo__preview img {
	display: block;
	max-width: 180px;
	max-height: 90px;
	width: auto;
	height: auto;
	padding: 6px;
	background: #f0f0f1;
	border: 1px solid #dcdcde;
	border-radius: 4px;
}
`;
}

/** assets/maintenance-admin.js: colour pickers and the Media Library logo picker. */
export function maintenanceAdminJs(a: string): string {
  return `/* Settings page: colour pickers and the logo picker. */
( function ( $ ) {
	'use strict';
	$( function () {
		$( '.${a}-colour' ).wpColorPicker();

		var box = $( '.${a}-logo' );
		var input = box.find( 'input[type="hidden"]' );
		var preview = box.find( '.${a}-logo__preview' );
		var remove = box.find( '.${a}-logo__remove' );
		var frame = null;

		box.on( 'click', '.${a}-logo__choose', function ( event ) {
			var button = $( this );
			event.preventDefault();
			if ( ! window.wp || ! window.wp.media ) {
				return;
			}
			if ( ! frame ) {
				frame = window.wp.media( {
					title: button.data( 'title' ),
					button: { text: button.data( 'button' ) },
					library: { type: 'image' },
					multiple: false
				} );
				frame.on( 'select', function () {
					var image = frame.state().get( 'selection' ).first().toJSON();
					var size = image.sizes && image.sizes.medium ? image.sizes.medium : image;
					input.val( image.id );
					preview.empty().append( $( '<img />' ).attr( { src: size.url, alt: '' } ) );
					remove.prop( 'hidden', false );
				} );
			}
			frame.open();
		} );

		remove.on( 'click', function ( event ) {
			event.preventDefault();
			input.val( '0' );
			preview.empty();
			remove.prop( 'hidden', true );
		} );
	} );
} )( jQuery );
`;
}
