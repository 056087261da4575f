<?php
/**
 * REST API: GET/POST /items and DELETE /items/{id} in the plugin's namespace (registered below), with permission checks and validated arguments.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The stored items (kept in one option).
 *
 * @return array<int, array{id: int, text: string, created: string}>
 */
function __PREFIX__rest_get_items() {
	$items = get_option( '__PREFIX__items', array() );
	return is_array( $items ) ? array_values( $items ) : array();
}

/**
 * Registers the routes.
 */
function __PREFIX__rest_register_routes() {
	register_rest_route(
		PLUGSMITH_PARAM_NAMESPACE,
		'/items',
		array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => '__PREFIX__rest_list_items',
				'permission_callback' => '__return_true',
			),
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => '__PREFIX__rest_create_item',
				'permission_callback' => '__PREFIX__rest_can_create',
				'args'                => array(
					'text' => array(
						'type'              => 'string',
						'required'          => true,
						'description'       => __( 'The item\'s text (1-500 characters).', '__TEXT_DOMAIN__' ),
						'sanitize_callback' => 'sanitize_text_field',
						'validate_callback' => '__PREFIX__rest_validate_text',
					),
				),
			),
		)
	);

	register_rest_route(
		PLUGSMITH_PARAM_NAMESPACE,
		'/items/(?P<id>\\d+)',
		array(
			'methods'             => WP_REST_Server::DELETABLE,
			'callback'            => '__PREFIX__rest_delete_item',
			'permission_callback' => '__PREFIX__rest_can_delete',
			'args'                => array(
				'id' => array(
					'type'              => 'integer',
					'required'          => true,
					'sanitize_callback' => 'absint',
				),
			),
		)
	);
}
add_action( 'rest_api_init', '__PREFIX__rest_register_routes' );

/**
 * Authors and above may add items (cookie authentication needs the X-WP-Nonce header).
 *
 * @return bool
 */
function __PREFIX__rest_can_create() {
	return current_user_can( 'edit_posts' );
}

/**
 * Only administrators may delete items.
 *
 * @return bool
 */
function __PREFIX__rest_can_delete() {
	return current_user_can( 'manage_options' );
}

/**
 * Accepts 1 to 500 characters of text.
 *
 * @param mixed $value Submitted text.
 * @return true|WP_Error
 */
function __PREFIX__rest_validate_text( $value ) {
	if ( ! is_string( $value ) || '' === trim( $value ) || strlen( $value ) > 500 ) {
		return new WP_Error( 'rest_invalid_param', __( 'Text must be 1 to 500 characters.', '__TEXT_DOMAIN__' ), array( 'status' => 400 ) );
	}
	return true;
}

/**
 * GET /items (in the plugin's namespace)
 *
 * @return WP_REST_Response
 */
function __PREFIX__rest_list_items() {
	return rest_ensure_response( __PREFIX__rest_get_items() );
}

/**
 * POST /items (in the plugin's namespace)
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response
 */
function __PREFIX__rest_create_item( $request ) {
	$items = __PREFIX__rest_get_items();
	$id    = 1;
	foreach ( $items as $item ) {
		$id = max( $id, (int) $item['id'] + 1 );
	}
	$item    = array(
		'id'      => $id,
		'text'    => (string) $request['text'],
		'created' => gmdate( 'c' ),
	);
	$items[] = $item;
	update_option( '__PREFIX__items', array_slice( $items, -100 ), false );

	$response = rest_ensure_response( $item );
	$response->set_status( 201 );
	return $response;
}

/**
 * DELETE /items/{id} (in the plugin's namespace)
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function __PREFIX__rest_delete_item( $request ) {
	$id    = (int) $request['id'];
	$items = __PREFIX__rest_get_items();
	$kept  = array_values(
		array_filter(
			$items,
			function ( $item ) use ( $id ) {
				return (int) $item['id'] !== $id;
			}
		)
	);
	if ( count( $kept ) === count( $items ) ) {
		return new WP_Error( 'rest_not_found', __( 'No item with that id.', '__TEXT_DOMAIN__' ), array( 'status' => 404 ) );
	}
	update_option( '__PREFIX__items', $kept, false );
	return rest_ensure_response( array( 'deleted' => true ) );
}

/**
 * Adds the plugin's API page under Tools, describing the endpoints.
 */
function __PREFIX__rest_add_page() {
	add_management_page( __( PLUGSMITH_PARAM_PAGE_TITLE, '__TEXT_DOMAIN__' ), __( PLUGSMITH_PARAM_PAGE_TITLE, '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__api', '__PREFIX__rest_render_page' );
}
add_action( 'admin_menu', '__PREFIX__rest_add_page' );

/**
 * Prints the endpoint overview and the stored items.
 */
function __PREFIX__rest_render_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$base = rest_url( PLUGSMITH_PARAM_NAMESPACE . '/items' );
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<table class="widefat striped" style="max-width: 760px;">
			<thead><tr><th><?php esc_html_e( 'Request', '__TEXT_DOMAIN__' ); ?></th><th><?php esc_html_e( 'Who may call it', '__TEXT_DOMAIN__' ); ?></th></tr></thead>
			<tbody>
				<tr><td><code>GET <?php echo esc_html( $base ); ?></code></td><td><?php esc_html_e( 'Everyone', '__TEXT_DOMAIN__' ); ?></td></tr>
				<tr><td><code>POST <?php echo esc_html( $base ); ?></code> <code>{"text": "…"}</code></td><td><?php esc_html_e( 'Users who can edit posts', '__TEXT_DOMAIN__' ); ?></td></tr>
				<tr><td><code>DELETE <?php echo esc_html( $base ); ?>/{id}</code></td><td><?php esc_html_e( 'Administrators', '__TEXT_DOMAIN__' ); ?></td></tr>
			</tbody>
		</table>
		<h2><?php esc_html_e( 'Stored items', '__TEXT_DOMAIN__' ); ?></h2>
		<ul>
			<?php foreach ( __PREFIX__rest_get_items() as $item ) : ?>
				<li><?php echo esc_html( '#' . (int) $item['id'] . ' ' . $item['text'] ); ?></li>
			<?php endforeach; ?>
		</ul>
	</div>
	<?php
}
