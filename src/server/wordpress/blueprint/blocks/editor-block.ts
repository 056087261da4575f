import { commentText, phpFileStart, phpString, tr } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";
import { accentSetting, defaultMessage, messageSetting } from "./settings-block";

export const editorBlock: BlockDefinition = {
  id: "editor-block",
  label: "a block for the block editor",
  multiple: false,
  provides: [],
  quickAction: { label: "Add a Gutenberg block", prompt: "Add a Gutenberg block" },
  defaultName: () => "Custom Block",
  instanceKey: () => "editor-block",
  build(ctx) {
    const name = `${ctx.namespace}/message`;
    const p = `${ctx.prefix}block_`;
    const c = `${ctx.cssPrefix}block`;
    const td = phpString(ctx.textDomain);
    const jsTd = JSON.stringify(ctx.textDomain);

    const php = `${phpFileStart(ctx, `The "${ctx.name}" block (${name}) for the block editor, rendered on the server.`, { id: "editor-block" })}
/**
 * Registers the block with its editor script and stylesheet.
 */
function ${p}register() {
	wp_register_script(
		'${c}-editor',
		plugins_url( 'assets/block.js', __DIR__ ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		${ctx.constPrefix}VERSION,
		true
	);
	wp_set_script_translations( '${c}-editor', ${td} );
	wp_register_style( '${c}', plugins_url( 'assets/block.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );

	register_block_type(
		'${name}',
		array(
			'api_version'     => 3,
			'editor_script'   => '${c}-editor',
			'style'           => '${c}',
			'attributes'      => array(
				'title'   => array(
					'type'    => 'string',
					'default' => '',
				),
				'message' => array(
					'type'    => 'string',
					'default' => '',
				),
			),
			'render_callback' => '${p}render',
		)
	);
}
add_action( 'init', '${p}register' );

/**
 * Renders the block on the site. Attributes come from the post content, so every value is escaped.
 *
 * @param array $attributes Block attributes.
 * @return string
 */
function ${p}render( $attributes ) {
	$title   = isset( $attributes['title'] ) && '' !== $attributes['title'] ? (string) $attributes['title'] : ${tr(ctx, ctx.name)};
	$message = isset( $attributes['message'] ) && '' !== $attributes['message'] ? (string) $attributes['message'] : ${messageSetting(ctx, defaultMessage(ctx))};
	$accent  = ${accentSetting(ctx)};
	$extra   = array( 'class' => '${c}' );
	if ( $accent ) {
		$extra['style'] = '--${c}-accent: ' . $accent;
	}

	return sprintf(
		'<div %1$s><p class="${c}__title">%2$s</p><p class="${c}__message">%3$s</p></div>',
		get_block_wrapper_attributes( $extra ),
		esc_html( $title ),
		esc_html( $message )
	);
}
`;
    const js = `/**
 * ${commentText(ctx.name)}: the ${name} block in the editor. Plain JavaScript with the
 * WordPress globals, so no build step is needed; the site output is rendered by PHP.
 */
( function ( blocks, element, blockEditor, components, i18n ) {
	'use strict';
	var el = element.createElement;
	var __ = i18n.__;

	blocks.registerBlockType( '${name}', {
		apiVersion: 3,
		title: __( ${JSON.stringify(ctx.name)}, ${jsTd} ),
		description: __( 'A message box with a title.', ${jsTd} ),
		category: 'widgets',
		icon: 'megaphone',
		attributes: {
			title: { type: 'string', default: '' },
			message: { type: 'string', default: '' }
		},
		edit: function ( props ) {
			var attributes = props.attributes;
			var blockProps = blockEditor.useBlockProps( { className: '${c}' } );
			return el(
				element.Fragment,
				null,
				el(
					blockEditor.InspectorControls,
					null,
					el(
						components.PanelBody,
						{ title: __( 'Message', ${jsTd} ) },
						el( components.TextControl, {
							label: __( 'Title', ${jsTd} ),
							value: attributes.title,
							onChange: function ( value ) {
								props.setAttributes( { title: value } );
							}
						} ),
						el( components.TextareaControl, {
							label: __( 'Message', ${jsTd} ),
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
					el( 'p', { className: '${c}__title' }, attributes.title || __( ${JSON.stringify(ctx.name)}, ${jsTd} ) ),
					el( 'p', { className: '${c}__message' }, attributes.message || __( 'Write your message in the block settings.', ${jsTd} ) )
				)
			);
		},
		save: function () {
			return null;
		}
	} );
} )( window.wp.blocks, window.wp.element, window.wp.blockEditor, window.wp.components, window.wp.i18n );
`;
    const css = `.${c} {
	--${c}-accent: #0073aa;
	border-radius: 6px;
	padding: 1.25em 1.5em;
	background: #f6f7f7;
	border-top: 4px solid var(--${c}-accent);
}
.${c}__title {
	margin: 0 0 0.4em;
	font-weight: 700;
	color: var(--${c}-accent);
}
.${c}__message {
	margin: 0;
}
`;
    return {
      files: {
        "includes/block.php": php,
        "assets/block.js": js,
        "assets/block.css": `/* ${commentText(ctx.name)}: block styles. */\n${css}`,
      },
      requires: ["includes/block.php"],
      uninstall: [],
      features: [
        `Block "${ctx.name}" (${name}) for the block editor, with title and message in the block settings`,
        "Server-side rendering with escaped output; no build step (plain JavaScript with the wp.* globals)",
      ],
      usage: [`In the block editor, add the "${ctx.name}" block from the Widgets category.`],
      adminScreens: [
        {
          title: "Block editor",
          body: `<div class="card"><p><strong>${escapeHtml(ctx.name)}</strong> block <code>${escapeHtml(name)}</code> in the Widgets category.</p>
<div style="border:1px dashed #2271b1;border-radius:6px;padding:16px;background:#fff"><p style="margin:0 0 6px;font-weight:700;color:#0073aa">${escapeHtml(ctx.name)}</p><p style="margin:0">Write your message in the block settings.</p></div>
<p class="description">Block settings: Title, Message.</p></div>`,
        },
      ],
      siteSections: [
        `<div class="${c}"><p class="${c}__title">${escapeHtml(ctx.name)}</p><p class="${c}__message">${escapeHtml(defaultMessage(ctx))}</p></div>`,
      ],
      siteCss: css,
      styleTargets: { wrapper: c, stylesheet: "assets/block.css", parts: { title: `.${c}__title`, text: `.${c}__message` } },
    };
  },
};
