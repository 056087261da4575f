import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { commentText } from "../../blueprint/php-source";
import type { AiAssistantNames } from "./ai-assistant-names";

/**
 * assets/ai-assistant-editor.js: the block editor sidebar, plain JavaScript on the WordPress globals
 * (wp.plugins, wp.editPost / wp.editor, wp.element, wp.components, wp.data, wp.apiFetch, wp.i18n), no
 * build step. It asks the plugin's REST route for suggestions and inserts one with a click.
 */
export function aiAssistantEditorJs(ctx: BlueprintContext, n: AiAssistantNames): string {
  const td = JSON.stringify(ctx.textDomain);
  const c = n.c;
  return `/**
 * ${commentText(ctx.name)}: the assistant's sidebar in the block editor.
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
						error: ( error && error.message ) || __( 'The suggestions could not be loaded.', ${td} ),
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
			{ title: props.title, initialOpen: props.initialOpen, className: '${c}__panel' },
			el( 'p', { className: '${c}__help' }, props.help ),
			el(
				Button,
				{
					variant: 'secondary',
					className: '${c}__button',
					onClick: ask,
					isBusy: state.busy,
					disabled: state.busy || ! settings.hasKey,
				},
				state.busy ? __( 'Thinking…', ${td} ) : props.buttonLabel
			),
			state.error
				? el( Notice, { status: 'error', isDismissible: false, className: '${c}__notice' }, state.error )
				: null,
			state.items.length
				? el(
						'ul',
						{ className: '${c}__list' },
						state.items.map( function ( text, index ) {
							return el(
								'li',
								{ key: index, className: '${c}__item' },
								el( 'p', { className: '${c}__text' }, text ),
								props.showLength
									? el(
											'span',
											{ className: '${c}__count' },
											/* translators: %d: number of characters. */
											sprintf( __( '%d characters', ${td} ), text.length )
									  )
									: null,
								el(
									'div',
									{ className: '${c}__actions' },
									props.canInsert === false
										? null
										: el(
												Button,
												{ variant: 'primary', className: '${c}__insert', onClick: function () { insert( text, index ); } },
												state.inserted === index ? __( 'Inserted', ${td} ) : props.insertLabel
										  ),
									props.copyable
										? el(
												Button,
												{ variant: 'tertiary', className: '${c}__copy', onClick: function () { copy( text ); } },
												__( 'Copy', ${td} )
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
					{ status: 'warning', isDismissible: false, className: '${c}__notice' },
					__( 'Add your AI provider API key in the settings to get suggestions.', ${td} ),
					settings.settingsUrl ? el( 'p', null, el( 'a', { href: settings.settingsUrl }, __( 'Open the settings', ${td} ) ) ) : null
			  );

		return el(
			Fragment,
			null,
			el( PluginSidebarMoreMenuItem, { target: '${n.sidebar}', icon: 'lightbulb' }, settings.title ),
			el(
				PluginSidebar,
				{ name: '${n.sidebar}', title: settings.title, icon: 'lightbulb', className: '${c}' },
				missingKey,
				el( SuggestionPanel, {
					type: 'titles',
					title: __( 'Titles', ${td} ),
					help: __( 'Five titles based on what you have written so far.', ${td} ),
					buttonLabel: __( 'Suggest five titles', ${td} ),
					insertLabel: __( 'Use as title', ${td} ),
					initialOpen: true,
					onInsert: function ( text ) {
						editPost( { title: text } );
						inserted( __( 'Title inserted.', ${td} ) );
					},
				} ),
				el( SuggestionPanel, {
					type: 'description',
					title: __( 'Meta description', ${td} ),
					/* translators: %d: number of characters. */
					help: sprintf( __( 'A summary for search results, at most %d characters.', ${td} ), settings.descriptionLength ),
					buttonLabel: __( 'Suggest a meta description', ${td} ),
					insertLabel: __( 'Use as meta description', ${td} ),
					showLength: true,
					copyable: true,
					canInsert: !! settings.canStoreMeta,
					initialOpen: true,
					onInsert: function ( text ) {
						var meta = {};
						meta[ settings.metaKey ] = text;
						editPost( { meta: meta } );
						inserted( __( 'Meta description inserted. It is saved with the post.', ${td} ) );
					},
				} ),
				el( SuggestionPanel, {
					type: 'excerpt',
					title: __( 'Excerpt', ${td} ),
					help: __( 'A short summary shown in post lists and feeds.', ${td} ),
					buttonLabel: __( 'Suggest an excerpt', ${td} ),
					insertLabel: __( 'Use as excerpt', ${td} ),
					initialOpen: true,
					onInsert: function ( text ) {
						editPost( { excerpt: text } );
						inserted( __( 'Excerpt inserted.', ${td} ) );
					},
				} )
			)
		);
	}

	wp.plugins.registerPlugin( '${n.plugin}', { render: AssistantSidebar, icon: 'lightbulb' } );
} )( window.wp, window.${n.jsData} );
`;
}

/** assets/ai-assistant-editor.css: the sidebar's suggestions. */
export function aiAssistantEditorCss(n: AiAssistantNames): string {
  const c = n.c;
  return `.${c}__help {
	color: #757575;
	margin-top: 0;
}
.${c}__button {
	width: 100%;
	justify-content: center;
}
.${c}__notice {
	margin: 12px 0 0;
}
.${c}__list {
	list-style: none;
	margin: 12px 0 0;
	padding: 0;
}
.${c}__item {
	border: 1px solid #e0e0e0;
	border-radius: 4px;
	padding: 8px 10px;
	margin: 0 0 8px;
	background: #fff;
}
.${c}__text {
	margin: 0 0 6px;
	line-height: 1.5;
}
.${c}__count {
	display: block;
	color: #757575;
	font-size: 12px;
	margin: 0 0 6px;
}
.${c}__actions {
	display: flex;
	flex-wrap: wrap;
	gap: 6px;
}
`;
}
