/**
 * The plugin's block in the editor. Plain JavaScript with the
 * WordPress globals, so no build step is needed; the site output is rendered by PHP.
 */
( function ( blocks, element, blockEditor, components, i18n ) {
	'use strict';
	var el = element.createElement;
	var __ = i18n.__;

	blocks.registerBlockType( PLUGSMITH_PARAM_BLOCK_NAME, {
		apiVersion: 3,
		title: __( PLUGSMITH_PARAM_NAME, '__TEXT_DOMAIN__' ),
		description: __( 'A message box with a title.', '__TEXT_DOMAIN__' ),
		category: 'widgets',
		icon: 'megaphone',
		attributes: {
			title: { type: 'string', default: '' },
			message: { type: 'string', default: '' }
		},
		edit: function ( props ) {
			var attributes = props.attributes;
			var blockProps = blockEditor.useBlockProps( { className: '__CSS_PREFIX__block' } );
			return el(
				element.Fragment,
				null,
				el(
					blockEditor.InspectorControls,
					null,
					el(
						components.PanelBody,
						{ title: __( 'Message', '__TEXT_DOMAIN__' ) },
						el( components.TextControl, {
							label: __( 'Title', '__TEXT_DOMAIN__' ),
							value: attributes.title,
							onChange: function ( value ) {
								props.setAttributes( { title: value } );
							}
						} ),
						el( components.TextareaControl, {
							label: __( 'Message', '__TEXT_DOMAIN__' ),
							value: attributes.message,
							onChange: function ( value ) {
								props.setAttributes( { message: value } );
							}
						} )
					)
				),
				el(
					'div',
					blockProps,
					el( 'p', { className: '__CSS_PREFIX__block__title' }, attributes.title || __( PLUGSMITH_PARAM_NAME, '__TEXT_DOMAIN__' ) ),
					el( 'p', { className: '__CSS_PREFIX__block__message' }, attributes.message || __( 'Write your message in the block settings.', '__TEXT_DOMAIN__' ) )
				)
			);
		},
		save: function () {
			return null;
		}
	} );
} )( window.wp.blocks, window.wp.element, window.wp.blockEditor, window.wp.components, window.wp.i18n );
