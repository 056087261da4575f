import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { echoHtml, tr, trHtml } from "../../blueprint/php-source";
import {
  adminPageHeaderHtml,
  adminPageRequestPhp,
  backToPageFunctionPhp,
  handlerCapabilityCheckPhp,
  ruleActionRequestPhp,
  ruleBeingEditedPhp,
  ruleFormEndHtml,
  ruleFormStartHtml,
  ruleHandlerEndPhp,
  rulesActionLinkFunctionPhp,
  rulesAdminFileStartPhp,
  ruleFormHelpersPhp,
  type RulesAdminText,
} from "../woocommerce-rules-php";
import type { PricingNames } from "./dynamic-pricing-names";

/** What the Dynamic Pricing admin page says and loads. */
const PRICING_ADMIN: RulesAdminText = {
  title: "Dynamic Pricing",
  icon: "dashicons-tag",
  stylesheet: "assets/pricing-admin.css",
  rules: "pricing rules",
  settings: "tier table settings",
};

/**
 * includes/pricing-admin.php: the Dynamic Pricing admin page — the rule form (product, category or
 * all products, optional role, date range, quantity tiers, percentage or fixed discount), the rules
 * list with delete/pause actions, and the tier table settings.
 */
export function pricingAdminPhp(ctx: BlueprintContext, n: PricingNames): string {
  const { p } = n;
  const a = n.admin;
  const pageUrl = `admin_url( 'admin.php?page=${n.page}' )`;
  return `${rulesAdminFileStartPhp(ctx, n, PRICING_ADMIN, "the Dynamic Pricing admin page (rules, settings) and its form handlers.")}

/**
 * Cleans the submitted settings.
 *
 * @param mixed $input Submitted values.
 * @return array{heading: string, show_table: bool}
 */
function ${p}sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$defaults = ${p}default_settings();
	$heading  = isset( $input['heading'] ) ? sanitize_text_field( $input['heading'] ) : '';
	return array(
		'heading'    => '' !== $heading ? $heading : $defaults['heading'],
		'show_table' => ! empty( $input['show_table'] ),
	);
}

${ruleFormHelpersPhp(ctx, n, "A link that deletes a rule or pauses/activates it, with its nonce.", "delete or toggle")}

/**
 * What a rule applies to, for the rules list.
 *
 * @param array $rule The rule.
 * @return string
 */
function ${p}target_label( $rule ) {
	if ( 'all' === $rule['scope'] ) {
		return ${tr(ctx, "All products")};
	}
	if ( 'category' === $rule['scope'] ) {
		$term = taxonomy_exists( 'product_cat' ) ? get_term( $rule['target_id'], 'product_cat' ) : null;
		/* translators: %s: category name or number. */
		return sprintf( ${tr(ctx, "Category: %s")}, $term instanceof WP_Term ? $term->name : '#' . $rule['target_id'] );
	}
	$post = get_post( $rule['target_id'] );
	if ( $post && 'product' === $post->post_type ) {
		return get_the_title( $post );
	}
	/* translators: %d: product ID. */
	return sprintf( ${tr(ctx, "Product #%d (not found)")}, $rule['target_id'] );
}

/**
 * A rule's tiers for people to read: "5+: 10% · 10+: 15%".
 *
 * @param array $rule The rule.
 * @return string
 */
function ${p}tiers_label( $rule ) {
	$parts = array();
	foreach ( $rule['tiers'] as $tier ) {
		$amount  = 'fixed' === $rule['discount_type'] ? wp_strip_all_tags( ${p}format_price( $tier['amount'] ) ) . ' ' . ${tr(ctx, "off")} : ${p}format_percent( $tier['amount'] ) . '%';
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
function ${p}status_label( $rule ) {
	$today = ${p}today();
	if ( ! $rule['active'] ) {
		return ${tr(ctx, "Paused")};
	}
	if ( '' !== $rule['starts_on'] && $today < $rule['starts_on'] ) {
		return ${tr(ctx, "Scheduled")};
	}
	if ( '' !== $rule['ends_on'] && $today > $rule['ends_on'] ) {
		return ${tr(ctx, "Expired")};
	}
	return ${tr(ctx, "Active")};
}

/**
 * Prints the Dynamic Pricing page: the rule form, the rules and the tier table settings.
 */
function ${p}render_admin_page() {
${adminPageRequestPhp(p)}

	$messages = array(
		'added'   => ${tr(ctx, "Rule added.")},
		'updated' => ${tr(ctx, "Rule updated.")},
		'deleted' => ${tr(ctx, "Rule deleted.")},
		'toggled' => ${tr(ctx, "Rule status changed.")},
	);
	$errors   = array(
		'target'  => ${tr(ctx, "Choose the product or the category the rule applies to.")},
		'role'    => ${tr(ctx, "Choose a user role that exists, or any customer.")},
		'dates'   => ${tr(ctx, "Enter valid dates; the end date cannot be before the start date.")},
		'tiers'   => ${tr(ctx, "Enter at least one quantity tier with a discount; a percentage cannot exceed 100.")},
		'missing' => ${tr(ctx, "That rule does not exist any more.")},
	);

${ruleBeingEditedPhp(p)}
	$rules    = ${p}get_rules();
	$settings = ${p}settings();
	$roles    = wp_roles()->get_names();
	$tiers    = array_pad( $rule['tiers'], ${n.tierRows}, array( 'min' => '', 'amount' => '' ) );
	?>
${adminPageHeaderHtml(ctx, p, a, "WooCommerce is not active: you can prepare rules here, and they apply in the cart once WooCommerce is installed and activated.")}

		<div class="card ${a}__card">
			<h2><?php echo $rule['id'] ? ${trHtml(ctx, "Edit rule")} : ${trHtml(ctx, "Add a rule")}; ?></h2>
			<p><?php ${echoHtml(ctx, "Rules apply automatically in the cart: for each line, the rule giving the lowest price for its quantity wins.")} ?></p>
${ruleFormStartHtml(n.saveAction)}
					<tr>
						<th scope="row"><label for="${p}title"><?php ${echoHtml(ctx, "Rule name")} ?></label></th>
						<td><input type="text" class="regular-text" maxlength="190" id="${p}title" name="title" value="<?php echo esc_attr( $rule['title'] ); ?>" placeholder="<?php esc_attr_e( 'Bulk discount', '${ctx.textDomain}' ); ?>" />
							<p class="description"><?php ${echoHtml(ctx, "Shown to customers under the discounted cart line.")} ?></p></td>
					</tr>
					<tr>
						<th scope="row"><label for="${p}scope"><?php ${echoHtml(ctx, "Applies to")} ?></label></th>
						<td>
							<select id="${p}scope" name="scope">
								<option value="product" <?php selected( $rule['scope'], 'product' ); ?>><?php ${echoHtml(ctx, "A product")} ?></option>
								<option value="category" <?php selected( $rule['scope'], 'category' ); ?>><?php ${echoHtml(ctx, "A product category")} ?></option>
								<option value="all" <?php selected( $rule['scope'], 'all' ); ?>><?php ${echoHtml(ctx, "All products")} ?></option>
							</select>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="${p}product"><?php ${echoHtml(ctx, "Product")} ?></label></th>
						<td><?php ${p}render_choice( 'product', ${p}product_choices(), 'product' === $rule['scope'] ? $rule['target_id'] : 0, ${tr(ctx, "— Choose a product —")} ); ?></td>
					</tr>
					<tr>
						<th scope="row"><label for="${p}category"><?php ${echoHtml(ctx, "Category")} ?></label></th>
						<td><?php ${p}render_choice( 'category', ${p}category_choices(), 'category' === $rule['scope'] ? $rule['target_id'] : 0, ${tr(ctx, "— Choose a category —")} ); ?>
							<p class="description"><?php ${echoHtml(ctx, "Only the one matching “Applies to” is used.")} ?></p></td>
					</tr>
					<tr>
						<th scope="row"><label for="${p}user_role"><?php ${echoHtml(ctx, "Customer role")} ?></label></th>
						<td>
							<select id="${p}user_role" name="user_role">
								<option value=""><?php ${echoHtml(ctx, "Any customer, signed in or not")} ?></option>
								<?php foreach ( $roles as $role => $role_name ) : ?>
									<option value="<?php echo esc_attr( $role ); ?>" <?php selected( $rule['user_role'], $role ); ?>><?php echo esc_html( translate_user_role( $role_name ) ); ?></option>
								<?php endforeach; ?>
							</select>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="${p}starts_on"><?php ${echoHtml(ctx, "Dates")} ?></label></th>
						<td>
							<input type="date" id="${p}starts_on" name="starts_on" value="<?php echo esc_attr( $rule['starts_on'] ); ?>" aria-label="<?php esc_attr_e( 'Start date', '${ctx.textDomain}' ); ?>" />
							&ndash;
							<input type="date" id="${p}ends_on" name="ends_on" value="<?php echo esc_attr( $rule['ends_on'] ); ?>" aria-label="<?php esc_attr_e( 'End date', '${ctx.textDomain}' ); ?>" />
							<p class="description"><?php ${echoHtml(ctx, "Optional: the first and last day the rule applies (both included). Leave empty for no limit.")} ?></p>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php ${echoHtml(ctx, "Discount type")} ?></th>
						<td>
							<label><input type="radio" name="discount_type" value="percent" <?php checked( $rule['discount_type'], 'percent' ); ?> /> <?php ${echoHtml(ctx, "Percentage off each item")} ?></label><br />
							<label><input type="radio" name="discount_type" value="fixed" <?php checked( $rule['discount_type'], 'fixed' ); ?> /> <?php ${echoHtml(ctx, "Fixed amount off each item")} ?></label>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php ${echoHtml(ctx, "Quantity tiers")} ?></th>
						<td>
							<table class="${a}__tiers">
								<thead><tr><th scope="col"><?php ${echoHtml(ctx, "From quantity")} ?></th><th scope="col"><?php ${echoHtml(ctx, "Discount")} ?></th></tr></thead>
								<tbody>
								<?php foreach ( $tiers as $index => $tier ) : ?>
									<tr>
										<td><input type="number" min="1" step="1" class="small-text" name="tier_min[]" value="<?php echo esc_attr( (string) $tier['min'] ); ?>" aria-label="<?php echo esc_attr( sprintf( /* translators: %d: tier number. */ __( 'Tier %d: from quantity', '${ctx.textDomain}' ), $index + 1 ) ); ?>" /></td>
										<td><input type="number" min="0" step="0.01" class="small-text" name="tier_amount[]" value="<?php echo esc_attr( (string) $tier['amount'] ); ?>" aria-label="<?php echo esc_attr( sprintf( /* translators: %d: tier number. */ __( 'Tier %d: discount', '${ctx.textDomain}' ), $index + 1 ) ); ?>" /></td>
									</tr>
								<?php endforeach; ?>
								</tbody>
							</table>
							<p class="description"><?php ${echoHtml(ctx, "For example from 5 items 10, from 10 items 15: a percentage or an amount per item, by the discount type above. Empty rows are ignored.")} ?></p>
						</td>
					</tr>
${ruleFormEndHtml(ctx, pageUrl)}
		</div>

		<h2><?php ${echoHtml(ctx, "Rules")} ?></h2>
		<table class="widefat striped ${a}__rules">
			<thead>
				<tr>
					<th scope="col"><?php ${echoHtml(ctx, "Rule")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Applies to")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Customer role")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Dates")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Tiers")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Status")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Actions")} ?></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( empty( $rules ) ) : ?>
				<tr><td colspan="7"><?php ${echoHtml(ctx, "No rules yet. Add one above.")} ?></td></tr>
			<?php endif; ?>
			<?php foreach ( $rules as $one ) : ?>
				<tr data-rule="<?php echo esc_attr( (string) $one['id'] ); ?>">
					<td><strong><?php echo esc_html( '' !== $one['title'] ? $one['title'] : ${tr(ctx, "(no name)")} ); ?></strong></td>
					<td><?php echo esc_html( ${p}target_label( $one ) ); ?></td>
					<td><?php echo esc_html( '' !== $one['user_role'] && isset( $roles[ $one['user_role'] ] ) ? translate_user_role( $roles[ $one['user_role'] ] ) : ${tr(ctx, "Any")} ); ?></td>
					<td><?php echo esc_html( ( '' !== $one['starts_on'] ? $one['starts_on'] : '…' ) . ' – ' . ( '' !== $one['ends_on'] ? $one['ends_on'] : '…' ) ); ?></td>
					<td class="${a}__tiers-cell"><?php echo esc_html( ${p}tiers_label( $one ) ); ?></td>
					<td class="${a}__status"><?php echo esc_html( ${p}status_label( $one ) ); ?></td>
					<td class="${a}__actions">
						<a href="<?php echo esc_url( add_query_arg( 'edit', $one['id'], ${pageUrl} ) ); ?>"><?php ${echoHtml(ctx, "Edit")} ?></a> |
						<a href="<?php echo esc_url( ${p}rule_action_url( 'toggle', $one['id'] ) ); ?>"><?php echo $one['active'] ? ${trHtml(ctx, "Pause")} : ${trHtml(ctx, "Activate")}; ?></a> |
						<a class="${a}__delete" href="<?php echo esc_url( ${p}rule_action_url( 'delete', $one['id'] ) ); ?>"><?php ${echoHtml(ctx, "Delete")} ?></a>
					</td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>

		<div class="card ${a}__card">
			<h2><?php ${echoHtml(ctx, "Tier price table")} ?></h2>
			<form method="post" action="options.php">
				<?php settings_fields( '${n.settingsGroup}' ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><?php ${echoHtml(ctx, "Product pages")} ?></th>
						<td><label><input type="checkbox" name="${n.settingsOption}[show_table]" value="1" <?php checked( ! empty( $settings['show_table'] ) ); ?> /> <?php ${echoHtml(ctx, "Show a table of tier prices on product pages that have a rule.")} ?></label></td>
					</tr>
					<tr>
						<th scope="row"><label for="${p}heading"><?php ${echoHtml(ctx, "Table heading")} ?></label></th>
						<td><input type="text" class="regular-text" id="${p}heading" name="${n.settingsOption}[heading]" value="<?php echo esc_attr( $settings['heading'] ); ?>" /></td>
					</tr>
				</table>
				<?php submit_button( ${tr(ctx, "Save settings")} ); ?>
			</form>
		</div>
	</div>
	<?php
}

${backToPageFunctionPhp(p, pageUrl, "Dynamic Pricing")}

/**
 * A date in the form YYYY-MM-DD that exists, "" for an empty one, or null when it is invalid.
 *
 * @param string $value Date to check.
 * @return string|null
 */
function ${p}valid_date( $value ) {
	if ( '' === $value ) {
		return '';
	}
	if ( ! preg_match( '/^(\\d{4})-(\\d{2})-(\\d{2})$/', $value, $parts ) || ! checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ) {
		return null;
	}
	return $value;
}

/**
 * Saves a rule from the form: checks the capability and the nonce, validates the target, role,
 * dates and tiers, then inserts or updates the row.
 */
function ${p}handle_save_rule() {
${handlerCapabilityCheckPhp(ctx, p, "Sorry, you are not allowed to manage pricing rules.")}
	check_admin_referer( '${n.saveAction}' );
	global $wpdb;

	$rule_id  = isset( $_POST['rule_id'] ) ? absint( wp_unslash( $_POST['rule_id'] ) ) : 0;
	$title    = isset( $_POST['title'] ) ? sanitize_text_field( wp_unslash( $_POST['title'] ) ) : '';
	$scope    = isset( $_POST['scope'] ) ? sanitize_key( wp_unslash( $_POST['scope'] ) ) : '';
	$product  = isset( $_POST['product'] ) ? absint( wp_unslash( $_POST['product'] ) ) : 0;
	$category = isset( $_POST['category'] ) ? absint( wp_unslash( $_POST['category'] ) ) : 0;
	$role     = isset( $_POST['user_role'] ) ? sanitize_key( wp_unslash( $_POST['user_role'] ) ) : '';
	$starts   = isset( $_POST['starts_on'] ) ? ${p}valid_date( sanitize_text_field( wp_unslash( $_POST['starts_on'] ) ) ) : '';
	$ends     = isset( $_POST['ends_on'] ) ? ${p}valid_date( sanitize_text_field( wp_unslash( $_POST['ends_on'] ) ) ) : '';
	$type     = isset( $_POST['discount_type'] ) && 'fixed' === sanitize_key( wp_unslash( $_POST['discount_type'] ) ) ? 'fixed' : 'percent';
	$mins     = isset( $_POST['tier_min'] ) ? array_map( 'absint', (array) wp_unslash( $_POST['tier_min'] ) ) : array();
	$amounts  = isset( $_POST['tier_amount'] ) ? array_map( 'sanitize_text_field', (array) wp_unslash( $_POST['tier_amount'] ) ) : array();
	$active   = isset( $_POST['active'] ) ? 1 : 0;
	$back     = $rule_id ? array( 'edit' => $rule_id ) : array();

	if ( $rule_id && null === ${p}get_rule( $rule_id ) ) {
		${p}back_to_page( array( '${p}error' => 'missing' ) );
	}
	if ( ! in_array( $scope, array( 'all', 'product', 'category' ), true ) ) {
		${p}back_to_page( $back + array( '${p}error' => 'target' ) );
	}
	$target = 0;
	if ( 'product' === $scope ) {
		if ( 'product' !== get_post_type( $product ) ) {
			${p}back_to_page( $back + array( '${p}error' => 'target' ) );
		}
		$target = $product;
	} elseif ( 'category' === $scope ) {
		if ( $category < 1 || ( taxonomy_exists( 'product_cat' ) && ! term_exists( $category, 'product_cat' ) ) ) {
			${p}back_to_page( $back + array( '${p}error' => 'target' ) );
		}
		$target = $category;
	}
	if ( '' !== $role && ! wp_roles()->is_role( $role ) ) {
		${p}back_to_page( $back + array( '${p}error' => 'role' ) );
	}
	if ( null === $starts || null === $ends || ( '' !== $starts && '' !== $ends && $ends < $starts ) ) {
		${p}back_to_page( $back + array( '${p}error' => 'dates' ) );
	}
	$entered = array();
	foreach ( $mins as $index => $min ) {
		$amount = isset( $amounts[ $index ] ) ? str_replace( ',', '.', $amounts[ $index ] ) : '';
		if ( 0 === $min && '' === $amount ) {
			continue;
		}
		if ( $min < 1 || ! is_numeric( $amount ) || (float) $amount <= 0 || ( 'percent' === $type && (float) $amount > 100 ) ) {
			${p}back_to_page( $back + array( '${p}error' => 'tiers' ) );
		}
		$entered[] = array(
			'min'    => $min,
			'amount' => (float) $amount,
		);
	}
	$tiers = ${p}clean_tiers( $entered, $type );
	if ( empty( $tiers ) ) {
		${p}back_to_page( $back + array( '${p}error' => 'tiers' ) );
	}

	$table = ${p}table();
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
${ruleHandlerEndPhp(p)}
}
add_action( 'admin_post_${n.saveAction}', '${p}handle_save_rule' );

/**
 * Deletes a rule or pauses/activates it (links on the rules list).
 */
function ${p}handle_rule_action() {
${handlerCapabilityCheckPhp(ctx, p, "Sorry, you are not allowed to manage pricing rules.")}
${ruleActionRequestPhp(p, n.ruleAction)}
	$done  = '';
	if ( 'delete' === $what ) {
		$wpdb->delete( $table, array( 'id' => $rule_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$done = 'deleted';
	} elseif ( 'toggle' === $what ) {
		$wpdb->update( $table, array( 'active' => $rule['active'] ? 0 : 1 ), array( 'id' => $rule_id ), array( '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$done = 'toggled';
	}
${ruleHandlerEndPhp(p)}
}
add_action( 'admin_post_${n.ruleAction}', '${p}handle_rule_action' );

${rulesActionLinkFunctionPhp(ctx, p, pageUrl)}
`;
}
