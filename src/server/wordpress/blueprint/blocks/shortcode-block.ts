import { commentText, phpFileStart, phpString, tr } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";
import { accentSetting, defaultMessage, messageSetting, outputDisabled } from "./settings-block";

export const shortcodeBlock: BlockDefinition = {
  id: "shortcode",
  label: "a shortcode",
  multiple: false,
  provides: ["shortcode"],
  satisfiedBy: "shortcode",
  quickAction: { label: "Add a shortcode", prompt: "Add a shortcode" },
  defaultName: () => "Custom Shortcode",
  instanceKey: () => "shortcode",
  build(ctx, params) {
    const tag = params.tag ?? ctx.prefix.slice(0, -1);
    const p = ctx.prefix;
    const c = ctx.cssPrefix;
    const php = `${phpFileStart(ctx, `The [${tag}] shortcode: a styled message box.`, { id: "shortcode", params: { tag } })}
/**
 * Registers the shortcode's stylesheet; it is enqueued only on pages that use the shortcode.
 */
function ${p}register_shortcode_assets() {
	wp_register_style( '${c}shortcode', plugins_url( 'assets/shortcode.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
}
add_action( 'wp_enqueue_scripts', '${p}register_shortcode_assets' );

/**
 * Renders [${tag} title="…" style="default|highlight"]optional message[/${tag}].
 *
 * @param array|string $atts    Shortcode attributes.
 * @param string|null  $content Text between the opening and closing tag.
 * @return string
 */
function ${p}render_shortcode( $atts, $content = null ) {
	if ( ${outputDisabled(ctx)} ) {
		return '';
	}

	$atts = shortcode_atts(
		array(
			'title' => ${tr(ctx, ctx.name)},
			'style' => 'default',
		),
		$atts,
		'${tag}'
	);

	$message = ( is_string( $content ) && '' !== trim( $content ) ) ? $content : ${messageSetting(ctx, defaultMessage(ctx))};
	$style   = in_array( $atts['style'], array( 'default', 'highlight' ), true ) ? $atts['style'] : 'default';
	$accent  = ${accentSetting(ctx)};

	wp_enqueue_style( '${c}shortcode' );

	$html  = '<div class="' . esc_attr( '${c}box ${c}box--' . $style ) . '"';
	$html .= $accent ? ' style="' . esc_attr( '--${c}accent: ' . $accent ) . '"' : '';
	$html .= '>';
	$html .= '<p class="${c}box__title">' . esc_html( $atts['title'] ) . '</p>';
	$html .= '<div class="${c}box__message">' . wp_kses_post( wpautop( do_shortcode( $message ) ) ) . '</div>';
	$html .= '</div>';

	return $html;
}
add_shortcode( ${phpString(tag)}, '${p}render_shortcode' );
`;
    const css = shortcodeCss(c);
    return {
      files: { "includes/shortcode.php": php, "assets/shortcode.css": `/* ${commentText(ctx.name)}: [${tag}] shortcode. */\n${css}` },
      requires: ["includes/shortcode.php"],
      uninstall: [],
      features: [
        `Shortcode [${tag}] with title and style attributes (output escaped, stylesheet loaded only where used)`,
      ],
      usage: [`Put [${tag}] in a post or page, or [${tag} title="News" style="highlight"]Your text[/${tag}].`],
      adminScreens: [
        {
          title: `${ctx.name}: shortcode`,
          body: `<div class="card"><h2>Shortcode</h2><p>Add this to any post, page or Shortcode block:</p><p><code>[${escapeHtml(tag)}]</code></p><p><code>[${escapeHtml(tag)} title="News" style="highlight"]Your text[/${escapeHtml(tag)}]</code></p></div>`,
        },
      ],
      siteSections: [
        `<div class="${c}box ${c}box--default"><p class="${c}box__title">${escapeHtml(ctx.name)}</p><div class="${c}box__message"><p>${escapeHtml(defaultMessage(ctx))}</p></div></div>`,
      ],
      siteCss: css,
      styleTargets: {
        wrapper: `${c}box`,
        stylesheet: "assets/shortcode.css",
        parts: { title: `.${c}box__title`, text: `.${c}box__message`, links: `.${c}box__message a` },
      },
    };
  },
};

function shortcodeCss(c: string): string {
  return `.${c}box {
	--${c}accent: #0073aa;
	border: 1px solid #dcdcde;
	border-left: 4px solid var(--${c}accent);
	border-radius: 4px;
	background: #fff;
	padding: 1em 1.25em;
	margin: 1.5em 0;
}
.${c}box--highlight {
	background: #f6f7f7;
	box-shadow: 0 2px 6px rgba(0, 0, 0, 0.08);
}
.${c}box__title {
	font-weight: 600;
	margin: 0 0 0.5em;
	color: var(--${c}accent);
}
.${c}box__message > :last-child {
	margin-bottom: 0;
}
`;
}
