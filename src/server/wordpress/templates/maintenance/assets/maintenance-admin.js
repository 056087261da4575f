/* Settings page: colour pickers and the logo picker. */
( function ( $ ) {
	'use strict';
	$( function () {
		$( '.__CSS_PREFIX__admin-colour' ).wpColorPicker();

		var box = $( '.__CSS_PREFIX__admin-logo' );
		var input = box.find( 'input[type="hidden"]' );
		var preview = box.find( '.__CSS_PREFIX__admin-logo__preview' );
		var remove = box.find( '.__CSS_PREFIX__admin-logo__remove' );
		var frame = null;

		box.on( 'click', '.__CSS_PREFIX__admin-logo__choose', function ( event ) {
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
