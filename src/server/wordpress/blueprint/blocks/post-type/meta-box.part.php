<?php

/**
 * Only people who may edit the post may change its meta fields through the REST API.
 *
 * @param bool   $allowed  Whether the user may edit the field.
 * @param string $meta_key Meta key.
 * @param int    $post_id  Post ID.
 * @return bool
 */
function PLUGSMITH_NAME_KIND_can_edit_meta( $allowed, $meta_key, $post_id ) {
	return current_user_can( 'edit_post', (int) $post_id );
}

/**
 * Adds the details meta box.
 */
function PLUGSMITH_NAME_KIND_add_meta_box() {
	add_meta_box( 'PLUGSMITH_NAME_KIND_details', __( PLUGSMITH_PARAM_DETAILS_TITLE, '__TEXT_DOMAIN__' ), 'PLUGSMITH_NAME_KIND_render_meta_box', 'PLUGSMITH_NAME_POST_TYPE', 'normal', 'high' );
}
add_action( 'add_meta_boxes', 'PLUGSMITH_NAME_KIND_add_meta_box' );

/**
 * Prints the meta box fields.
 *
 * @param WP_Post $post The post being edited.
 */
function PLUGSMITH_NAME_KIND_render_meta_box( $post ) {
	wp_nonce_field( 'PLUGSMITH_NAME_KIND_save_details', 'PLUGSMITH_NAME_KIND_details_nonce' );
	?>
	<table class="form-table" role="presentation">
		<?php foreach ( PLUGSMITH_NAME_KIND_fields() as $key => $field ) : ?>
		<tr>
			<th scope="row"><label for="<?php echo esc_attr( 'PLUGSMITH_NAME_KIND_' . $key ); ?>"><?php echo esc_html( $field['label'] ); ?></label></th>
			<td><input type="<?php echo esc_attr( $field['type'] ); ?>" class="regular-text" id="<?php echo esc_attr( 'PLUGSMITH_NAME_KIND_' . $key ); ?>" name="<?php echo esc_attr( 'PLUGSMITH_NAME_KIND_' . $key ); ?>" value="<?php echo esc_attr( (string) get_post_meta( $post->ID, '_PLUGSMITH_NAME_KIND_' . $key, true ) ); ?>"<?php echo 'number' === $field['type'] ? ' min="0"' : ''; ?> /></td>
		</tr>
		<?php endforeach; ?>
	</table>
	<?php
}

/**
 * Saves the meta box fields: checks the nonce and the user's right to edit this post, then sanitises.
 *
 * @param int $post_id Post ID.
 */
function PLUGSMITH_NAME_KIND_save_meta_box( $post_id ) {
	if ( ! isset( $_POST['PLUGSMITH_NAME_KIND_details_nonce'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['PLUGSMITH_NAME_KIND_details_nonce'] ) ), 'PLUGSMITH_NAME_KIND_save_details' ) ) {
		return;
	}
	if ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) {
		return;
	}
	if ( ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}

	foreach ( PLUGSMITH_NAME_KIND_fields() as $key => $field ) {
		$input = 'PLUGSMITH_NAME_KIND_' . $key;
		switch ( $field['type'] ) {
			case 'url':
				$value = isset( $_POST[ $input ] ) ? esc_url_raw( wp_unslash( $_POST[ $input ] ) ) : '';
				$valid = '' !== $value;
				break;
			case 'email':
				$value = isset( $_POST[ $input ] ) ? sanitize_email( wp_unslash( $_POST[ $input ] ) ) : '';
				$valid = '' !== $value;
				break;
			case 'number':
				$value = isset( $_POST[ $input ] ) ? absint( wp_unslash( $_POST[ $input ] ) ) : '';
				$valid = isset( $_POST[ $input ] ) && '' !== $_POST[ $input ];
				break;
			case 'date':
				$value = isset( $_POST[ $input ] ) ? sanitize_text_field( wp_unslash( $_POST[ $input ] ) ) : '';
				$valid = '' !== $value && preg_match( '/^\d{4}-\d{2}-\d{2}$/', $value );
				break;
			default:
				$value = isset( $_POST[ $input ] ) ? sanitize_text_field( wp_unslash( $_POST[ $input ] ) ) : '';
				$valid = '' !== $value;
		}
		if ( $valid ) {
			update_post_meta( $post_id, '_' . $input, $value );
		} else {
			delete_post_meta( $post_id, '_' . $input );
		}
	}
}
add_action( 'save_post_PLUGSMITH_NAME_POST_TYPE', 'PLUGSMITH_NAME_KIND_save_meta_box' );

/**
 * Adds a column for the first meta field to the post type's list.
 *
 * @param string[] $columns Column titles by key.
 * @return string[]
 */
function PLUGSMITH_NAME_KIND_admin_columns( $columns ) {
	$fields = PLUGSMITH_NAME_KIND_fields();
	$key    = (string) key( $fields );

	$columns[ 'PLUGSMITH_NAME_KIND_' . $key ] = $fields[ $key ]['label'];
	return $columns;
}
add_filter( 'manage_PLUGSMITH_NAME_POST_TYPE_posts_columns', 'PLUGSMITH_NAME_KIND_admin_columns' );

/**
 * Prints the column's value.
 *
 * @param string $column  Column key.
 * @param int    $post_id Post ID.
 */
function PLUGSMITH_NAME_KIND_admin_column_value( $column, $post_id ) {
	$fields = PLUGSMITH_NAME_KIND_fields();
	$key    = (string) key( $fields );
	if ( ( 'PLUGSMITH_NAME_KIND_' . $key ) === $column ) {
		echo esc_html( (string) get_post_meta( $post_id, '_PLUGSMITH_NAME_KIND_' . $key, true ) );
	}
}
add_action( 'manage_PLUGSMITH_NAME_POST_TYPE_posts_custom_column', 'PLUGSMITH_NAME_KIND_admin_column_value', 10, 2 );
