import { commentText, phpFileStart, phpString, tr } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";
import { defaultMessage, messageSetting, outputDisabled } from "./settings-block";

export const widgetBlock: BlockDefinition = {
  id: "widget",
  label: "a sidebar widget",
  multiple: false,
  provides: [],
  quickAction: { label: "Add a sidebar widget", prompt: "Add a sidebar widget" },
  defaultName: () => "Custom Widget",
  instanceKey: () => "widget",
  build(ctx) {
    const className = `${ctx.classPrefix}Widget`;
    const id = `${ctx.prefix}widget`;
    const c = `${ctx.cssPrefix}widget`;
    const td = phpString(ctx.textDomain);

    const php = `${phpFileStart(ctx, `The "${ctx.name}" widget for classic sidebars and the Legacy Widget block.`, { id: "widget" })}
/**
 * A widget with a title, a message and an optional list of the latest posts.
 */
class ${className} extends WP_Widget {

	/**
	 * Sets up the widget's name and description.
	 */
	public function __construct() {
		parent::__construct(
			'${id}',
			${tr(ctx, ctx.name)},
			array(
				'description'                 => ${tr(ctx, "A message and the latest posts.")},
				'customize_selective_refresh' => true,
			)
		);
	}

	/**
	 * Prints the widget on the site.
	 *
	 * @param array $args     Sidebar markup from the theme.
	 * @param array $instance Saved widget settings.
	 */
	public function widget( $args, $instance ) {
		if ( ${outputDisabled(ctx)} ) {
			return;
		}
		$title   = ! empty( $instance['title'] ) ? $instance['title'] : ${tr(ctx, ctx.name)};
		$message = ! empty( $instance['message'] ) ? $instance['message'] : ${messageSetting(ctx, defaultMessage(ctx))};
		$count   = isset( $instance['count'] ) ? absint( $instance['count'] ) : 0;

		echo wp_kses_post( $args['before_widget'] );
		echo wp_kses_post( $args['before_title'] ) . esc_html( apply_filters( 'widget_title', $title, $instance, $this->id_base ) ) . wp_kses_post( $args['after_title'] );
		echo '<div class="${c}"><p class="${c}__message">' . esc_html( $message ) . '</p>';

		if ( $count > 0 ) {
			$posts = get_posts(
				array(
					'numberposts'      => min( 10, $count ),
					'post_status'      => 'publish',
					'suppress_filters' => false,
				)
			);
			if ( $posts ) {
				echo '<ul class="${c}__posts">';
				foreach ( $posts as $item ) {
					echo '<li><a href="' . esc_url( get_permalink( $item ) ) . '">' . esc_html( get_the_title( $item ) ) . '</a></li>';
				}
				echo '</ul>';
			}
		}
		echo '</div>';
		echo wp_kses_post( $args['after_widget'] );
	}

	/**
	 * Prints the widget's settings form in the admin (WordPress adds the form tag, nonce and capability check).
	 *
	 * @param array $instance Saved widget settings.
	 * @return string
	 */
	public function form( $instance ) {
		$title   = isset( $instance['title'] ) ? $instance['title'] : '';
		$message = isset( $instance['message'] ) ? $instance['message'] : '';
		$count   = isset( $instance['count'] ) ? absint( $instance['count'] ) : 3;
		?>
		<p>
			<label for="<?php echo esc_attr( $this->get_field_id( 'title' ) ); ?>"><?php esc_html_e( 'Title:', ${td} ); ?></label>
			<input class="widefat" type="text" id="<?php echo esc_attr( $this->get_field_id( 'title' ) ); ?>" name="<?php echo esc_attr( $this->get_field_name( 'title' ) ); ?>" value="<?php echo esc_attr( $title ); ?>" />
		</p>
		<p>
			<label for="<?php echo esc_attr( $this->get_field_id( 'message' ) ); ?>"><?php esc_html_e( 'Message:', ${td} ); ?></label>
			<textarea class="widefat" rows="3" id="<?php echo esc_attr( $this->get_field_id( 'message' ) ); ?>" name="<?php echo esc_attr( $this->get_field_name( 'message' ) ); ?>"><?php echo esc_textarea( $message ); ?></textarea>
		</p>
		<p>
			<label for="<?php echo esc_attr( $this->get_field_id( 'count' ) ); ?>"><?php esc_html_e( 'Latest posts to show (0 for none):', ${td} ); ?></label>
			<input class="tiny-text" type="number" min="0" max="10" step="1" id="<?php echo esc_attr( $this->get_field_id( 'count' ) ); ?>" name="<?php echo esc_attr( $this->get_field_name( 'count' ) ); ?>" value="<?php echo esc_attr( (string) $count ); ?>" />
		</p>
		<?php
		return '';
	}

	/**
	 * Cleans the settings before they are saved.
	 *
	 * @param array $new_instance Submitted settings.
	 * @param array $old_instance Previous settings.
	 * @return array
	 */
	public function update( $new_instance, $old_instance ) {
		return array(
			'title'   => isset( $new_instance['title'] ) ? sanitize_text_field( $new_instance['title'] ) : '',
			'message' => isset( $new_instance['message'] ) ? sanitize_textarea_field( $new_instance['message'] ) : '',
			'count'   => isset( $new_instance['count'] ) ? min( 10, absint( $new_instance['count'] ) ) : 0,
		);
	}
}

/**
 * Registers the widget.
 */
function ${ctx.prefix}register_widget() {
	register_widget( '${className}' );
}
add_action( 'widgets_init', '${ctx.prefix}register_widget' );

/**
 * Loads the widget's stylesheet when the widget is in use.
 */
function ${ctx.prefix}widget_assets() {
	if ( is_active_widget( false, false, '${id}', true ) ) {
		wp_enqueue_style( '${c}', plugins_url( 'assets/widget.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
	}
}
add_action( 'wp_enqueue_scripts', '${ctx.prefix}widget_assets' );
`;
    const css = `.${c}__message {
	margin: 0 0 0.75em;
}
.${c}__posts {
	margin: 0;
	padding-left: 1.2em;
}
.${c}__posts li {
	margin-bottom: 0.35em;
}
`;
    return {
      files: {
        "includes/widget.php": php,
        "assets/widget.css": `/* ${commentText(ctx.name)}: widget styles. */\n${css}`,
      },
      requires: ["includes/widget.php"],
      uninstall: [`delete_option( 'widget_${id}' );`],
      features: [
        `"${ctx.name}" widget (WP_Widget) with title, message and the latest posts; settings sanitised, output escaped`,
      ],
      usage: [`Add the "${ctx.name}" widget under Appearance → Widgets (or the Legacy Widget block).`],
      adminScreens: [
        {
          title: "Widgets",
          body: `<div class="card" style="max-width:360px"><h2>${escapeHtml(ctx.name)}</h2>
<p><label>Title:<br><input type="text" class="regular-text" value="${escapeHtml(ctx.name)}"></label></p>
<p><label>Message:<br><textarea rows="3">${escapeHtml(defaultMessage(ctx))}</textarea></label></p>
<p><label>Latest posts to show (0 for none): <input type="number" value="3" style="width:60px"></label></p>
<p><button type="button" class="button button-primary">Save</button></p></div>`,
        },
      ],
      siteSections: [
        `<aside style="max-width:300px;border-left:3px solid #dcdcde;padding-left:1em"><h2 style="font-size:1.1em">${escapeHtml(ctx.name)}</h2><div class="${c}"><p class="${c}__message">${escapeHtml(defaultMessage(ctx))}</p><ul class="${c}__posts"><li><a href="#">Hello world!</a></li><li><a href="#">Ten tips for a faster website</a></li><li><a href="#">Our summer opening hours</a></li></ul></div></aside>`,
      ],
      siteCss: css,
      styleTargets: {
        wrapper: c,
        stylesheet: "assets/widget.css",
        parts: { text: `.${c}__message`, list: `.${c}__posts`, item: `.${c}__posts li`, links: `.${c}__posts a` },
      },
    };
  },
};
