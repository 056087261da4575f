<?php
/**
 * __PLUGIN_NAME__: pricing rules (custom table), the best matching rule and the discounted unit price, the tier price table and the WooCommerce cart hooks.
 *
 * Plugsmith block: dynamic-pricing
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Whether WooCommerce is loaded. Every WooCommerce hook of the plugin depends on it.
 *
 * @return bool
 */
function __PREFIX__woocommerce_active() {
	return class_exists( 'WooCommerce' );
}

/**
 * The rules table's name, with the site's table prefix.
 *
 * @return string
 */
function __PREFIX__table() {
	global $wpdb;
	return $wpdb->prefix . '__PREFIX__rules';
}

/**
 * Creates or updates the rules table and adds the default settings (activation and updates).
 */
function __PREFIX__install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = __PREFIX__table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			title varchar(190) NOT NULL DEFAULT '',
			scope varchar(20) NOT NULL DEFAULT 'product',
			target_id bigint(20) unsigned NOT NULL DEFAULT 0,
			user_role varchar(60) NOT NULL DEFAULT '',
			starts_on varchar(10) NOT NULL DEFAULT '',
			ends_on varchar(10) NOT NULL DEFAULT '',
			discount_type varchar(10) NOT NULL DEFAULT 'percent',
			tiers text NOT NULL,
			active tinyint(1) NOT NULL DEFAULT 1,
			created_at datetime NOT NULL,
			PRIMARY KEY  (id),
			KEY scope_target (scope,target_id)
		) {$charset};"
	);
	add_option( '__PREFIX__settings', __PREFIX__default_settings() );
}

/**
 * The settings' defaults.
 *
 * @return array{heading: string, show_table: bool}
 */
function __PREFIX__default_settings() {
	return array(
		'heading'    => __( 'Buy more, save more', '__TEXT_DOMAIN__' ),
		'show_table' => true,
	);
}

/**
 * The settings, with defaults.
 *
 * @return array{heading: string, show_table: bool}
 */
function __PREFIX__settings() {
	$saved = get_option( '__PREFIX__settings', array() );
	return wp_parse_args( is_array( $saved ) ? $saved : array(), __PREFIX__default_settings() );
}

/**
 * Quantity tiers in order: each a minimum quantity and a discount (a percentage, at most 100, or an
 * amount per item). Tiers without a quantity or a discount are dropped; one per quantity.
 *
 * @param mixed  $tiers List of array( 'min' => int, 'amount' => float ).
 * @param string $type  percent or fixed.
 * @return array<int, array{min: int, amount: float}>
 */
function __PREFIX__clean_tiers( $tiers, $type ) {
	$by_min = array();
	foreach ( is_array( $tiers ) ? $tiers : array() as $tier ) {
		$tier   = (array) $tier;
		$min    = isset( $tier['min'] ) ? absint( $tier['min'] ) : 0;
		$amount = isset( $tier['amount'] ) ? (float) $tier['amount'] : 0.0;
		if ( $min < 1 || $amount <= 0 ) {
			continue;
		}
		$by_min[ $min ] = round( 'percent' === $type ? min( 100.0, $amount ) : $amount, 4 );
	}
	ksort( $by_min );
	$clean = array();
	foreach ( $by_min as $min => $amount ) {
		$clean[] = array(
			'min'    => (int) $min,
			'amount' => (float) $amount,
		);
	}
	return $clean;
}

/**
 * A rule as stored, with its values in their types: tiers decoded and cleaned.
 *
 * @param array|object $row A row of the rules table (or the same keys, tiers as a list or JSON).
 * @return array{id: int, title: string, scope: string, target_id: int, user_role: string, starts_on: string, ends_on: string, discount_type: string, tiers: array, active: bool}
 */
function __PREFIX__normalize_rule( $row ) {
	$row   = (array) $row;
	$type  = isset( $row['discount_type'] ) && 'fixed' === $row['discount_type'] ? 'fixed' : 'percent';
	$tiers = isset( $row['tiers'] ) ? $row['tiers'] : array();
	if ( is_string( $tiers ) ) {
		$tiers = json_decode( $tiers, true );
	}
	$scope = isset( $row['scope'] ) ? (string) $row['scope'] : 'product';
	return array(
		'id'            => isset( $row['id'] ) ? (int) $row['id'] : 0,
		'title'         => isset( $row['title'] ) ? (string) $row['title'] : '',
		'scope'         => in_array( $scope, array( 'all', 'product', 'category' ), true ) ? $scope : 'product',
		'target_id'     => isset( $row['target_id'] ) ? (int) $row['target_id'] : 0,
		'user_role'     => isset( $row['user_role'] ) ? (string) $row['user_role'] : '',
		'starts_on'     => isset( $row['starts_on'] ) ? (string) $row['starts_on'] : '',
		'ends_on'       => isset( $row['ends_on'] ) ? (string) $row['ends_on'] : '',
		'discount_type' => $type,
		'tiers'         => __PREFIX__clean_tiers( $tiers, $type ),
		'active'        => ! isset( $row['active'] ) || (bool) (int) $row['active'],
	);
}

/**
 * The rules, newest first; only the active ones, oldest first, when $active_only.
 *
 * @param bool $active_only Only rules that are switched on.
 * @return array[]
 */
function __PREFIX__get_rules( $active_only = false ) {
	global $wpdb;
	$table = __PREFIX__table();
	if ( $active_only ) {
		$cached = wp_cache_get( 'active', '__PREFIX__rules' );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$rows = $wpdb->get_results( "SELECT * FROM {$table} WHERE active = 1 ORDER BY id ASC", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	} else {
		$rows = $wpdb->get_results( "SELECT * FROM {$table} ORDER BY id DESC", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
	$rules = array_map( '__PREFIX__normalize_rule', is_array( $rows ) ? $rows : array() );
	if ( $active_only ) {
		wp_cache_set( 'active', $rules, '__PREFIX__rules' );
	}
	return $rules;
}

/**
 * One rule, or null.
 *
 * @param int $rule_id Rule ID.
 * @return array|null
 */
function __PREFIX__get_rule( $rule_id ) {
	global $wpdb;
	$table = __PREFIX__table();
	$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", absint( $rule_id ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	return $row ? __PREFIX__normalize_rule( $row ) : null;
}

/**
 * Forgets the cached active rules after a change.
 */
function __PREFIX__flush_rules_cache() {
	wp_cache_delete( 'active', '__PREFIX__rules' );
}

/**
 * The roles of the current customer (none for guests).
 *
 * @return string[]
 */
function __PREFIX__current_roles() {
	$user = wp_get_current_user();
	return $user->exists() ? array_values( (array) $user->roles ) : array();
}

/**
 * Today in the site's time zone, as YYYY-MM-DD.
 *
 * @return string
 */
function __PREFIX__today() {
	return wp_date( 'Y-m-d' );
}

/**
 * Whether a rule applies to a product for a customer on a day: active, with tiers, for this product
 * (or its category, or all products), for this customer's role if it names one, within its dates.
 *
 * @param array    $rule         The rule.
 * @param int[]    $product_ids  The product, and its parent when it is a variation.
 * @param int[]    $category_ids The product's categories.
 * @param string[] $roles        The customer's roles.
 * @param string   $date         The day, YYYY-MM-DD.
 * @return bool
 */
function __PREFIX__rule_applies( $rule, $product_ids, $category_ids, $roles, $date ) {
	$rule = __PREFIX__normalize_rule( $rule );
	if ( ! $rule['active'] || empty( $rule['tiers'] ) ) {
		return false;
	}
	if ( 'product' === $rule['scope'] && ! in_array( $rule['target_id'], array_map( 'intval', (array) $product_ids ), true ) ) {
		return false;
	}
	if ( 'category' === $rule['scope'] && ! in_array( $rule['target_id'], array_map( 'intval', (array) $category_ids ), true ) ) {
		return false;
	}
	if ( '' !== $rule['user_role'] && ! in_array( $rule['user_role'], (array) $roles, true ) ) {
		return false;
	}
	if ( '' !== $rule['starts_on'] && $date < $rule['starts_on'] ) {
		return false;
	}
	if ( '' !== $rule['ends_on'] && $date > $rule['ends_on'] ) {
		return false;
	}
	return true;
}

/**
 * The tier of a rule that a quantity reaches (the one with the highest minimum), or null.
 *
 * @param array $rule     The rule.
 * @param int   $quantity Quantity.
 * @return array{min: int, amount: float}|null
 */
function __PREFIX__tier_for_quantity( $rule, $quantity ) {
	$rule  = __PREFIX__normalize_rule( $rule );
	$found = null;
	foreach ( $rule['tiers'] as $tier ) {
		if ( $tier['min'] <= (int) $quantity ) {
			$found = $tier;
		}
	}
	return $found;
}

/**
 * The unit price under a rule for a quantity: a percentage or a fixed amount off per item, never
 * below zero, rounded to the shop's decimals. The regular price when the quantity reaches no tier.
 *
 * @param array $rule     The rule.
 * @param float $price    Regular unit price.
 * @param int   $quantity Quantity.
 * @return float
 */
function __PREFIX__unit_price( $rule, $price, $quantity ) {
	$rule     = __PREFIX__normalize_rule( $rule );
	$price    = max( 0.0, (float) $price );
	$decimals = function_exists( 'wc_get_price_decimals' ) ? wc_get_price_decimals() : 2;
	$tier     = __PREFIX__tier_for_quantity( $rule, $quantity );
	if ( null === $tier ) {
		return round( $price, $decimals );
	}
	$discounted = 'fixed' === $rule['discount_type'] ? $price - $tier['amount'] : $price * ( 100 - $tier['amount'] ) / 100;
	return round( max( 0.0, $discounted ), $decimals );
}

/**
 * The best matching rule for a product at a quantity: of the rules that apply, the one giving the
 * lowest unit price. Null when none lowers the price.
 *
 * @param int[]         $product_ids  The product, and its parent when it is a variation.
 * @param int[]         $category_ids The product's categories.
 * @param float         $price        Regular unit price.
 * @param int           $quantity     Quantity.
 * @param string[]|null $roles        The customer's roles; the current user's when null.
 * @param string|null   $date         The day, YYYY-MM-DD; today when null.
 * @param array|null    $rules        Rules to consider; the active rules when null.
 * @return array{rule: array, price: float, saving: float}|null
 */
function __PREFIX__best_rule( $product_ids, $category_ids, $price, $quantity, $roles = null, $date = null, $rules = null ) {
	$roles = null === $roles ? __PREFIX__current_roles() : (array) $roles;
	$date  = null === $date ? __PREFIX__today() : (string) $date;
	$rules = null === $rules ? __PREFIX__get_rules( true ) : (array) $rules;
	$price = max( 0.0, (float) $price );
	$best  = null;
	foreach ( $rules as $rule ) {
		$rule = __PREFIX__normalize_rule( $rule );
		if ( ! __PREFIX__rule_applies( $rule, $product_ids, $category_ids, $roles, $date ) ) {
			continue;
		}
		$unit = __PREFIX__unit_price( $rule, $price, $quantity );
		if ( $unit < $price && ( null === $best || $unit < $best['price'] ) ) {
			$best = array(
				'rule'   => $rule,
				'price'  => $unit,
				'saving' => round( $price - $unit, 4 ),
			);
		}
	}
	/**
	 * Filters the best pricing rule for a product.
	 *
	 * @param array|null $best        The rule, unit price and saving, or null.
	 * @param int[]      $product_ids The product (and its parent).
	 * @param int        $quantity    Quantity.
	 */
	return apply_filters( '__PREFIX__best_rule', $best, $product_ids, $quantity );
}

/**
 * A product's categories (none without WooCommerce's taxonomy).
 *
 * @param int $product_id Product ID.
 * @return int[]
 */
function __PREFIX__product_categories( $product_id ) {
	if ( ! taxonomy_exists( 'product_cat' ) ) {
		return array();
	}
	$terms = wp_get_post_terms( absint( $product_id ), 'product_cat', array( 'fields' => 'ids' ) );
	return is_array( $terms ) ? array_map( 'intval', $terms ) : array();
}

/**
 * A product's regular unit price: WooCommerce's when it is loaded, else the stored price.
 *
 * @param int $product_id Product ID.
 * @return float
 */
function __PREFIX__base_price( $product_id ) {
	if ( function_exists( 'wc_get_product' ) ) {
		$product = wc_get_product( $product_id );
		return $product ? (float) $product->get_price() : 0.0;
	}
	return (float) get_post_meta( absint( $product_id ), '_price', true );
}

/**
 * A price as HTML: WooCommerce's format when it is loaded, else a plain number.
 *
 * @param float $amount Price.
 * @return string
 */
function __PREFIX__format_price( $amount ) {
	if ( function_exists( 'wc_price' ) ) {
		return wc_price( $amount );
	}
	return esc_html( number_format_i18n( (float) $amount, 2 ) );
}

/**
 * A price as the shop displays it, with or without tax by WooCommerce's settings (the cart's own
 * setting in the cart); the amount itself without WooCommerce.
 *
 * @param int   $product_id Product ID.
 * @param float $amount     Unit price as entered.
 * @param int   $quantity   Quantity.
 * @param bool  $in_cart    Whether it is shown in the cart or at checkout.
 * @return float
 */
function __PREFIX__display_price( $product_id, $amount, $quantity = 1, $in_cart = false ) {
	$product = function_exists( 'wc_get_product' ) ? wc_get_product( $product_id ) : null;
	if ( ! $product ) {
		return (float) $amount * (int) $quantity;
	}
	$args = array(
		'price' => $amount,
		'qty'   => (int) $quantity,
	);
	if ( $in_cart && function_exists( 'WC' ) && WC()->cart ) {
		return (float) ( WC()->cart->display_prices_including_tax() ? wc_get_price_including_tax( $product, $args ) : wc_get_price_excluding_tax( $product, $args ) );
	}
	return (float) wc_get_price_to_display( $product, $args );
}

/**
 * A percentage for people to read: "10", "12.5".
 *
 * @param float $percent Percentage.
 * @return string
 */
function __PREFIX__format_percent( $percent ) {
	$percent = round( (float) $percent, 2 );
	return number_format_i18n( $percent, floor( $percent ) === $percent ? 0 : 1 );
}

/**
 * The tier price table of a product for the current customer today: one row per quantity range with
 * the unit price of the best matching rule and the saving. "" when no rule gives this product a tier.
 *
 * @param int        $product_id   Product ID.
 * @param float|null $price        Regular unit price; the product's when null.
 * @param int[]|null $category_ids The product's categories; looked up when null.
 * @return string
 */
function __PREFIX__tier_table_html( $product_id, $price = null, $category_ids = null ) {
	$product_id   = absint( $product_id );
	$price        = null === $price ? __PREFIX__base_price( $product_id ) : max( 0.0, (float) $price );
	$category_ids = null === $category_ids ? __PREFIX__product_categories( $product_id ) : (array) $category_ids;
	$parent_id    = (int) wp_get_post_parent_id( $product_id );
	$product_ids  = array_filter( array( $product_id, $parent_id ) );
	if ( $price <= 0 ) {
		return '';
	}
	$roles = __PREFIX__current_roles();
	$today = __PREFIX__today();
	$rules = array();
	foreach ( __PREFIX__get_rules( true ) as $rule ) {
		if ( __PREFIX__rule_applies( $rule, $product_ids, $category_ids, $roles, $today ) ) {
			$rules[] = $rule;
		}
	}
	$breaks = array();
	foreach ( $rules as $rule ) {
		foreach ( $rule['tiers'] as $tier ) {
			$breaks[] = $tier['min'];
		}
	}
	$breaks = array_values( array_unique( $breaks ) );
	sort( $breaks );
	if ( empty( $breaks ) ) {
		return '';
	}
	if ( $breaks[0] > 1 ) {
		array_unshift( $breaks, 1 );
	}

	$rows = '';
	foreach ( $breaks as $index => $from ) {
		$to   = isset( $breaks[ $index + 1 ] ) ? $breaks[ $index + 1 ] - 1 : 0;
		$best = __PREFIX__best_rule( $product_ids, $category_ids, $price, $from, $roles, $today, $rules );
		$unit = null === $best ? $price : $best['price'];
		if ( 0 === $to ) {
			/* translators: %s: a quantity. */
			$range = sprintf( __( '%s or more', '__TEXT_DOMAIN__' ), number_format_i18n( $from ) );
		} elseif ( $to === $from ) {
			$range = number_format_i18n( $from );
		} else {
			/* translators: 1: lowest quantity, 2: highest quantity. */
			$range = sprintf( __( '%1$s–%2$s', '__TEXT_DOMAIN__' ), number_format_i18n( $from ), number_format_i18n( $to ) );
		}
		$saving = $unit < $price ? __PREFIX__format_percent( 100 * ( $price - $unit ) / $price ) . '%' : '–';
		$rows  .= '<tr class="__CSS_PREFIX__tiers__row' . ( $unit < $price ? ' __CSS_PREFIX__tiers__row--discount' : '' ) . '"><td>' . esc_html( $range ) . '</td><td>' . wp_kses_post( __PREFIX__format_price( __PREFIX__display_price( $product_id, $unit ) ) ) . '</td><td>' . esc_html( $saving ) . '</td></tr>';
	}

	$settings = __PREFIX__settings();
	$html     = '<div class="__CSS_PREFIX__tiers">';
	$html    .= '<h3 class="__CSS_PREFIX__tiers__title">' . esc_html( $settings['heading'] ) . '</h3>';
	$html    .= '<table class="__CSS_PREFIX__tiers__table"><thead><tr><th scope="col">' . esc_html__( 'Quantity', '__TEXT_DOMAIN__' ) . '</th><th scope="col">' . esc_html__( 'Price per item', '__TEXT_DOMAIN__' ) . '</th><th scope="col">' . esc_html__( 'You save', '__TEXT_DOMAIN__' ) . '</th></tr></thead>';
	$html    .= '<tbody>' . $rows . '</tbody></table></div>';
	return $html;
}

/**
 * Shows administrators a notice while WooCommerce is missing: the plugin then changes no price.
 */
function __PREFIX__missing_woocommerce_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	echo '<div class="notice notice-warning"><p>' . esc_html(
		sprintf(
			/* translators: %s: plugin name. */
			__( '%s needs WooCommerce: install and activate WooCommerce to apply your pricing rules in the cart. Your rules are kept meanwhile.', '__TEXT_DOMAIN__' ),
			__( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' )
		)
	) . '</p></div>';
}

/**
 * Adds the shop hooks when WooCommerce is loaded, else only the notice.
 */
function __PREFIX__boot() {
	if ( ! __PREFIX__woocommerce_active() ) {
		add_action( 'admin_notices', '__PREFIX__missing_woocommerce_notice' );
		return;
	}
	add_action( 'wp_enqueue_scripts', '__PREFIX__enqueue_assets' );
	add_action( 'woocommerce_before_calculate_totals', '__PREFIX__apply_cart_prices', 20 );
	add_filter( 'woocommerce_cart_item_price', '__PREFIX__cart_item_price', 20, 2 );
	add_filter( 'woocommerce_cart_item_subtotal', '__PREFIX__cart_item_subtotal', 20, 2 );
	add_filter( 'woocommerce_get_item_data', '__PREFIX__cart_item_data', 20, 2 );
	add_action( 'woocommerce_single_product_summary', '__PREFIX__print_product_tiers', 25 );
}
add_action( 'plugins_loaded', '__PREFIX__boot' );

/**
 * Loads the tier table's and saving's stylesheet on product, cart and checkout pages.
 */
function __PREFIX__enqueue_assets() {
	wp_register_style( '__CSS_PREFIX__tiers', plugins_url( 'assets/pricing.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	if ( ( function_exists( 'is_product' ) && is_product() ) || ( function_exists( 'is_cart' ) && is_cart() ) || ( function_exists( 'is_checkout' ) && is_checkout() ) ) {
		wp_enqueue_style( '__CSS_PREFIX__tiers' );
	}
}

/**
 * The pricing of one cart line: its regular unit price and, when a rule lowers it, the best rule.
 *
 * @param array $item Cart item.
 * @return array{regular: float, best: array|null}|null Null for items without a product.
 */
function __PREFIX__cart_line_pricing( $item ) {
	if ( empty( $item['data'] ) || ! is_object( $item['data'] ) ) {
		return null;
	}
	$fresh = wc_get_product( $item['data']->get_id() );
	if ( ! $fresh ) {
		return null;
	}
	$regular     = (float) $fresh->get_price();
	$product_ids = array_filter( array( (int) $item['product_id'], isset( $item['variation_id'] ) ? (int) $item['variation_id'] : 0 ) );
	return array(
		'regular' => $regular,
		'best'    => __PREFIX__best_rule( $product_ids, __PREFIX__product_categories( (int) $item['product_id'] ), $regular, (int) $item['quantity'] ),
	);
}

/**
 * Gives every cart line the unit price of its best matching rule.
 *
 * @param WC_Cart $cart The cart.
 */
function __PREFIX__apply_cart_prices( $cart ) {
	if ( ! is_object( $cart ) || ( is_admin() && ! wp_doing_ajax() ) ) {
		return;
	}
	foreach ( $cart->get_cart() as $item ) {
		$pricing = __PREFIX__cart_line_pricing( $item );
		if ( null !== $pricing && null !== $pricing['best'] ) {
			$item['data']->set_price( $pricing['best']['price'] );
		}
	}
}

/**
 * Shows the regular unit price struck through next to the discounted one.
 *
 * @param string $html Price HTML.
 * @param array  $item Cart item.
 * @return string
 */
function __PREFIX__cart_item_price( $html, $item ) {
	$pricing = __PREFIX__cart_line_pricing( $item );
	if ( null === $pricing || null === $pricing['best'] ) {
		return $html;
	}
	$id = $item['data']->get_id();
	return '<del>' . wp_kses_post( __PREFIX__format_price( __PREFIX__display_price( $id, $pricing['regular'], 1, true ) ) ) . '</del> <ins>' . wp_kses_post( __PREFIX__format_price( __PREFIX__display_price( $id, $pricing['best']['price'], 1, true ) ) ) . '</ins>';
}

/**
 * Shows the line's saving next to its subtotal (cart and checkout).
 *
 * @param string $html Subtotal HTML.
 * @param array  $item Cart item.
 * @return string
 */
function __PREFIX__cart_item_subtotal( $html, $item ) {
	$pricing = __PREFIX__cart_line_pricing( $item );
	if ( null === $pricing || null === $pricing['best'] ) {
		return $html;
	}
	$saving = __PREFIX__display_price( $item['data']->get_id(), $pricing['best']['saving'], (int) $item['quantity'], true );
	/* translators: %s: amount saved. */
	return $html . ' <span class="__CSS_PREFIX__saving">' . sprintf( esc_html__( 'You save %s', '__TEXT_DOMAIN__' ), wp_kses_post( __PREFIX__format_price( $saving ) ) ) . '</span>';
}

/**
 * Names the applied rule under the line (also in the Cart and Checkout blocks).
 *
 * @param array $data Item data lines.
 * @param array $item Cart item.
 * @return array
 */
function __PREFIX__cart_item_data( $data, $item ) {
	$pricing = __PREFIX__cart_line_pricing( $item );
	if ( null !== $pricing && null !== $pricing['best'] ) {
		$data[] = array(
			'key'   => __( 'Discount', '__TEXT_DOMAIN__' ),
			'value' => '' !== $pricing['best']['rule']['title'] ? $pricing['best']['rule']['title'] : __( 'Quantity discount', '__TEXT_DOMAIN__' ),
		);
	}
	return $data;
}

/**
 * Prints the tier price table on a product page.
 */
function __PREFIX__print_product_tiers() {
	$settings = __PREFIX__settings();
	if ( empty( $settings['show_table'] ) ) {
		return;
	}
	echo __PREFIX__tier_table_html( get_the_ID() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where built.
}
