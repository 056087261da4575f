<?php
/**
 * __PLUGIN_NAME__: the Upsell Offers admin page (rules, reporting, settings) and its form handlers.
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The capability that manages upsell rules: shop managers' with WooCommerce, else administrators'.
 *
 * @return string
 */
function __PREFIX__capability() {
	return __PREFIX__woocommerce_active() ? 'manage_woocommerce' : 'manage_options';
}

/**
 * Adds the Upsell Offers menu.
 */
function __PREFIX__add_admin_page() {
	add_menu_page( __( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ), __( 'Upsell Offers', '__TEXT_DOMAIN__' ), __PREFIX__capability(), '__CSS_PREFIX__rules', '__PREFIX__render_admin_page', 'dashicons-cart', 56 );
}
add_action( 'admin_menu', '__PREFIX__add_admin_page' );

/**
 * Loads the admin stylesheet on the plugin's page only.
 *
 * @param string $hook_suffix The current admin page.
 */
function __PREFIX__admin_assets( $hook_suffix ) {
	if ( 'toplevel_page___CSS_PREFIX__rules' !== $hook_suffix ) {
		return;
	}
	wp_enqueue_style( '__CSS_PREFIX__admin', plugins_url( 'assets/upsell-admin.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
}
add_action( 'admin_enqueue_scripts', '__PREFIX__admin_assets' );

/**
 * Registers the box settings.
 */
function __PREFIX__register_settings() {
	register_setting(
		'__PREFIX__settings_group',
		'__PREFIX__settings',
		array(
			'type'              => 'array',
			'sanitize_callback' => '__PREFIX__sanitize_settings',
			'default'           => __PREFIX__default_settings(),
		)
	);
}
add_action( 'admin_init', '__PREFIX__register_settings' );

/**
 * Cleans the submitted settings.
 *
 * @param mixed $input Submitted values.
 * @return array{heading: string, max_offers: int, notice: bool}
 */
function __PREFIX__sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$defaults = __PREFIX__default_settings();
	$heading  = isset( $input['heading'] ) ? sanitize_text_field( $input['heading'] ) : '';
	$max      = isset( $input['max_offers'] ) ? absint( $input['max_offers'] ) : $defaults['max_offers'];
	return array(
		'heading'    => '' !== $heading ? $heading : $defaults['heading'],
		'max_offers' => min( 6, max( 1, $max ) ),
		'notice'     => ! empty( $input['notice'] ),
	);
}

/**
 * Published products to choose from (ID => name), at most 500.
 *
 * @return array<int, string>
 */
function __PREFIX__product_choices() {
	$posts   = get_posts(
		array(
			'post_type'        => 'product',
			'post_status'      => 'publish',
			'numberposts'      => 500,
			'orderby'          => 'title',
			'order'            => 'ASC',
			'suppress_filters' => false,
		)
	);
	$choices = array();
	foreach ( $posts as $post ) {
		$choices[ (int) $post->ID ] = get_the_title( $post );
	}
	return $choices;
}

/**
 * Product categories to choose from (ID => name); none without WooCommerce.
 *
 * @return array<int, string>
 */
function __PREFIX__category_choices() {
	if ( ! taxonomy_exists( 'product_cat' ) ) {
		return array();
	}
	$terms   = get_terms(
		array(
			'taxonomy'   => 'product_cat',
			'hide_empty' => false,
		)
	);
	$choices = array();
	foreach ( is_array( $terms ) ? $terms : array() as $term ) {
		$choices[ (int) $term->term_id ] = $term->name;
	}
	return $choices;
}

/**
 * Prints a choice of products or categories: a list when there are some, else an ID field.
 *
 * @param string             $name     Field name.
 * @param array<int, string> $choices  ID => name.
 * @param int                $selected Chosen ID.
 * @param string             $none     Label of the empty choice.
 */
function __PREFIX__render_choice( $name, $choices, $selected, $none ) {
	$id = '__PREFIX__' . $name;
	if ( empty( $choices ) ) {
		printf(
			'<input type="number" min="0" step="1" class="small-text" id="%1$s" name="%2$s" value="%3$s" placeholder="%4$s" />',
			esc_attr( $id ),
			esc_attr( $name ),
			esc_attr( $selected ? (string) $selected : '' ),
			esc_attr__( 'ID', '__TEXT_DOMAIN__' )
		);
		return;
	}
	echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
	echo '<option value="0">' . esc_html( $none ) . '</option>';
	foreach ( $choices as $value => $label ) {
		echo '<option value="' . esc_attr( (string) $value ) . '"' . selected( $selected, $value, false ) . '>' . esc_html( $label ) . '</option>';
	}
	echo '</select>';
}

/**
 * A link that runs an action on one rule (delete, pause or activate, reset counts), with its nonce.
 *
 * @param string $what    delete, toggle or reset.
 * @param int    $rule_id Rule ID.
 * @return string
 */
function __PREFIX__rule_action_url( $what, $rule_id ) {
	$url = add_query_arg(
		array(
			'action' => '__PREFIX__rule_action',
			'do'     => $what,
			'rule'   => $rule_id,
		),
		admin_url( 'admin-post.php' )
	);
	return wp_nonce_url( $url, '__PREFIX__rule_action_' . $what . '_' . $rule_id );
}

/**
 * A product's name for the rules list.
 *
 * @param int $product_id Product ID.
 * @return string
 */
function __PREFIX__product_label( $product_id ) {
	$post = get_post( $product_id );
	if ( $post && 'product' === $post->post_type ) {
		return get_the_title( $post );
	}
	/* translators: %d: product ID. */
	return sprintf( __( 'Product #%d (not found)', '__TEXT_DOMAIN__' ), $product_id );
}

/**
 * A category's name for the rules list.
 *
 * @param int $term_id Category ID.
 * @return string
 */
function __PREFIX__category_label( $term_id ) {
	$term = taxonomy_exists( 'product_cat' ) ? get_term( $term_id, 'product_cat' ) : null;
	if ( $term instanceof WP_Term ) {
		return $term->name;
	}
	/* translators: %d: category ID. */
	return sprintf( __( 'Category #%d', '__TEXT_DOMAIN__' ), $term_id );
}

/**
 * Prints the Upsell Offers page: the rule form, the rules with their counts and the box settings.
 */
function __PREFIX__render_admin_page() {
	if ( ! current_user_can( __PREFIX__capability() ) ) {
		return;
	}
	// Read-only: which rule to edit and which fixed message to show after a redirect.
	$edit_id = isset( $_GET['edit'] ) ? absint( wp_unslash( $_GET['edit'] ) ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$done    = isset( $_GET['__PREFIX__done'] ) ? sanitize_key( wp_unslash( $_GET['__PREFIX__done'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$error   = isset( $_GET['__PREFIX__error'] ) ? sanitize_key( wp_unslash( $_GET['__PREFIX__error'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended

	$messages = array(
		'added'   => __( 'Rule added.', '__TEXT_DOMAIN__' ),
		'updated' => __( 'Rule updated.', '__TEXT_DOMAIN__' ),
		'deleted' => __( 'Rule deleted.', '__TEXT_DOMAIN__' ),
		'toggled' => __( 'Rule status changed.', '__TEXT_DOMAIN__' ),
		'reset'   => __( 'Counts reset.', '__TEXT_DOMAIN__' ),
	);
	$errors   = array(
		'trigger'  => __( 'Choose either a trigger product or a trigger category (not both).', '__TEXT_DOMAIN__' ),
		'offer'    => __( 'Choose a published product to offer.', '__TEXT_DOMAIN__' ),
		'same'     => __( 'The offered product must differ from the trigger product.', '__TEXT_DOMAIN__' ),
		'discount' => __( 'The discount must be a percentage between 0 and 100.', '__TEXT_DOMAIN__' ),
		'missing'  => __( 'That rule does not exist any more.', '__TEXT_DOMAIN__' ),
	);

	$rule = $edit_id ? __PREFIX__get_rule( $edit_id ) : null;
	if ( null === $rule ) {
		$rule = __PREFIX__normalize_rule( array() );
	}
	$rules      = __PREFIX__get_rules();
	$products   = __PREFIX__product_choices();
	$categories = __PREFIX__category_choices();
	$settings   = __PREFIX__settings();
	$shown      = 0;
	$accepted   = 0;
	foreach ( $rules as $one ) {
		$shown    += $one['shown_count'];
		$accepted += $one['accepted_count'];
	}
	?>
	<div class="wrap __CSS_PREFIX__admin">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php if ( isset( $messages[ $done ] ) ) : ?>
			<div class="notice notice-success is-dismissible"><p><?php echo esc_html( $messages[ $done ] ); ?></p></div>
		<?php endif; ?>
		<?php if ( isset( $errors[ $error ] ) ) : ?>
			<div class="notice notice-error"><p><?php echo esc_html( $errors[ $error ] ); ?></p></div>
		<?php endif; ?>
		<?php if ( ! __PREFIX__woocommerce_active() ) : ?>
			<div class="notice notice-warning inline"><p><?php esc_html_e( 'WooCommerce is not active: you can prepare rules here, and offers appear in the cart once WooCommerce is installed and activated.', '__TEXT_DOMAIN__' ); ?></p></div>
		<?php endif; ?>

		<div class="__CSS_PREFIX__admin__summary">
			<div class="__CSS_PREFIX__admin__stat"><strong><?php echo esc_html( number_format_i18n( count( $rules ) ) ); ?></strong> <?php esc_html_e( 'Rules', '__TEXT_DOMAIN__' ); ?></div>
			<div class="__CSS_PREFIX__admin__stat"><strong><?php echo esc_html( number_format_i18n( $shown ) ); ?></strong> <?php esc_html_e( 'Offers shown', '__TEXT_DOMAIN__' ); ?></div>
			<div class="__CSS_PREFIX__admin__stat"><strong><?php echo esc_html( number_format_i18n( $accepted ) ); ?></strong> <?php esc_html_e( 'Offers accepted', '__TEXT_DOMAIN__' ); ?></div>
			<div class="__CSS_PREFIX__admin__stat"><strong><?php echo esc_html( $shown ? number_format_i18n( 100 * $accepted / $shown, 1 ) . '%' : '–' ); ?></strong> <?php esc_html_e( 'Acceptance rate', '__TEXT_DOMAIN__' ); ?></div>
		</div>

		<div class="card __CSS_PREFIX__admin__card">
			<h2><?php echo $rule['id'] ? esc_html__( 'Edit rule', '__TEXT_DOMAIN__' ) : esc_html__( 'Add a rule', '__TEXT_DOMAIN__' ); ?></h2>
			<p><?php esc_html_e( 'When the trigger product, or any product of the trigger category, is in the cart, the cart page shows a box offering the other product, optionally at a discount.', '__TEXT_DOMAIN__' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="__PREFIX__save_rule" />
				<input type="hidden" name="rule_id" value="<?php echo esc_attr( (string) $rule['id'] ); ?>" />
				<?php wp_nonce_field( '__PREFIX__save_rule' ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="__PREFIX__trigger_product"><?php esc_html_e( 'When this product is in the cart', '__TEXT_DOMAIN__' ); ?></label></th>
						<td><?php __PREFIX__render_choice( 'trigger_product', $products, 'product' === $rule['trigger_type'] ? $rule['trigger_id'] : 0, __( '— No product —', '__TEXT_DOMAIN__' ) ); ?></td>
					</tr>
					<tr>
						<th scope="row"><label for="__PREFIX__trigger_category"><?php esc_html_e( '… or a product of this category', '__TEXT_DOMAIN__' ); ?></label></th>
						<td><?php __PREFIX__render_choice( 'trigger_category', $categories, 'category' === $rule['trigger_type'] ? $rule['trigger_id'] : 0, __( '— No category —', '__TEXT_DOMAIN__' ) ); ?>
							<p class="description"><?php esc_html_e( 'Choose a product or a category.', '__TEXT_DOMAIN__' ); ?></p></td>
					</tr>
					<tr>
						<th scope="row"><label for="__PREFIX__offer_product"><?php esc_html_e( 'Offer this product', '__TEXT_DOMAIN__' ); ?></label></th>
						<td><?php __PREFIX__render_choice( 'offer_product', $products, $rule['offer_product_id'], __( '— Choose a product —', '__TEXT_DOMAIN__' ) ); ?></td>
					</tr>
					<tr>
						<th scope="row"><label for="__PREFIX__discount"><?php esc_html_e( 'Discount', '__TEXT_DOMAIN__' ); ?></label></th>
						<td><input type="number" min="0" max="100" step="0.01" class="small-text" id="__PREFIX__discount" name="discount" value="<?php echo esc_attr( (string) $rule['discount'] ); ?>" /> %
							<p class="description"><?php esc_html_e( 'Optional: the offered product costs this much less when added from the box. 0 for no discount.', '__TEXT_DOMAIN__' ); ?></p></td>
					</tr>
					<tr>
						<th scope="row"><label for="__PREFIX__headline"><?php esc_html_e( 'Headline', '__TEXT_DOMAIN__' ); ?></label></th>
						<td><input type="text" class="regular-text" maxlength="200" id="__PREFIX__headline" name="headline" value="<?php echo esc_attr( $rule['headline'] ); ?>" placeholder="<?php esc_attr_e( 'Add it now and save 10%', '__TEXT_DOMAIN__' ); ?>" />
							<p class="description"><?php esc_html_e( 'Optional text above the product in the box.', '__TEXT_DOMAIN__' ); ?></p></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Status', '__TEXT_DOMAIN__' ); ?></th>
						<td><label><input type="checkbox" name="active" value="1" <?php checked( $rule['active'] ); ?> /> <?php esc_html_e( 'Active', '__TEXT_DOMAIN__' ); ?></label></td>
					</tr>
				</table>
				<p class="submit">
					<button type="submit" class="button button-primary"><?php echo $rule['id'] ? esc_html__( 'Update rule', '__TEXT_DOMAIN__' ) : esc_html__( 'Add rule', '__TEXT_DOMAIN__' ); ?></button>
					<?php if ( $rule['id'] ) : ?>
						<a class="button" href="<?php echo esc_url( admin_url( 'admin.php?page=__CSS_PREFIX__rules' ) ); ?>"><?php esc_html_e( 'Cancel', '__TEXT_DOMAIN__' ); ?></a>
					<?php endif; ?>
				</p>
			</form>
		</div>

		<h2><?php esc_html_e( 'Rules and results', '__TEXT_DOMAIN__' ); ?></h2>
		<table class="widefat striped __CSS_PREFIX__admin__rules">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'When in the cart', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Offered product', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col" class="num"><?php esc_html_e( 'Discount', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col" class="num"><?php esc_html_e( 'Shown', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col" class="num"><?php esc_html_e( 'Accepted', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col" class="num"><?php esc_html_e( 'Rate', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Status', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Actions', '__TEXT_DOMAIN__' ); ?></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( empty( $rules ) ) : ?>
				<tr><td colspan="8"><?php esc_html_e( 'No rules yet. Add one above.', '__TEXT_DOMAIN__' ); ?></td></tr>
			<?php endif; ?>
			<?php foreach ( $rules as $one ) : ?>
				<tr data-rule="<?php echo esc_attr( (string) $one['id'] ); ?>">
					<td><?php echo esc_html( 'category' === $one['trigger_type'] ? sprintf( /* translators: %s: category name. */ __( 'Any product in %s', '__TEXT_DOMAIN__' ), __PREFIX__category_label( $one['trigger_id'] ) ) : __PREFIX__product_label( $one['trigger_id'] ) ); ?></td>
					<td><?php echo esc_html( __PREFIX__product_label( $one['offer_product_id'] ) ); ?></td>
					<td class="num"><?php echo esc_html( $one['discount'] > 0 ? __PREFIX__format_percent( $one['discount'] ) . '%' : '–' ); ?></td>
					<td class="num __CSS_PREFIX__admin__shown"><?php echo esc_html( number_format_i18n( $one['shown_count'] ) ); ?></td>
					<td class="num __CSS_PREFIX__admin__accepted"><?php echo esc_html( number_format_i18n( $one['accepted_count'] ) ); ?></td>
					<td class="num"><?php echo esc_html( $one['shown_count'] ? number_format_i18n( 100 * $one['accepted_count'] / $one['shown_count'], 1 ) . '%' : '–' ); ?></td>
					<td><?php echo $one['active'] ? esc_html__( 'Active', '__TEXT_DOMAIN__' ) : esc_html__( 'Paused', '__TEXT_DOMAIN__' ); ?></td>
					<td class="__CSS_PREFIX__admin__actions">
						<a href="<?php echo esc_url( add_query_arg( 'edit', $one['id'], admin_url( 'admin.php?page=__CSS_PREFIX__rules' ) ) ); ?>"><?php esc_html_e( 'Edit', '__TEXT_DOMAIN__' ); ?></a> |
						<a href="<?php echo esc_url( __PREFIX__rule_action_url( 'toggle', $one['id'] ) ); ?>"><?php echo $one['active'] ? esc_html__( 'Pause', '__TEXT_DOMAIN__' ) : esc_html__( 'Activate', '__TEXT_DOMAIN__' ); ?></a> |
						<a href="<?php echo esc_url( __PREFIX__rule_action_url( 'reset', $one['id'] ) ); ?>"><?php esc_html_e( 'Reset counts', '__TEXT_DOMAIN__' ); ?></a> |
						<a class="__CSS_PREFIX__admin__delete" href="<?php echo esc_url( __PREFIX__rule_action_url( 'delete', $one['id'] ) ); ?>"><?php esc_html_e( 'Delete', '__TEXT_DOMAIN__' ); ?></a>
					</td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<p class="description"><?php esc_html_e( 'Shown counts each offer once per shopper visit; accepted counts each click on its Add to cart button.', '__TEXT_DOMAIN__' ); ?></p>

		<div class="card __CSS_PREFIX__admin__card">
			<h2><?php esc_html_e( 'Offer box settings', '__TEXT_DOMAIN__' ); ?></h2>
			<form method="post" action="options.php">
				<?php settings_fields( '__PREFIX__settings_group' ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="__PREFIX__heading"><?php esc_html_e( 'Box heading', '__TEXT_DOMAIN__' ); ?></label></th>
						<td><input type="text" class="regular-text" id="__PREFIX__heading" name="__PREFIX__settings[heading]" value="<?php echo esc_attr( $settings['heading'] ); ?>" /></td>
					</tr>
					<tr>
						<th scope="row"><label for="__PREFIX__max_offers"><?php esc_html_e( 'Offers shown at most', '__TEXT_DOMAIN__' ); ?></label></th>
						<td><input type="number" min="1" max="6" class="small-text" id="__PREFIX__max_offers" name="__PREFIX__settings[max_offers]" value="<?php echo esc_attr( (string) $settings['max_offers'] ); ?>" /></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'After add to cart', '__TEXT_DOMAIN__' ); ?></th>
						<td><label><input type="checkbox" name="__PREFIX__settings[notice]" value="1" <?php checked( ! empty( $settings['notice'] ) ); ?> /> <?php esc_html_e( 'When a product that triggers an offer is added, tell the shopper about the offer.', '__TEXT_DOMAIN__' ); ?></label></td>
					</tr>
				</table>
				<?php submit_button( __( 'Save settings', '__TEXT_DOMAIN__' ) ); ?>
			</form>
		</div>
	</div>
	<?php
}

/**
 * Sends the administrator back to the Upsell Offers page with a message or an error.
 *
 * @param array $args Query arguments.
 */
function __PREFIX__back_to_page( $args ) {
	wp_safe_redirect( add_query_arg( $args, admin_url( 'admin.php?page=__CSS_PREFIX__rules' ) ) );
	exit;
}

/**
 * Saves a rule from the form: checks the capability and the nonce, validates the products, category
 * and discount, then inserts or updates the row.
 */
function __PREFIX__handle_save_rule() {
	if ( ! current_user_can( __PREFIX__capability() ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage upsell rules.', '__TEXT_DOMAIN__' ), 403 );
	}
	check_admin_referer( '__PREFIX__save_rule' );
	global $wpdb;

	$rule_id          = isset( $_POST['rule_id'] ) ? absint( wp_unslash( $_POST['rule_id'] ) ) : 0;
	$trigger_product  = isset( $_POST['trigger_product'] ) ? absint( wp_unslash( $_POST['trigger_product'] ) ) : 0;
	$trigger_category = isset( $_POST['trigger_category'] ) ? absint( wp_unslash( $_POST['trigger_category'] ) ) : 0;
	$offer_product    = isset( $_POST['offer_product'] ) ? absint( wp_unslash( $_POST['offer_product'] ) ) : 0;
	$discount_text    = isset( $_POST['discount'] ) ? sanitize_text_field( wp_unslash( $_POST['discount'] ) ) : '';
	$headline         = isset( $_POST['headline'] ) ? sanitize_text_field( wp_unslash( $_POST['headline'] ) ) : '';
	$active           = isset( $_POST['active'] ) ? 1 : 0;
	$back             = $rule_id ? array( 'edit' => $rule_id ) : array();

	if ( $rule_id && null === __PREFIX__get_rule( $rule_id ) ) {
		__PREFIX__back_to_page( array( '__PREFIX__error' => 'missing' ) );
	}
	if ( ( $trigger_product > 0 ) === ( $trigger_category > 0 ) ) {
		__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'trigger' ) );
	}
	if ( $trigger_product > 0 && 'product' !== get_post_type( $trigger_product ) ) {
		__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'trigger' ) );
	}
	if ( $trigger_category > 0 && taxonomy_exists( 'product_cat' ) && ! term_exists( $trigger_category, 'product_cat' ) ) {
		__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'trigger' ) );
	}
	if ( 'product' !== get_post_type( $offer_product ) || 'publish' !== get_post_status( $offer_product ) ) {
		__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'offer' ) );
	}
	if ( $offer_product === $trigger_product ) {
		__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'same' ) );
	}
	$discount_text = str_replace( ',', '.', $discount_text );
	if ( '' !== $discount_text && ( ! is_numeric( $discount_text ) || (float) $discount_text < 0 || (float) $discount_text > 100 ) ) {
		__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'discount' ) );
	}

	$table = __PREFIX__table();
	$data  = array(
		'trigger_type'     => $trigger_product > 0 ? 'product' : 'category',
		'trigger_id'       => $trigger_product > 0 ? $trigger_product : $trigger_category,
		'offer_product_id' => $offer_product,
		'discount'         => round( (float) $discount_text, 2 ),
		'headline'         => function_exists( 'mb_substr' ) ? mb_substr( $headline, 0, 200 ) : substr( $headline, 0, 200 ),
		'active'           => $active,
	);
	if ( $rule_id ) {
		$wpdb->update( $table, $data, array( 'id' => $rule_id ), array( '%s', '%d', '%d', '%f', '%s', '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$done = 'updated';
	} else {
		$data['created_at'] = current_time( 'mysql', true );
		$wpdb->insert( $table, $data, array( '%s', '%d', '%d', '%f', '%s', '%d', '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$done = 'added';
	}
	__PREFIX__flush_rules_cache();
	__PREFIX__back_to_page( array( '__PREFIX__done' => $done ) );
}
add_action( 'admin_post___PREFIX__save_rule', '__PREFIX__handle_save_rule' );

/**
 * Deletes a rule, pauses or activates it, or resets its counts (links on the rules list).
 */
function __PREFIX__handle_rule_action() {
	if ( ! current_user_can( __PREFIX__capability() ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage upsell rules.', '__TEXT_DOMAIN__' ), 403 );
	}
	$what    = isset( $_GET['do'] ) ? sanitize_key( wp_unslash( $_GET['do'] ) ) : '';
	$rule_id = isset( $_GET['rule'] ) ? absint( wp_unslash( $_GET['rule'] ) ) : 0;
	check_admin_referer( '__PREFIX__rule_action_' . $what . '_' . $rule_id );
	global $wpdb;

	$rule = __PREFIX__get_rule( $rule_id );
	if ( null === $rule ) {
		__PREFIX__back_to_page( array( '__PREFIX__error' => 'missing' ) );
	}
	$table = __PREFIX__table();
	if ( 'delete' === $what ) {
		$wpdb->delete( $table, array( 'id' => $rule_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$done = 'deleted';
	} elseif ( 'toggle' === $what ) {
		$wpdb->update( $table, array( 'active' => $rule['active'] ? 0 : 1 ), array( 'id' => $rule_id ), array( '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$done = 'toggled';
	} elseif ( 'reset' === $what ) {
		$wpdb->update( $table, array( 'shown_count' => 0, 'accepted_count' => 0 ), array( 'id' => $rule_id ), array( '%d', '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$done = 'reset';
	} else {
		$done = '';
	}
	__PREFIX__flush_rules_cache();
	__PREFIX__back_to_page( array( '__PREFIX__done' => $done ) );
}
add_action( 'admin_post___PREFIX__rule_action', '__PREFIX__handle_rule_action' );

/**
 * Adds a link to the rules page to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'admin.php?page=__CSS_PREFIX__rules' ) ) . '">' . esc_html__( 'Rules', '__TEXT_DOMAIN__' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__action_link' );
