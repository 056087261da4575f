/**
 * __PLUGIN_NAME__: the assistant's sidebar in the block editor.
 * Suggestions come from this site's REST API; the API key never reaches the browser.
 */
( function ( wp, settings ) {
	'use strict';

	if ( ! wp || ! wp.plugins || ! wp.element || ! settings ) {
		return;
	}

	var el = wp.element.createElement;
	var Fragment = wp.element.Fragment;
	var useState = wp.element.useState;
	var __ = wp.i18n.__;
	var sprintf = wp.i18n.sprintf;
	var Button = wp.components.Button;
	var Notice = wp.components.Notice;
	var PanelBody = wp.components.PanelBody;
	var useDispatch = wp.data.useDispatch;
	var host = wp.editor && wp.editor.PluginSidebar ? wp.editor : wp.editPost;
	var PluginSidebar = host.PluginSidebar;
	var PluginSidebarMoreMenuItem = host.PluginSidebarMoreMenuItem;

	/**
	 * Asks the REST route for suggestions of one kind for the post being edited (its unsaved text included).
	 *
	 * @param {string} type titles, description or excerpt.
	 * @return {Promise<string[]>} The suggestions.
	 */
	function requestSuggestions( type ) {
		var editor = wp.data.select( 'core/editor' );
		return wp
			.apiFetch( {
				path: settings.route,
				method: 'POST',
				data: {
					post_id: editor.getCurrentPostId(),
					type: type,
					title: editor.getEditedPostAttribute( 'title' ) || '',
					content: editor.getEditedPostContent() || '',
				},
			} )
			.then( function ( response ) {
				return response && Array.isArray( response.suggestions ) ? response.suggestions : [];
			} );
	}

	/**
	 * Copies text to the clipboard when the browser allows it.
	 *
	 * @param {string} text Text.
	 */
	function copy( text ) {
		if ( window.navigator.clipboard ) {
			window.navigator.clipboard.writeText( text );
		}
	}

	/**
	 * One kind of suggestion: its button, the suggestions, and an insert button for each.
	 *
	 * @param {Object} props Panel title, help, button label, kind, how to insert.
	 * @return {Object} Element.
	 */
	function SuggestionPanel( props ) {
		var stateHook = useState( { busy: false, error: '', items: [], inserted: -1 } );
		var state = stateHook[ 0 ];
		var setState = stateHook[ 1 ];

		function ask() {
			setState( { busy: true, error: '', items: state.items, inserted: -1 } );
			requestSuggestions( props.type ).then(
				function ( items ) {
					setState( { busy: false, error: '', items: items, inserted: -1 } );
				},
				function ( error ) {
					setState( {
						busy: false,
						error: ( error && error.message ) || __( 'The suggestions could not be loaded.', "__TEXT_DOMAIN__" ),
						items: [],
						inserted: -1,
					} );
				}
			);
		}

		function insert( text, index ) {
			props.onInsert( text );
			setState( { busy: false, error: '', items: state.items, inserted: index } );
		}

		return el(
			PanelBody,
			{ title: props.title, initialOpen: props.initialOpen, className: '__CSS_PREFIX__sidebar__panel' },
			el( 'p', { className: '__CSS_PREFIX__sidebar__help' }, props.help ),
			el(
				Button,
				{
					variant: 'secondary',
					className: '__CSS_PREFIX__sidebar__button',
					onClick: ask,
					isBusy: state.busy,
					disabled: state.busy || ! settings.hasKey,
				},
				state.busy ? __( 'Thinking…', "__TEXT_DOMAIN__" ) : props.buttonLabel
			),
			state.error
				? el( Notice, { status: 'error', isDismissible: false, className: '__CSS_PREFIX__sidebar__notice' }, state.error )
				: null,
			state.items.length
				? el(
						'ul',
						{ className: '__CSS_PREFIX__sidebar__list' },
						state.items.map( function ( text, index ) {
							return el(
								'li',
								{ key: index, className: '__CSS_PREFIX__sidebar__item' },
								el( 'p', { className: '__CSS_PREFIX__sidebar__text' }, text ),
								props.showLength
									? el(
											'span',
											{ className: '__CSS_PREFIX__sidebar__count' },
											/* translators: %d: number of characters. */
											sprintf( __( '%d characters', "__TEXT_DOMAIN__" ), text.length )
									  )
									: null,
								el(
									'div',
									{ className: '__CSS_PREFIX__sidebar__actions' },
									props.canInsert === false
										? null
										: el(
												Button,
												{ variant: 'primary', className: '__CSS_PREFIX__sidebar__insert', onClick: function () { insert( text, index ); } },
												state.inserted === index ? __( 'Inserted', "__TEXT_DOMAIN__" ) : props.insertLabel
										  ),
									props.copyable
										? el(
												Button,
												{ variant: 'tertiary', className: '__CSS_PREFIX__sidebar__copy', onClick: function () { copy( text ); } },
												__( 'Copy', "__TEXT_DOMAIN__" )
										  )
										: null
								)
							);
						} )
				  )
				: null
		);
	}

	/**
	 * The sidebar: a panel each for titles, the meta description and the excerpt.
	 *
	 * @return {Object} Element.
	 */
	function AssistantSidebar() {
		var editPost = useDispatch( 'core/editor' ).editPost;
		var createNotice = useDispatch( 'core/notices' ).createNotice;

		function inserted( message ) {
			createNotice( 'success', message, { type: 'snackbar', isDismissible: true } );
		}

		var missingKey = settings.hasKey
			? null
			: el(
					Notice,
					{ status: 'warning', isDismissible: false, className: '__CSS_PREFIX__sidebar__notice' },
					__( 'Add your AI provider API key in the settings to get suggestions.', "__TEXT_DOMAIN__" ),
					settings.settingsUrl ? el( 'p', null, el( 'a', { href: settings.settingsUrl }, __( 'Open the settings', "__TEXT_DOMAIN__" ) ) ) : null
			  );

		return el(
			Fragment,
			null,
			el( PluginSidebarMoreMenuItem, { target: '__CSS_PREFIX__sidebar', icon: 'lightbulb' }, settings.title ),
			el(
				PluginSidebar,
				{ name: '__CSS_PREFIX__sidebar', title: settings.title, icon: 'lightbulb', className: '__CSS_PREFIX__sidebar' },
				missingKey,
				el( SuggestionPanel, {
					type: 'titles',
					title: __( 'Titles', "__TEXT_DOMAIN__" ),
					help: __( 'Five titles based on what you have written so far.', "__TEXT_DOMAIN__" ),
					buttonLabel: __( 'Suggest five titles', "__TEXT_DOMAIN__" ),
					insertLabel: __( 'Use as title', "__TEXT_DOMAIN__" ),
					initialOpen: true,
					onInsert: function ( text ) {
						editPost( { title: text } );
						inserted( __( 'Title inserted.', "__TEXT_DOMAIN__" ) );
					},
				} ),
				el( SuggestionPanel, {
					type: 'description',
					title: __( 'Meta description', "__TEXT_DOMAIN__" ),
					/* translators: %d: number of characters. */
					help: sprintf( __( 'A summary for search results, at most %d characters.', "__TEXT_DOMAIN__" ), settings.descriptionLength ),
					buttonLabel: __( 'Suggest a meta description', "__TEXT_DOMAIN__" ),
					insertLabel: __( 'Use as meta description', "__TEXT_DOMAIN__" ),
					showLength: true,
					copyable: true,
					canInsert: !! settings.canStoreMeta,
					initialOpen: true,
					onInsert: function ( text ) {
						var meta = {};
						meta[ settings.metaKey ] = text;
						editPost( { meta: meta } );
						inserted( __( 'Meta description inserted. It is saved with the post.', "__TEXT_DOMAIN__" ) );
					},
				} ),
				el( SuggestionPanel, {
					type: 'excerpt',
					title: __( 'Excerpt', "__TEXT_DOMAIN__" ),
					help: __( 'A short summary shown in post lists and feeds.', "__TEXT_DOMAIN__" ),
					buttonLabel: __( 'Suggest an excerpt', "__TEXT_DOMAIN__" ),
					insertLabel: __( 'Use as excerpt', "__TEXT_DOMAIN__" ),
					initialOpen: true,
					onInsert: function ( text ) {
						editPost( { excerpt: text } );
						inserted( __( 'Excerpt inserted.', "__TEXT_DOMAIN__" ) );
					},
				} )
			)
		);
	}

	wp.plugins.registerPlugin( '__CSS_PREFIX__assistant', { render: AssistantSidebar, icon: 'lightbulb' } );
} )( window.wp, window.__PREFIX__editor_data );
