/* Media Library picker for the file to give away. */
( function ( $ ) {
	'use strict';
	$( function () {
		$( '.__CSS_PREFIX__admin-media' ).each( function () {
			var box = $( this );
			var input = box.find( 'input[type="hidden"]' );
			var name = box.find( '.__CSS_PREFIX__admin-media__name' );
			var remove = box.find( '.__CSS_PREFIX__admin-media__remove' );
			var frame = null;

			box.on( 'click', '.__CSS_PREFIX__admin-media__choose', function ( event ) {
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
