<?php
/**
 * The plugin's widget for classic sidebars and the Legacy Widget block.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A widget with a title, a message and an optional list of the latest posts.
 */
class __CLASS_PREFIX__Widget extends WP_Widget {

	/**
	 * Sets up the widget's name and description.
	 */
	public function __construct() {
		parent::__construct(
			'__PREFIX__widget',
			__( PLUGSMITH_PARAM_NAME, '__TEXT_DOMAIN__' ),
			array(
				'description'                 => __( 'A message and the latest posts.', '__TEXT_DOMAIN__' ),
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
		if ( function_exists( '__PREFIX__get_setting' ) && ! __PREFIX__get_setting( 'enabled' ) ) {
			return;
		}
		$title   = ! empty( $instance['title'] ) ? $instance['title'] : __( PLUGSMITH_PARAM_NAME, '__TEXT_DOMAIN__' );
		$message = ! empty( $instance['message'] ) ? $instance['message'] : ( function_exists( '__PREFIX__get_setting' ) ? (string) __PREFIX__get_setting( 'message' ) : __( PLUGSMITH_PARAM_DEFAULT_MESSAGE, '__TEXT_DOMAIN__' ) );
		$count   = isset( $instance['count'] ) ? absint( $instance['count'] ) : 0;

		echo wp_kses_post( $args['before_widget'] );
		echo wp_kses_post( $args['before_title'] ) . esc_html( apply_filters( 'widget_title', $title, $instance, $this->id_base ) ) . wp_kses_post( $args['after_title'] );
		echo '<div class="__CSS_PREFIX__widget"><p class="__CSS_PREFIX__widget__message">' . esc_html( $message ) . '</p>';

		if ( $count > 0 ) {
			$posts = get_posts(
				array(
					'numberposts'      => min( 10, $count ),
					'post_status'      => 'publish',
					'suppress_filters' => false,
				)
			);
			if ( $posts ) {
				echo '<ul class="__CSS_PREFIX__widget__posts">';
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
			<label for="<?php echo esc_attr( $this->get_field_id( 'title' ) ); ?>"><?php esc_html_e( 'Title:', '__TEXT_DOMAIN__' ); ?></label>
			<input class="widefat" type="text" id="<?php echo esc_attr( $this->get_field_id( 'title' ) ); ?>" name="<?php echo esc_attr( $this->get_field_name( 'title' ) ); ?>" value="<?php echo esc_attr( $title ); ?>" />
		</p>
		<p>
			<label for="<?php echo esc_attr( $this->get_field_id( 'message' ) ); ?>"><?php esc_html_e( 'Message:', '__TEXT_DOMAIN__' ); ?></label>
			<textarea class="widefat" rows="3" id="<?php echo esc_attr( $this->get_field_id( 'message' ) ); ?>" name="<?php echo esc_attr( $this->get_field_name( 'message' ) ); ?>"><?php echo esc_textarea( $message ); ?></textarea>
		</p>
		<p>
			<label for="<?php echo esc_attr( $this->get_field_id( 'count' ) ); ?>"><?php esc_html_e( 'Latest posts to show (0 for none):', '__TEXT_DOMAIN__' ); ?></label>
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
function __PREFIX__register_widget() {
	register_widget( '__CLASS_PREFIX__Widget' );
}
add_action( 'widgets_init', '__PREFIX__register_widget' );

/**
 * Loads the widget's stylesheet when the widget is in use.
 */
function __PREFIX__widget_assets() {
	if ( is_active_widget( false, false, '__PREFIX__widget', true ) ) {
		wp_enqueue_style( '__CSS_PREFIX__widget', plugins_url( 'assets/widget.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	}
}
add_action( 'wp_enqueue_scripts', '__PREFIX__widget_assets' );
