import { commentText, phpFileStart, phpString, tr } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";

export const restApiBlock: BlockDefinition = {
  id: "rest-api",
  label: "a REST API endpoint",
  multiple: false,
  provides: [],
  quickAction: { label: "Add a REST API endpoint", prompt: "Add a REST API endpoint" },
  defaultName: () => "REST Endpoint",
  instanceKey: () => "rest-api",
  build(ctx) {
    const p = `${ctx.prefix}rest_`;
    const ns = `${ctx.namespace}/v1`;
    const option = `${ctx.prefix}items`;
    const page = `${ctx.cssPrefix}api`;
    const td = phpString(ctx.textDomain);

    const php = `${phpFileStart(ctx, `REST API: GET/POST /wp-json/${ns}/items and DELETE /wp-json/${ns}/items/{id}, with permission checks and validated arguments.`, { id: "rest-api" })}
/**
 * The stored items (kept in one option).
 *
 * @return array<int, array{id: int, text: string, created: string}>
 */
function ${p}get_items() {
	$items = get_option( '${option}', array() );
	return is_array( $items ) ? array_values( $items ) : array();
}

/**
 * Registers the routes.
 */
function ${p}register_routes() {
	register_rest_route(
		'${ns}',
		'/items',
		array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => '${p}list_items',
				'permission_callback' => '__return_true',
			),
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => '${p}create_item',
				'permission_callback' => '${p}can_create',
				'args'                => array(
					'text' => array(
						'type'              => 'string',
						'required'          => true,
						'description'       => ${tr(ctx, "The item's text (1-500 characters).")},
						'sanitize_callback' => 'sanitize_text_field',
						'validate_callback' => '${p}validate_text',
					),
				),
			),
		)
	);

	register_rest_route(
		'${ns}',
		'/items/(?P<id>\\\\d+)',
		array(
			'methods'             => WP_REST_Server::DELETABLE,
			'callback'            => '${p}delete_item',
			'permission_callback' => '${p}can_delete',
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
add_action( 'rest_api_init', '${p}register_routes' );

/**
 * Authors and above may add items (cookie authentication needs the X-WP-Nonce header).
 *
 * @return bool
 */
function ${p}can_create() {
	return current_user_can( 'edit_posts' );
}

/**
 * Only administrators may delete items.
 *
 * @return bool
 */
function ${p}can_delete() {
	return current_user_can( 'manage_options' );
}

/**
 * Accepts 1 to 500 characters of text.
 *
 * @param mixed $value Submitted text.
 * @return true|WP_Error
 */
function ${p}validate_text( $value ) {
	if ( ! is_string( $value ) || '' === trim( $value ) || strlen( $value ) > 500 ) {
		return new WP_Error( 'rest_invalid_param', ${tr(ctx, "Text must be 1 to 500 characters.")}, array( 'status' => 400 ) );
	}
	return true;
}

/**
 * GET /${ns}/items
 *
 * @return WP_REST_Response
 */
function ${p}list_items() {
	return rest_ensure_response( ${p}get_items() );
}

/**
 * POST /${ns}/items
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response
 */
function ${p}create_item( $request ) {
	$items = ${p}get_items();
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
	update_option( '${option}', array_slice( $items, -100 ), false );

	$response = rest_ensure_response( $item );
	$response->set_status( 201 );
	return $response;
}

/**
 * DELETE /${ns}/items/{id}
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function ${p}delete_item( $request ) {
	$id    = (int) $request['id'];
	$items = ${p}get_items();
	$kept  = array_values(
		array_filter(
			$items,
			function ( $item ) use ( $id ) {
				return (int) $item['id'] !== $id;
			}
		)
	);
	if ( count( $kept ) === count( $items ) ) {
		return new WP_Error( 'rest_not_found', ${tr(ctx, "No item with that id.")}, array( 'status' => 404 ) );
	}
	update_option( '${option}', $kept, false );
	return rest_ensure_response( array( 'deleted' => true ) );
}

/**
 * Adds Tools → ${commentText(ctx.name)} API, a page describing the endpoints.
 */
function ${p}add_page() {
	add_management_page( ${tr(ctx, `${ctx.name} API`)}, ${tr(ctx, `${ctx.name} API`)}, 'manage_options', '${page}', '${p}render_page' );
}
add_action( 'admin_menu', '${p}add_page' );

/**
 * Prints the endpoint overview and the stored items.
 */
function ${p}render_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$base = rest_url( '${ns}/items' );
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<table class="widefat striped" style="max-width: 760px;">
			<thead><tr><th><?php esc_html_e( 'Request', ${td} ); ?></th><th><?php esc_html_e( 'Who may call it', ${td} ); ?></th></tr></thead>
			<tbody>
				<tr><td><code>GET <?php echo esc_html( $base ); ?></code></td><td><?php esc_html_e( 'Everyone', ${td} ); ?></td></tr>
				<tr><td><code>POST <?php echo esc_html( $base ); ?></code> <code>{"text": "…"}</code></td><td><?php esc_html_e( 'Users who can edit posts', ${td} ); ?></td></tr>
				<tr><td><code>DELETE <?php echo esc_html( $base ); ?>/{id}</code></td><td><?php esc_html_e( 'Administrators', ${td} ); ?></td></tr>
			</tbody>
		</table>
		<h2><?php esc_html_e( 'Stored items', ${td} ); ?></h2>
		<ul>
			<?php foreach ( ${p}get_items() as $item ) : ?>
				<li><?php echo esc_html( '#' . (int) $item['id'] . ' ' . $item['text'] ); ?></li>
			<?php endforeach; ?>
		</ul>
	</div>
	<?php
}
`;
    return {
      files: { "includes/rest-api.php": php },
      requires: ["includes/rest-api.php"],
      uninstall: [`delete_option( '${option}' );`],
      features: [
        `REST API route /wp-json/${ns}/items: GET for everyone, POST for users who can edit posts, DELETE /items/{id} for administrators`,
        "Arguments validated and sanitised by the REST API (sanitize_callback, validate_callback); errors as WP_Error with HTTP status",
        `Tools → ${ctx.name} API page listing the endpoints and stored items`,
      ],
      usage: [`Call GET /wp-json/${ns}/items; POST needs a logged-in user (X-WP-Nonce header) or an application password.`],
      adminScreens: [
        {
          title: `${ctx.name} API`,
          body: `<table class="widefat"><thead><tr><th>Request</th><th>Who may call it</th></tr></thead><tbody>
<tr><td><code>GET /wp-json/${escapeHtml(ns)}/items</code></td><td>Everyone</td></tr>
<tr><td><code>POST /wp-json/${escapeHtml(ns)}/items</code> <code>{"text": "…"}</code></td><td>Users who can edit posts</td></tr>
<tr><td><code>DELETE /wp-json/${escapeHtml(ns)}/items/{id}</code></td><td>Administrators</td></tr>
</tbody></table>
<h2>Stored items</h2><ul><li>#1 First item</li><li>#2 Second item</li></ul>`,
        },
      ],
      siteSections: [
        `<p>GET <code>/wp-json/${escapeHtml(ns)}/items</code></p><pre style="background:#1e1e1e;color:#f0f0f1;padding:1em;border-radius:6px;overflow:auto">[
  { "id": 1, "text": "First item", "created": "2025-01-01T09:00:00+00:00" },
  { "id": 2, "text": "Second item", "created": "2025-01-02T09:00:00+00:00" }
]</pre>`,
      ],
      siteCss: "",
    };
  },
};
