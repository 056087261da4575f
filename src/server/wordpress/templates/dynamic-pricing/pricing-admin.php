<?php
/**
 * __PLUGIN_NAME__: the Dynamic Pricing admin page (rules, settings) and its form handlers.
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The capability that manages pricing rules: shop managers' with WooCommerce, else administrators'.
 *
 * @return string
 */
function __PREFIX__capability() {
	return __PREFIX__woocommerce_active() ? 'manage_woocommerce' : 'manage_options';
}

/**
 * Adds the Dynamic Pricing menu.
 */
function __PREFIX__add_admin_page() {
	add_menu_page( __( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ), __( 'Dynamic Pricing', '__TEXT_DOMAIN__' ), __PREFIX__capability(), '__CSS_PREFIX__rules', '__PREFIX__render_admin_page', 'dashicons-tag', 56 );
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
	wp_enqueue_style( '__CSS_PREFIX__admin', plugins_url( 'assets/pricing-admin.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
}
add_action( 'admin_enqueue_scripts', '__PREFIX__admin_assets' );

/**
 * Registers the tier table settings.
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
 * @return array{heading: string, show_table: bool}
 */
function __PREFIX__sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$defaults = __PREFIX__default_settings();
	$heading  = isset( $input['heading'] ) ? sanitize_text_field( $input['heading'] ) : '';
	return array(
		'heading'    => '' !== $heading ? $heading : $defaults['heading'],
		'show_table' => ! empty( $input['show_table'] ),
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
 * A link that deletes a rule or pauses/activates it, with its nonce.
 *
 * @param string $what    delete or toggle.
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
 * What a rule applies to, for the rules list.
 *
 * @param array $rule The rule.
 * @return string
 */
function __PREFIX__target_label( $rule ) {
	if ( 'all' === $rule['scope'] ) {
		return __( 'All products', '__TEXT_DOMAIN__' );
	}
	if ( 'category' === $rule['scope'] ) {
		$term = taxonomy_exists( 'product_cat' ) ? get_term( $rule['target_id'], 'product_cat' ) : null;
		/* translators: %s: category name or number. */
		return sprintf( __( 'Category: %s', '__TEXT_DOMAIN__' ), $term instanceof WP_Term ? $term->name : '#' . $rule['target_id'] );
	}
	$post = get_post( $rule['target_id'] );
	if ( $post && 'product' === $post->post_type ) {
		return get_the_title( $post );
	}
	/* translators: %d: product ID. */
	return sprintf( __( 'Product #%d (not found)', '__TEXT_DOMAIN__' ), $rule['target_id'] );
}

/**
 * A rule's tiers for people to read: "5+: 10% · 10+: 15%".
 *
 * @param array $rule The rule.
 * @return string
 */
function __PREFIX__tiers_label( $rule ) {
	$parts = array();
	foreach ( $rule['tiers'] as $tier ) {
		$amount  = 'fixed' === $rule['discount_type'] ? wp_strip_all_tags( __PREFIX__format_price( $tier['amount'] ) ) . ' ' . __( 'off', '__TEXT_DOMAIN__' ) : __PREFIX__format_percent( $tier['amount'] ) . '%';
		$parts[] = number_format_i18n( $tier['min'] ) . '+: ' . $amount;
	}
	return implode( ' · ', $parts );
}

/**
 * A rule's state today: active, scheduled, expired or paused.
 *
 * @param array $rule The rule.
 * @return string
 */
function __PREFIX__status_label( $rule ) {
	$today = __PREFIX__today();
	if ( ! $rule['active'] ) {
		return __( 'Paused', '__TEXT_DOMAIN__' );
	}
	if ( '' !== $rule['starts_on'] && $today < $rule['starts_on'] ) {
		return __( 'Scheduled', '__TEXT_DOMAIN__' );
	}
	if ( '' !== $rule['ends_on'] && $today > $rule['ends_on'] ) {
		return __( 'Expired', '__TEXT_DOMAIN__' );
	}
	return __( 'Active', '__TEXT_DOMAIN__' );
}

/**
 * Prints the Dynamic Pricing page: the rule form, the rules and the tier table settings.
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
	);
	$errors   = array(
		'target'  => __( 'Choose the product or the category the rule applies to.', '__TEXT_DOMAIN__' ),
		'role'    => __( 'Choose a user role that exists, or any customer.', '__TEXT_DOMAIN__' ),
		'dates'   => __( 'Enter valid dates; the end date cannot be before the start date.', '__TEXT_DOMAIN__' ),
		'tiers'   => __( 'Enter at least one quantity tier with a discount; a percentage cannot exceed 100.', '__TEXT_DOMAIN__' ),
		'missing' => __( 'That rule does not exist any more.', '__TEXT_DOMAIN__' ),
	);

	$rule = $edit_id ? __PREFIX__get_rule( $edit_id ) : null;
	if ( null === $rule ) {
		$rule = __PREFIX__normalize_rule( array() );
	}
	$rules    = __PREFIX__get_rules();
	$settings = __PREFIX__settings();
	$roles    = wp_roles()->get_names();
	$tiers    = array_pad( $rule['tiers'], 5, array( 'min' => '', 'amount' => '' ) );
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
			<div class="notice notice-warning inline"><p><?php esc_html_e( 'WooCommerce is not active: you can prepare rules here, and they apply in the cart once WooCommerce is installed and activated.', '__TEXT_DOMAIN__' ); ?></p></div>
		<?php endif; ?>

		<div class="card __CSS_PREFIX__admin__card">
			<h2><?php echo $rule['id'] ? esc_html__( 'Edit rule', '__TEXT_DOMAIN__' ) : esc_html__( 'Add a rule', '__TEXT_DOMAIN__' ); ?></h2>
			<p><?php esc_html_e( 'Rules apply automatically in the cart: for each line, the rule giving the lowest price for its quantity wins.', '__TEXT_DOMAIN__' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="__PREFIX__save_rule" />
				<input type="hidden" name="rule_id" value="<?php echo esc_attr( (string) $rule['id'] ); ?>" />
				<?php wp_nonce_field( '__PREFIX__save_rule' ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="__PREFIX__title"><?php esc_html_e( 'Rule name', '__TEXT_DOMAIN__' ); ?></label></th>
						<td><input type="text" class="regular-text" maxlength="190" id="__PREFIX__title" name="title" value="<?php echo esc_attr( $rule['title'] ); ?>" placeholder="<?php esc_attr_e( 'Bulk discount', '__TEXT_DOMAIN__' ); ?>" />
							<p class="description"><?php esc_html_e( 'Shown to customers under the discounted cart line.', '__TEXT_DOMAIN__' ); ?></p></td>
					</tr>
					<tr>
						<th scope="row"><label for="__PREFIX__scope"><?php esc_html_e( 'Applies to', '__TEXT_DOMAIN__' ); ?></label></th>
						<td>
							<select id="__PREFIX__scope" name="scope">
								<option value="product" <?php selected( $rule['scope'], 'product' ); ?>><?php esc_html_e( 'A product', '__TEXT_DOMAIN__' ); ?></option>
								<option value="category" <?php selected( $rule['scope'], 'category' ); ?>><?php esc_html_e( 'A product category', '__TEXT_DOMAIN__' ); ?></option>
								<option value="all" <?php selected( $rule['scope'], 'all' ); ?>><?php esc_html_e( 'All products', '__TEXT_DOMAIN__' ); ?></option>
							</select>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="__PREFIX__product"><?php esc_html_e( 'Product', '__TEXT_DOMAIN__' ); ?></label></th>
						<td><?php __PREFIX__render_choice( 'product', __PREFIX__product_choices(), 'product' === $rule['scope'] ? $rule['target_id'] : 0, __( '— Choose a product —', '__TEXT_DOMAIN__' ) ); ?></td>
					</tr>
					<tr>
						<th scope="row"><label for="__PREFIX__category"><?php esc_html_e( 'Category', '__TEXT_DOMAIN__' ); ?></label></th>
						<td><?php __PREFIX__render_choice( 'category', __PREFIX__category_choices(), 'category' === $rule['scope'] ? $rule['target_id'] : 0, __( '— Choose a category —', '__TEXT_DOMAIN__' ) ); ?>
							<p class="description"><?php esc_html_e( 'Only the one matching “Applies to” is used.', '__TEXT_DOMAIN__' ); ?></p></td>
					</tr>
					<tr>
						<th scope="row"><label for="__PREFIX__user_role"><?php esc_html_e( 'Customer role', '__TEXT_DOMAIN__' ); ?></label></th>
						<td>
							<select id="__PREFIX__user_role" name="user_role">
								<option value=""><?php esc_html_e( 'Any customer, signed in or not', '__TEXT_DOMAIN__' ); ?></option>
								<?php foreach ( $roles as $role => $role_name ) : ?>
									<option value="<?php echo esc_attr( $role ); ?>" <?php selected( $rule['user_role'], $role ); ?>><?php echo esc_html( translate_user_role( $role_name ) ); ?></option>
								<?php endforeach; ?>
							</select>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="__PREFIX__starts_on"><?php esc_html_e( 'Dates', '__TEXT_DOMAIN__' ); ?></label></th>
						<td>
							<input type="date" id="__PREFIX__starts_on" name="starts_on" value="<?php echo esc_attr( $rule['starts_on'] ); ?>" aria-label="<?php esc_attr_e( 'Start date', '__TEXT_DOMAIN__' ); ?>" />
							&ndash;
							<input type="date" id="__PREFIX__ends_on" name="ends_on" value="<?php echo esc_attr( $rule['ends_on'] ); ?>" aria-label="<?php esc_attr_e( 'End date', '__TEXT_DOMAIN__' ); ?>" />
							<p class="description"><?php esc_html_e( 'Optional: the first and last day the rule applies (both included). Leave empty for no limit.', '__TEXT_DOMAIN__' ); ?></p>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Discount type', '__TEXT_DOMAIN__' ); ?></th>
						<td>
							<label><input type="radio" name="discount_type" value="percent" <?php checked( $rule['discount_type'], 'percent' ); ?> /> <?php esc_html_e( 'Percentage off each item', '__TEXT_DOMAIN__' ); ?></label><br />
							<label><input type="radio" name="discount_type" value="fixed" <?php checked( $rule['discount_type'], 'fixed' ); ?> /> <?php esc_html_e( 'Fixed amount off each item', '__TEXT_DOMAIN__' ); ?></label>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Quantity tiers', '__TEXT_DOMAIN__' ); ?></th>
						<td>
							<table class="__CSS_PREFIX__admin__tiers">
								<thead><tr><th scope="col"><?php esc_html_e( 'From quantity', '__TEXT_DOMAIN__' ); ?></th><th scope="col"><?php esc_html_e( 'Discount', '__TEXT_DOMAIN__' ); ?></th></tr></thead>
								<tbody>
								<?php foreach ( $tiers as $index => $tier ) : ?>
									<tr>
										<td><input type="number" min="1" step="1" class="small-text" name="tier_min[]" value="<?php echo esc_attr( (string) $tier['min'] ); ?>" aria-label="<?php echo esc_attr( sprintf( /* translators: %d: tier number. */ __( 'Tier %d: from quantity', '__TEXT_DOMAIN__' ), $index + 1 ) ); ?>" /></td>
										<td><input type="number" min="0" step="0.01" class="small-text" name="tier_amount[]" value="<?php echo esc_attr( (string) $tier['amount'] ); ?>" aria-label="<?php echo esc_attr( sprintf( /* translators: %d: tier number. */ __( 'Tier %d: discount', '__TEXT_DOMAIN__' ), $index + 1 ) ); ?>" /></td>
									</tr>
								<?php endforeach; ?>
								</tbody>
							</table>
							<p class="description"><?php esc_html_e( 'For example from 5 items 10, from 10 items 15: a percentage or an amount per item, by the discount type above. Empty rows are ignored.', '__TEXT_DOMAIN__' ); ?></p>
						</td>
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

		<h2><?php esc_html_e( 'Rules', '__TEXT_DOMAIN__' ); ?></h2>
		<table class="widefat striped __CSS_PREFIX__admin__rules">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Rule', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Applies to', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Customer role', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Dates', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Tiers', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Status', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Actions', '__TEXT_DOMAIN__' ); ?></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( empty( $rules ) ) : ?>
				<tr><td colspan="7"><?php esc_html_e( 'No rules yet. Add one above.', '__TEXT_DOMAIN__' ); ?></td></tr>
			<?php endif; ?>
			<?php foreach ( $rules as $one ) : ?>
				<tr data-rule="<?php echo esc_attr( (string) $one['id'] ); ?>">
					<td><strong><?php echo esc_html( '' !== $one['title'] ? $one['title'] : __( '(no name)', '__TEXT_DOMAIN__' ) ); ?></strong></td>
					<td><?php echo esc_html( __PREFIX__target_label( $one ) ); ?></td>
					<td><?php echo esc_html( '' !== $one['user_role'] && isset( $roles[ $one['user_role'] ] ) ? translate_user_role( $roles[ $one['user_role'] ] ) : __( 'Any', '__TEXT_DOMAIN__' ) ); ?></td>
					<td><?php echo esc_html( ( '' !== $one['starts_on'] ? $one['starts_on'] : '…' ) . ' – ' . ( '' !== $one['ends_on'] ? $one['ends_on'] : '…' ) ); ?></td>
					<td class="__CSS_PREFIX__admin__tiers-cell"><?php echo esc_html( __PREFIX__tiers_label( $one ) ); ?></td>
					<td class="__CSS_PREFIX__admin__status"><?php echo esc_html( __PREFIX__status_label( $one ) ); ?></td>
					<td class="__CSS_PREFIX__admin__actions">
						<a href="<?php echo esc_url( add_query_arg( 'edit', $one['id'], admin_url( 'admin.php?page=__CSS_PREFIX__rules' ) ) ); ?>"><?php esc_html_e( 'Edit', '__TEXT_DOMAIN__' ); ?></a> |
						<a href="<?php echo esc_url( __PREFIX__rule_action_url( 'toggle', $one['id'] ) ); ?>"><?php echo $one['active'] ? esc_html__( 'Pause', '__TEXT_DOMAIN__' ) : esc_html__( 'Activate', '__TEXT_DOMAIN__' ); ?></a> |
						<a class="__CSS_PREFIX__admin__delete" href="<?php echo esc_url( __PREFIX__rule_action_url( 'delete', $one['id'] ) ); ?>"><?php esc_html_e( 'Delete', '__TEXT_DOMAIN__' ); ?></a>
					</td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>

		<div class="card __CSS_PREFIX__admin__card">
			<h2><?php esc_html_e( 'Tier price table', '__TEXT_DOMAIN__' ); ?></h2>
			<form method="post" action="options.php">
				<?php settings_fields( '__PREFIX__settings_group' ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><?php esc_html_e( 'Product pages', '__TEXT_DOMAIN__' ); ?></th>
						<td><label><input type="checkbox" name="__PREFIX__settings[show_table]" value="1" <?php checked( ! empty( $settings['show_table'] ) ); ?> /> <?php esc_html_e( 'Show a table of tier prices on product pages that have a rule.', '__TEXT_DOMAIN__' ); ?></label></td>
					</tr>
					<tr>
						<th scope="row"><label for="__PREFIX__heading"><?php esc_html_e( 'Table heading', '__TEXT_DOMAIN__' ); ?></label></th>
						<td><input type="text" class="regular-text" id="__PREFIX__heading" name="__PREFIX__settings[heading]" value="<?php echo esc_attr( $settings['heading'] ); ?>" /></td>
					</tr>
				</table>
				<?php submit_button( __( 'Save settings', '__TEXT_DOMAIN__' ) ); ?>
			</form>
		</div>
	</div>
	<?php
}

/**
 * Sends the administrator back to the Dynamic Pricing page with a message or an error.
 *
 * @param array $args Query arguments.
 */
function __PREFIX__back_to_page( $args ) {
	wp_safe_redirect( add_query_arg( $args, admin_url( 'admin.php?page=__CSS_PREFIX__rules' ) ) );
	exit;
}

/**
 * A date in the form YYYY-MM-DD that exists, "" for an empty one, or null when it is invalid.
 *
 * @param string $value Date to check.
 * @return string|null
 */
function __PREFIX__valid_date( $value ) {
	if ( '' === $value ) {
		return '';
	}
	if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $parts ) || ! checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ) {
		return null;
	}
	return $value;
}

/**
 * Saves a rule from the form: checks the capability and the nonce, validates the target, role,
 * dates and tiers, then inserts or updates the row.
 */
function __PREFIX__handle_save_rule() {
	if ( ! current_user_can( __PREFIX__capability() ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage pricing rules.', '__TEXT_DOMAIN__' ), 403 );
	}
	check_admin_referer( '__PREFIX__save_rule' );
	global $wpdb;

	$rule_id  = isset( $_POST['rule_id'] ) ? absint( wp_unslash( $_POST['rule_id'] ) ) : 0;
	$title    = isset( $_POST['title'] ) ? sanitize_text_field( wp_unslash( $_POST['title'] ) ) : '';
	$scope    = isset( $_POST['scope'] ) ? sanitize_key( wp_unslash( $_POST['scope'] ) ) : '';
	$product  = isset( $_POST['product'] ) ? absint( wp_unslash( $_POST['product'] ) ) : 0;
	$category = isset( $_POST['category'] ) ? absint( wp_unslash( $_POST['category'] ) ) : 0;
	$role     = isset( $_POST['user_role'] ) ? sanitize_key( wp_unslash( $_POST['user_role'] ) ) : '';
	$starts   = isset( $_POST['starts_on'] ) ? __PREFIX__valid_date( sanitize_text_field( wp_unslash( $_POST['starts_on'] ) ) ) : '';
	$ends     = isset( $_POST['ends_on'] ) ? __PREFIX__valid_date( sanitize_text_field( wp_unslash( $_POST['ends_on'] ) ) ) : '';
	$type     = isset( $_POST['discount_type'] ) && 'fixed' === sanitize_key( wp_unslash( $_POST['discount_type'] ) ) ? 'fixed' : 'percent';
	$mins     = isset( $_POST['tier_min'] ) ? array_map( 'absint', (array) wp_unslash( $_POST['tier_min'] ) ) : array();
	$amounts  = isset( $_POST['tier_amount'] ) ? array_map( 'sanitize_text_field', (array) wp_unslash( $_POST['tier_amount'] ) ) : array();
	$active   = isset( $_POST['active'] ) ? 1 : 0;
	$back     = $rule_id ? array( 'edit' => $rule_id ) : array();

	if ( $rule_id && null === __PREFIX__get_rule( $rule_id ) ) {
		__PREFIX__back_to_page( array( '__PREFIX__error' => 'missing' ) );
	}
	if ( ! in_array( $scope, array( 'all', 'product', 'category' ), true ) ) {
		__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'target' ) );
	}
	$target = 0;
	if ( 'product' === $scope ) {
		if ( 'product' !== get_post_type( $product ) ) {
			__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'target' ) );
		}
		$target = $product;
	} elseif ( 'category' === $scope ) {
		if ( $category < 1 || ( taxonomy_exists( 'product_cat' ) && ! term_exists( $category, 'product_cat' ) ) ) {
			__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'target' ) );
		}
		$target = $category;
	}
	if ( '' !== $role && ! wp_roles()->is_role( $role ) ) {
		__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'role' ) );
	}
	if ( null === $starts || null === $ends || ( '' !== $starts && '' !== $ends && $ends < $starts ) ) {
		__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'dates' ) );
	}
	$entered = array();
	foreach ( $mins as $index => $min ) {
		$amount = isset( $amounts[ $index ] ) ? str_replace( ',', '.', $amounts[ $index ] ) : '';
		if ( 0 === $min && '' === $amount ) {
			continue;
		}
		if ( $min < 1 || ! is_numeric( $amount ) || (float) $amount <= 0 || ( 'percent' === $type && (float) $amount > 100 ) ) {
			__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'tiers' ) );
		}
		$entered[] = array(
			'min'    => $min,
			'amount' => (float) $amount,
		);
	}
	$tiers = __PREFIX__clean_tiers( $entered, $type );
	if ( empty( $tiers ) ) {
		__PREFIX__back_to_page( $back + array( '__PREFIX__error' => 'tiers' ) );
	}

	$table = __PREFIX__table();
	$data  = array(
		'title'         => function_exists( 'mb_substr' ) ? mb_substr( $title, 0, 190 ) : substr( $title, 0, 190 ),
		'scope'         => $scope,
		'target_id'     => $target,
		'user_role'     => $role,
		'starts_on'     => $starts,
		'ends_on'       => $ends,
		'discount_type' => $type,
		'tiers'         => wp_json_encode( $tiers ),
		'active'        => $active,
	);
	$formats = array( '%s', '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%d' );
	if ( $rule_id ) {
		$wpdb->update( $table, $data, array( 'id' => $rule_id ), $formats, array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$done = 'updated';
	} else {
		$data['created_at'] = current_time( 'mysql', true );
		$formats[]          = '%s';
		$wpdb->insert( $table, $data, $formats ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$done = 'added';
	}
	__PREFIX__flush_rules_cache();
	__PREFIX__back_to_page( array( '__PREFIX__done' => $done ) );
}
add_action( 'admin_post___PREFIX__save_rule', '__PREFIX__handle_save_rule' );

/**
 * Deletes a rule or pauses/activates it (links on the rules list).
 */
function __PREFIX__handle_rule_action() {
	if ( ! current_user_can( __PREFIX__capability() ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage pricing rules.', '__TEXT_DOMAIN__' ), 403 );
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
	$done  = '';
	if ( 'delete' === $what ) {
		$wpdb->delete( $table, array( 'id' => $rule_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$done = 'deleted';
	} elseif ( 'toggle' === $what ) {
		$wpdb->update( $table, array( 'active' => $rule['active'] ? 0 : 1 ), array( 'id' => $rule_id ), array( '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$done = 'toggled';
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
