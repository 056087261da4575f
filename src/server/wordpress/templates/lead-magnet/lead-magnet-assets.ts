// The lead magnet's stylesheets and the settings screen's media picker.

/** assets/lead-magnet.css: the opt-in box on the site (also the preview's CSS). */
export function leadMagnetCss(c: string): string {
  return `.${c} {
	box-sizing: border-box;
	max-width: 560px;
	margin: 2em 0;
	padding: 1.75em 2em;
	background: #f6f8fb;
	border: 1px solid #dbe3ee;
	border-radius: 10px;
}
.${c}__heading {
	margin: 0 0 0.35em;
	font-size: 1.4em;
	line-height: 1.25;
}
.${c}__intro {
	margin: 0 0 1.25em;
	color: #3c434a;
}
.${c}__field {
	margin: 0 0 1em;
}
.${c}__field label {
	display: block;
	font-weight: 600;
	margin-bottom: 0.3em;
}
.${c}__field input {
	box-sizing: border-box;
	width: 100%;
	padding: 0.65em 0.8em;
	border: 1px solid #8c8f94;
	border-radius: 6px;
	background: #fff;
	font: inherit;
}
.${c}__field input:focus {
	border-color: #2271b1;
	outline: 2px solid rgba(34, 113, 177, 0.3);
}
.${c}__actions {
	margin: 1.25em 0 0.75em;
}
.${c}__submit {
	background: #2271b1;
	color: #fff;
	border: 0;
	border-radius: 6px;
	padding: 0.75em 1.6em;
	font: inherit;
	font-weight: 600;
	cursor: pointer;
}
.${c}__submit:hover,
.${c}__submit:focus {
	background: #135e96;
}
.${c}__privacy {
	margin: 0;
	font-size: 0.85em;
	color: #646970;
}
.${c}__notice {
	padding: 0.75em 1em;
	margin: 0 0 1em;
	border-radius: 6px;
	border-left: 4px solid;
}
.${c}__notice--success {
	background: #edfaef;
	border-color: #00a32a;
}
.${c}__notice--error {
	background: #fcf0f1;
	border-color: #d63638;
}
.${c}__hp {
	position: absolute !important;
	left: -9999px !important;
	width: 1px;
	height: 1px;
	overflow: hidden;
}
`;
}

/** assets/lead-magnet-admin.css: the subscribers list and the file picker. */
export function leadMagnetAdminCss(a: string): string {
  return `.${a}__summary {
	color: #50575e;
}
.${a}__table td {
	vertical-align: middle;
}
.${a}__badge {
	display: inline-block;
	padding: 2px 8px;
	border-radius: 10px;
	font-size: 12px;
	line-height: 1.6;
}
.${a}__badge--fresh {
	background: #edfaef;
	color: #00691c;
}
.${a}__badge--expired {
	background: #f0f0f1;
	color: #50575e;
}
.${a}__delete {
	color: #b32d2e;
}
.${a}__usage {
	background: #fff;
	border: 1px solid #c3c4c7;
	border-left: 4px solid #2271b1;
	padding: 4px 12px;
	margin: 12px 0 8px;
	max-width: 760px;
}
.${a}-media {
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 8px;
}
.${a}-media__name {
	font-weight: 600;
}
`;
}

/** assets/lead-magnet-admin.js: the Media Library picker of Settings → File. */
export function leadMagnetAdminJs(a: string): string {
  return `/* Media Library picker for the file to give away. */
( function ( $ ) {
	'use strict';
	$( function () {
		$( '.${a}-media' ).each( function () {
			var box = $( this );
			var input = box.find( 'input[type="hidden"]' );
			var name = box.find( '.${a}-media__name' );
			var remove = box.find( '.${a}-media__remove' );
			var frame = null;

			box.on( 'click', '.${a}-media__choose', function ( event ) {
				event.preventDefault();
				if ( ! window.wp || ! window.wp.media ) {
					return;
				}
				if ( ! frame ) {
					frame = window.wp.media( {
						title: box.data( 'title' ),
						button: { text: box.data( 'button' ) },
						multiple: false
					} );
					frame.on( 'select', function () {
						var file = frame.state().get( 'selection' ).first().toJSON();
						input.val( file.id );
						name.text( file.filename || file.title );
						remove.prop( 'hidden', false );
					} );
				}
				frame.open();
			} );

			remove.on( 'click', function ( event ) {
				event.preventDefault();
				input.val( '0' );
				name.text( box.data( 'none' ) );
				remove.prop( 'hidden', true );
			} );
		} );
	} );
} )( jQuery );
`;
}
