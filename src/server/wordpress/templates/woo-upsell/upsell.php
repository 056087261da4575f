<?php
/**
 * __PLUGIN_NAME__: upsell rules (custom table), rule matching, shown/accepted counters, the cart offer box and the WooCommerce cart hooks.
 *
 * Plugsmith block: woo-upsell
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
			trigger_type varchar(20) NOT NULL DEFAULT 'product',
			trigger_id bigint(20) unsigned NOT NULL DEFAULT 0,
			offer_product_id bigint(20) unsigned NOT NULL DEFAULT 0,
			discount decimal(5,2) NOT NULL DEFAULT 0,
			headline varchar(200) NOT NULL DEFAULT '',
			active tinyint(1) NOT NULL DEFAULT 1,
			shown_count bigint(20) unsigned NOT NULL DEFAULT 0,
			accepted_count bigint(20) unsigned NOT NULL DEFAULT 0,
			created_at datetime NOT NULL,
			PRIMARY KEY  (id),
			KEY trigger_lookup (trigger_type,trigger_id)
		) {$charset};"
	);
	add_option( '__PREFIX__settings', __PREFIX__default_settings() );
}

/**
 * The settings' defaults.
 *
 * @return array{heading: string, max_offers: int, notice: bool}
 */
function __PREFIX__default_settings() {
	return array(
		'heading'    => __( 'You may also like', '__TEXT_DOMAIN__' ),
		'max_offers' => 2,
		'notice'     => true,
	);
}

/**
 * The settings, with defaults.
 *
 * @return array{heading: string, max_offers: int, notice: bool}
 */
function __PREFIX__settings() {
	$saved = get_option( '__PREFIX__settings', array() );
	return wp_parse_args( is_array( $saved ) ? $saved : array(), __PREFIX__default_settings() );
}

/**
 * A rule as stored, with its values in their types and within their limits.
 *
 * @param array|object $row A row of the rules table (or the same keys).
 * @return array{id: int, trigger_type: string, trigger_id: int, offer_product_id: int, discount: float, headline: string, active: bool, shown_count: int, accepted_count: int}
 */
function __PREFIX__normalize_rule( $row ) {
	$row = (array) $row;
	return array(
		'id'               => isset( $row['id'] ) ? (int) $row['id'] : 0,
		'trigger_type'     => isset( $row['trigger_type'] ) && 'category' === $row['trigger_type'] ? 'category' : 'product',
		'trigger_id'       => isset( $row['trigger_id'] ) ? (int) $row['trigger_id'] : 0,
		'offer_product_id' => isset( $row['offer_product_id'] ) ? (int) $row['offer_product_id'] : 0,
		'discount'         => isset( $row['discount'] ) ? min( 100.0, max( 0.0, (float) $row['discount'] ) ) : 0.0,
		'headline'         => isset( $row['headline'] ) ? (string) $row['headline'] : '',
		'active'           => ! isset( $row['active'] ) || (bool) (int) $row['active'],
		'shown_count'      => isset( $row['shown_count'] ) ? (int) $row['shown_count'] : 0,
		'accepted_count'   => isset( $row['accepted_count'] ) ? (int) $row['accepted_count'] : 0,
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
 * The offers that apply to a cart. A rule applies when its trigger product (or a product of its
 * trigger category) is in the cart and its offered product is not. When several rules offer the same
 * product, the one with the highest discount wins. Rules with a product trigger come first, then the
 * higher discounts, then the older rules.
 *
 * @param int[]      $product_ids  Products (and variations) in the cart.
 * @param int[]      $category_ids Product categories of the products in the cart.
 * @param array|null $rules        Rules to consider; the active rules when null.
 * @param int        $limit        Most offers to return; 0 for all.
 * @return array[] The matching rules.
 */
function __PREFIX__matching_offers( $product_ids, $category_ids, $rules = null, $limit = 0 ) {
	$product_ids  = array_values( array_unique( array_filter( array_map( 'absint', (array) $product_ids ) ) ) );
	$category_ids = array_values( array_unique( array_filter( array_map( 'absint', (array) $category_ids ) ) ) );
	if ( null === $rules ) {
		$rules = __PREFIX__get_rules( true );
	}

	$offers = array();
	foreach ( (array) $rules as $rule ) {
		$rule  = __PREFIX__normalize_rule( $rule );
		$offer = $rule['offer_product_id'];
		if ( ! $rule['active'] || $offer <= 0 || in_array( $offer, $product_ids, true ) ) {
			continue;
		}
		$in_cart = 'category' === $rule['trigger_type'] ? $category_ids : $product_ids;
		if ( ! in_array( $rule['trigger_id'], $in_cart, true ) ) {
			continue;
		}
		if ( isset( $offers[ $offer ] ) && $offers[ $offer ]['discount'] >= $rule['discount'] ) {
			continue;
		}
		$offers[ $offer ] = $rule;
	}

	$offers = array_values( $offers );
	usort(
		$offers,
		static function ( $a, $b ) {
			$a_key = array( 'product' === $a['trigger_type'] ? 0 : 1, -$a['discount'], $a['id'] );
			$b_key = array( 'product' === $b['trigger_type'] ? 0 : 1, -$b['discount'], $b['id'] );
			return $a_key <=> $b_key;
		}
	);

	/**
	 * Filters the offers for a cart.
	 *
	 * @param array[] $offers       Matching rules.
	 * @param int[]   $product_ids  Products in the cart.
	 * @param int[]   $category_ids Categories in the cart.
	 */
	$offers = (array) apply_filters( '__PREFIX__matching_offers', $offers, $product_ids, $category_ids );
	$limit  = absint( $limit );
	return $limit > 0 ? array_slice( $offers, 0, $limit ) : $offers;
}

/**
 * Adds one to a rule's "shown" counter (the cart calls it once per shopper session and offer).
 *
 * @param int $rule_id Rule ID.
 * @return bool Whether a rule was counted.
 */
function __PREFIX__record_shown( $rule_id ) {
	global $wpdb;
	$table   = __PREFIX__table();
	$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET shown_count = shown_count + 1 WHERE id = %d", absint( $rule_id ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	return 1 === (int) $updated;
}

/**
 * Adds one to a rule's "accepted" counter (called when a shopper adds the offered product from the box).
 *
 * @param int $rule_id Rule ID.
 * @return bool Whether a rule was counted.
 */
function __PREFIX__record_accepted( $rule_id ) {
	global $wpdb;
	$table   = __PREFIX__table();
	$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET accepted_count = accepted_count + 1 WHERE id = %d", absint( $rule_id ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	return 1 === (int) $updated;
}

/**
 * The price after a percentage discount, rounded to the shop's decimals.
 *
 * @param float $price    Regular price.
 * @param float $discount Percentage off (0 to 100).
 * @return float
 */
function __PREFIX__offer_price( $price, $discount ) {
	$price    = max( 0.0, (float) $price );
	$discount = min( 100.0, max( 0.0, (float) $discount ) );
	$decimals = function_exists( 'wc_get_price_decimals' ) ? wc_get_price_decimals() : 2;
	return round( $price * ( 100 - $discount ) / 100, $decimals );
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
 * A product's price as the shop displays it (with or without tax, by WooCommerce's settings).
 *
 * @param int   $product_id Product ID.
 * @param float $amount     Price as entered.
 * @return float
 */
function __PREFIX__display_price( $product_id, $amount ) {
	$product = function_exists( 'wc_get_product' ) ? wc_get_product( $product_id ) : null;
	return $product ? (float) wc_get_price_to_display( $product, array( 'price' => $amount ) ) : (float) $amount;
}

/**
 * A percentage for people to read: "10", "12.5".
 *
 * @param float $discount Percentage.
 * @return string
 */
function __PREFIX__format_percent( $discount ) {
	$discount = (float) $discount;
	return number_format_i18n( $discount, floor( $discount ) === $discount ? 0 : 2 );
}

/**
 * What the offer box needs to know about a product, or null when it cannot be offered (missing,
 * unpublished, out of stock or not for sale). Uses WooCommerce when it is loaded, else the product post.
 *
 * @param int $product_id Product ID.
 * @return array{id: int, name: string, url: string, price: float, image: string, simple: bool}|null
 */
function __PREFIX__product_info( $product_id ) {
	$product_id = absint( $product_id );
	if ( function_exists( 'wc_get_product' ) ) {
		$product = wc_get_product( $product_id );
		if ( ! $product || 'publish' !== $product->get_status() || ! $product->is_purchasable() || ! $product->is_in_stock() ) {
			return null;
		}
		return array(
			'id'     => $product_id,
			'name'   => $product->get_name(),
			'url'    => $product->get_permalink(),
			'price'  => (float) $product->get_price(),
			'image'  => $product->get_image( 'woocommerce_thumbnail' ),
			'simple' => $product->is_type( 'simple' ),
		);
	}
	$post = get_post( $product_id );
	if ( ! $post || 'product' !== $post->post_type || 'publish' !== $post->post_status ) {
		return null;
	}
	return array(
		'id'     => $product_id,
		'name'   => get_the_title( $post ),
		'url'    => (string) get_permalink( $post ),
		'price'  => (float) get_post_meta( $product_id, '_price', true ),
		'image'  => get_the_post_thumbnail( $post, 'thumbnail' ),
		'simple' => true,
	);
}

/**
 * Where the offer form posts: the cart page (or the home page without WooCommerce).
 *
 * @return string
 */
function __PREFIX__cart_url() {
	return function_exists( 'wc_get_cart_url' ) ? wc_get_cart_url() : home_url( '/' );
}

/**
 * One offer box: the product's image, name and price (the discounted price next to the regular one)
 * and an "Add to cart" button that adds it at the offer price. "" when the product cannot be offered.
 *
 * @param array $rule The rule offering the product.
 * @return string
 */
function __PREFIX__offer_box_html( $rule ) {
	$rule    = __PREFIX__normalize_rule( $rule );
	$product = __PREFIX__product_info( $rule['offer_product_id'] );
	if ( null === $product ) {
		return '';
	}
	$discounted = $rule['discount'] > 0 && $product['price'] > 0;
	$price      = $discounted ? __PREFIX__offer_price( $product['price'], $rule['discount'] ) : $product['price'];
	if ( '' !== $rule['headline'] ) {
		$headline = $rule['headline'];
	} elseif ( $discounted ) {
		/* translators: %s: percentage, e.g. 10. */
		$headline = sprintf( __( 'Add it now and save %s%%', '__TEXT_DOMAIN__' ), __PREFIX__format_percent( $rule['discount'] ) );
	} else {
		$headline = __( 'Complete your order', '__TEXT_DOMAIN__' );
	}

	$html = '<div class="__CSS_PREFIX__offers__item" data-rule="' . esc_attr( (string) $rule['id'] ) . '">';
	if ( '' !== $product['image'] ) {
		$html .= '<a class="__CSS_PREFIX__offers__image" href="' . esc_url( $product['url'] ) . '" tabindex="-1" aria-hidden="true">' . wp_kses_post( $product['image'] ) . '</a>';
	}
	$html .= '<div class="__CSS_PREFIX__offers__body">';
	$html .= '<p class="__CSS_PREFIX__offers__headline">' . esc_html( $headline ) . '</p>';
	$html .= '<p class="__CSS_PREFIX__offers__name"><a href="' . esc_url( $product['url'] ) . '">' . esc_html( $product['name'] ) . '</a></p>';
	$html .= '<p class="__CSS_PREFIX__offers__price">';
	if ( $discounted ) {
		$html .= '<del>' . wp_kses_post( __PREFIX__format_price( __PREFIX__display_price( $product['id'], $product['price'] ) ) ) . '</del> <ins>' . wp_kses_post( __PREFIX__format_price( __PREFIX__display_price( $product['id'], $price ) ) ) . '</ins>';
		$html .= ' <span class="__CSS_PREFIX__offers__badge">-' . esc_html( __PREFIX__format_percent( $rule['discount'] ) ) . '%</span>';
	} else {
		$html .= wp_kses_post( __PREFIX__format_price( __PREFIX__display_price( $product['id'], $price ) ) );
	}
	$html .= '</p>';
	if ( $product['simple'] ) {
		$html .= '<form class="__CSS_PREFIX__offers__form" method="post" action="' . esc_url( __PREFIX__cart_url() ) . '">';
		$html .= '<input type="hidden" name="__PREFIX__accept" value="' . esc_attr( (string) $rule['id'] ) . '" />';
		$html .= wp_nonce_field( '__PREFIX__accept_' . $rule['id'], '__PREFIX__nonce', false, false );
		$html .= '<button type="submit" class="__CSS_PREFIX__offers__button">' . esc_html__( 'Add to cart', '__TEXT_DOMAIN__' ) . '</button>';
		$html .= '</form>';
	} else {
		$html .= '<a class="__CSS_PREFIX__offers__button" href="' . esc_url( $product['url'] ) . '">' . esc_html__( 'Choose options', '__TEXT_DOMAIN__' ) . '</a>';
	}
	$html .= '</div></div>';
	return $html;
}

/**
 * The offers section: the heading from the settings and one box per offer.
 *
 * @param array[] $offers Matching rules.
 * @param int[]   $shown  Set to the IDs of the rules whose box was printed.
 * @return string "" when no offer can be shown.
 */
function __PREFIX__offers_html( $offers, &$shown = array() ) {
	$shown = array();
	$boxes = '';
	foreach ( (array) $offers as $rule ) {
		$box = __PREFIX__offer_box_html( $rule );
		if ( '' !== $box ) {
			$boxes  .= $box;
			$shown[] = (int) $rule['id'];
		}
	}
	if ( '' === $boxes ) {
		return '';
	}
	$settings = __PREFIX__settings();
	return '<section class="__CSS_PREFIX__offers"><h2 class="__CSS_PREFIX__offers__title">' . esc_html( $settings['heading'] ) . '</h2><div class="__CSS_PREFIX__offers__list">' . $boxes . '</div></section>';
}

/**
 * Shows administrators a notice while WooCommerce is missing: the plugin then does nothing in the shop.
 */
function __PREFIX__missing_woocommerce_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	echo '<div class="notice notice-warning"><p>' . esc_html(
		sprintf(
			/* translators: %s: plugin name. */
			__( '%s needs WooCommerce: install and activate WooCommerce to show upsell offers in the cart. Your rules are kept meanwhile.', '__TEXT_DOMAIN__' ),
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
	add_action( 'woocommerce_after_cart_table', '__PREFIX__print_cart_offers' );
	add_filter( 'render_block_woocommerce/cart', '__PREFIX__cart_block_offers' );
	add_action( 'wp_loaded', '__PREFIX__handle_accept', 15 );
	add_action( 'woocommerce_before_calculate_totals', '__PREFIX__apply_discounts', 20 );
	add_filter( 'woocommerce_get_item_data', '__PREFIX__cart_item_data', 10, 2 );
	add_action( 'woocommerce_add_to_cart', '__PREFIX__notice_after_add_to_cart', 20, 2 );
}
add_action( 'plugins_loaded', '__PREFIX__boot' );

/**
 * Loads the offer box's stylesheet on the cart page.
 */
function __PREFIX__enqueue_assets() {
	wp_register_style( '__CSS_PREFIX__offers', plugins_url( 'assets/upsell.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	if ( function_exists( 'is_cart' ) && is_cart() ) {
		wp_enqueue_style( '__CSS_PREFIX__offers' );
	}
}

/**
 * The products and categories in the current cart; items added from an offer count as products but
 * not as triggers, so an accepted offer does not keep its own discount alive.
 *
 * @param string $skip_key Cart item key to leave out.
 * @return array{products: int[], categories: int[]}
 */
function __PREFIX__cart_contents( $skip_key = '' ) {
	$products   = array();
	$categories = array();
	if ( ! function_exists( 'WC' ) || ! WC()->cart ) {
		return array(
			'products'   => $products,
			'categories' => $categories,
		);
	}
	foreach ( WC()->cart->get_cart() as $key => $item ) {
		if ( $key === $skip_key ) {
			continue;
		}
		$product_id = (int) $item['product_id'];
		$products[] = $product_id;
		if ( ! empty( $item['variation_id'] ) ) {
			$products[] = (int) $item['variation_id'];
		}
		$categories = array_merge( $categories, wc_get_product_term_ids( $product_id, 'product_cat' ) );
	}
	return array(
		'products'   => array_values( array_unique( $products ) ),
		'categories' => array_values( array_unique( array_map( 'intval', $categories ) ) ),
	);
}

/**
 * The offers for the current cart, and counts each as shown once per shopper session.
 *
 * @return string The offers section, or "".
 */
function __PREFIX__current_offers_html() {
	if ( ! function_exists( 'WC' ) || ! WC()->cart || WC()->cart->is_empty() ) {
		return '';
	}
	$cart     = __PREFIX__cart_contents();
	$settings = __PREFIX__settings();
	$offers   = __PREFIX__matching_offers( $cart['products'], $cart['categories'], null, (int) $settings['max_offers'] );
	$shown    = array();
	$html     = __PREFIX__offers_html( $offers, $shown );
	if ( '' === $html ) {
		return '';
	}
	$counted = WC()->session ? (array) WC()->session->get( '__PREFIX__shown', array() ) : array();
	foreach ( $shown as $rule_id ) {
		if ( ! in_array( $rule_id, $counted, true ) ) {
			__PREFIX__record_shown( $rule_id );
			$counted[] = $rule_id;
		}
	}
	if ( WC()->session ) {
		WC()->session->set( '__PREFIX__shown', $counted );
	}
	wp_enqueue_style( '__CSS_PREFIX__offers' );
	return $html;
}

/**
 * Prints the offers under the cart table (classic cart page).
 */
function __PREFIX__print_cart_offers() {
	echo __PREFIX__current_offers_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where built.
}

/**
 * Adds the offers after the Cart block (block-based cart page).
 *
 * @param string $content The block's HTML.
 * @return string
 */
function __PREFIX__cart_block_offers( $content ) {
	return $content . __PREFIX__current_offers_html();
}

/**
 * Handles an offer's "Add to cart" button: checks the nonce and that the offer still applies to the
 * cart, adds the product with the rule attached (so the discount applies), counts the acceptance and
 * goes back to the cart.
 */
function __PREFIX__handle_accept() {
	if ( ! isset( $_POST['__PREFIX__accept'] ) || ! function_exists( 'WC' ) || ! WC()->cart ) {
		return;
	}
	$rule_id = absint( wp_unslash( $_POST['__PREFIX__accept'] ) );
	$nonce   = isset( $_POST['__PREFIX__nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['__PREFIX__nonce'] ) ) : '';
	if ( ! wp_verify_nonce( $nonce, '__PREFIX__accept_' . $rule_id ) ) {
		wc_add_notice( __( 'This offer has expired. Please try again.', '__TEXT_DOMAIN__' ), 'error' );
		wp_safe_redirect( wc_get_cart_url() );
		exit;
	}
	$cart   = __PREFIX__cart_contents();
	$offers = __PREFIX__matching_offers( $cart['products'], $cart['categories'] );
	$rule   = null;
	foreach ( $offers as $offer ) {
		if ( (int) $offer['id'] === $rule_id ) {
			$rule = $offer;
		}
	}
	if ( null !== $rule ) {
		/** Fires before a product is added from an offer box. */
		do_action( '__PREFIX__accepting_offer', $rule );
	}
	if ( null === $rule ) {
		wc_add_notice( __( 'This offer is no longer available for your cart.', '__TEXT_DOMAIN__' ), 'error' );
	} elseif ( WC()->cart->add_to_cart( $rule['offer_product_id'], 1, 0, array(), array( '__PREFIX__rule' => $rule_id ) ) ) {
		__PREFIX__record_accepted( $rule_id );
		$product = wc_get_product( $rule['offer_product_id'] );
		/* translators: %s: product name. */
		wc_add_notice( sprintf( __( '“%s” has been added to your cart.', '__TEXT_DOMAIN__' ), $product ? $product->get_name() : '' ) );
	}
	wp_safe_redirect( wc_get_cart_url() );
	exit;
}

/**
 * Gives items added from an offer the offer price, as long as the rule is active and its trigger is
 * still in the cart.
 *
 * @param WC_Cart $cart The cart.
 */
function __PREFIX__apply_discounts( $cart ) {
	if ( ! is_object( $cart ) || ( is_admin() && ! wp_doing_ajax() ) ) {
		return;
	}
	foreach ( $cart->get_cart() as $key => $item ) {
		if ( empty( $item['__PREFIX__rule'] ) || empty( $item['data'] ) ) {
			continue;
		}
		$rule = __PREFIX__get_rule( (int) $item['__PREFIX__rule'] );
		if ( null === $rule || ! $rule['active'] || $rule['discount'] <= 0 ) {
			continue;
		}
		$others  = __PREFIX__cart_contents( $key );
		$in_cart = 'category' === $rule['trigger_type'] ? $others['categories'] : $others['products'];
		if ( ! in_array( $rule['trigger_id'], $in_cart, true ) ) {
			continue;
		}
		$fresh = wc_get_product( $item['data']->get_id() );
		if ( $fresh ) {
			$item['data']->set_price( __PREFIX__offer_price( (float) $fresh->get_price(), $rule['discount'] ) );
		}
	}
}

/**
 * Shows "Offer: 10% off" under an item added from an offer, in the cart and at checkout.
 *
 * @param array $data Item data lines.
 * @param array $item Cart item.
 * @return array
 */
function __PREFIX__cart_item_data( $data, $item ) {
	if ( empty( $item['__PREFIX__rule'] ) ) {
		return $data;
	}
	$rule = __PREFIX__get_rule( (int) $item['__PREFIX__rule'] );
	if ( null !== $rule && $rule['discount'] > 0 ) {
		$data[] = array(
			'key'   => __( 'Offer', '__TEXT_DOMAIN__' ),
			/* translators: %s: percentage. */
			'value' => sprintf( __( '%s%% off', '__TEXT_DOMAIN__' ), __PREFIX__format_percent( $rule['discount'] ) ),
		);
	}
	return $data;
}

/**
 * After a product is added to the cart, points the shopper to the offer it triggered (on the next page;
 * not for AJAX adds, and not for products added from an offer box).
 *
 * @param string $cart_item_key The new item's key (not needed here).
 * @param int    $product_id    The product added.
 */
function __PREFIX__notice_after_add_to_cart( $cart_item_key, $product_id ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed
	$settings = __PREFIX__settings();
	if ( empty( $settings['notice'] ) || wp_doing_ajax() || did_action( '__PREFIX__accepting_offer' ) ) {
		return;
	}
	$product_id = (int) $product_id;
	$cart       = __PREFIX__cart_contents();
	$offers     = __PREFIX__matching_offers( $cart['products'], $cart['categories'] );
	$offer      = null;
	foreach ( $offers as $candidate ) {
		$triggered = 'category' === $candidate['trigger_type']
			? in_array( $candidate['trigger_id'], array_map( 'intval', wc_get_product_term_ids( $product_id, 'product_cat' ) ), true )
			: $candidate['trigger_id'] === $product_id;
		if ( $triggered ) {
			$offer = $candidate;
			break;
		}
	}
	$product = null === $offer ? null : wc_get_product( $offer['offer_product_id'] );
	if ( ! $product ) {
		return;
	}
	$text = $offer['discount'] > 0
		/* translators: 1: product name, 2: percentage. */
		? sprintf( __( 'Special offer: add %1$s to your order and save %2$s%%.', '__TEXT_DOMAIN__' ), $product->get_name(), __PREFIX__format_percent( $offer['discount'] ) )
		/* translators: %s: product name. */
		: sprintf( __( 'You may also like %s.', '__TEXT_DOMAIN__' ), $product->get_name() );
	wc_add_notice( esc_html( $text ) . ' <a class="button wc-forward" href="' . esc_url( wc_get_cart_url() ) . '">' . esc_html__( 'See the offer', '__TEXT_DOMAIN__' ) . '</a>', 'notice' );
}
