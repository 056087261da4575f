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
import type { UpsellNames } from "./woo-upsell-names";

/** What the Upsell Offers admin page says and loads. */
const UPSELL_ADMIN: RulesAdminText = {
  title: "Upsell Offers",
  icon: "dashicons-cart",
  stylesheet: "assets/upsell-admin.css",
  rules: "upsell rules",
  settings: "box settings",
};

/**
 * includes/upsell-admin.php: the Upsell Offers admin page — the rule form (trigger product or category,
 * offered product, optional percentage discount), the rules with their shown/accepted counts, the
 * delete/pause/reset actions and the box settings.
 */
export function upsellAdminPhp(ctx: BlueprintContext, n: UpsellNames): string {
  const { p } = n;
  const a = n.admin;
  const pageUrl = `admin_url( 'admin.php?page=${n.page}' )`;
  return `${rulesAdminFileStartPhp(ctx, n, UPSELL_ADMIN, "the Upsell Offers admin page (rules, reporting, settings) and its form handlers.")}

/**
 * Cleans the submitted settings.
 *
 * @param mixed $input Submitted values.
 * @return array{heading: string, max_offers: int, notice: bool}
 */
function ${p}sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$defaults = ${p}default_settings();
	$heading  = isset( $input['heading'] ) ? sanitize_text_field( $input['heading'] ) : '';
	$max      = isset( $input['max_offers'] ) ? absint( $input['max_offers'] ) : $defaults['max_offers'];
	return array(
		'heading'    => '' !== $heading ? $heading : $defaults['heading'],
		'max_offers' => min( 6, max( 1, $max ) ),
		'notice'     => ! empty( $input['notice'] ),
	);
}

${ruleFormHelpersPhp(ctx, n, "A link that runs an action on one rule (delete, pause or activate, reset counts), with its nonce.", "delete, toggle or reset")}

/**
 * A product's name for the rules list.
 *
 * @param int $product_id Product ID.
 * @return string
 */
function ${p}product_label( $product_id ) {
	$post = get_post( $product_id );
	if ( $post && 'product' === $post->post_type ) {
		return get_the_title( $post );
	}
	/* translators: %d: product ID. */
	return sprintf( ${tr(ctx, "Product #%d (not found)")}, $product_id );
}

/**
 * A category's name for the rules list.
 *
 * @param int $term_id Category ID.
 * @return string
 */
function ${p}category_label( $term_id ) {
	$term = taxonomy_exists( 'product_cat' ) ? get_term( $term_id, 'product_cat' ) : null;
	if ( $term instanceof WP_Term ) {
		return $term->name;
	}
	/* translators: %d: category ID. */
	return sprintf( ${tr(ctx, "Category #%d")}, $term_id );
}

/**
 * Prints the Upsell Offers page: the rule form, the rules with their counts and the box settings.
 */
function ${p}render_admin_page() {
${adminPageRequestPhp(p)}

	$messages = array(
		'added'   => ${tr(ctx, "Rule added.")},
		'updated' => ${tr(ctx, "Rule updated.")},
		'deleted' => ${tr(ctx, "Rule deleted.")},
		'toggled' => ${tr(ctx, "Rule status changed.")},
		'reset'   => ${tr(ctx, "Counts reset.")},
	);
	$errors   = array(
		'trigger'  => ${tr(ctx, "Choose either a trigger product or a trigger category (not both).")},
		'offer'    => ${tr(ctx, "Choose a published product to offer.")},
		'same'     => ${tr(ctx, "The offered product must differ from the trigger product.")},
		'discount' => ${tr(ctx, "The discount must be a percentage between 0 and 100.")},
		'missing'  => ${tr(ctx, "That rule does not exist any more.")},
	);

${ruleBeingEditedPhp(p)}
	$rules      = ${p}get_rules();
	$products   = ${p}product_choices();
	$categories = ${p}category_choices();
	$settings   = ${p}settings();
	$shown      = 0;
	$accepted   = 0;
	foreach ( $rules as $one ) {
		$shown    += $one['shown_count'];
		$accepted += $one['accepted_count'];
	}
	?>
${adminPageHeaderHtml(ctx, p, a, "WooCommerce is not active: you can prepare rules here, and offers appear in the cart once WooCommerce is installed and activated.")}

		<div class="${a}__summary">
			<div class="${a}__stat"><strong><?php echo esc_html( number_format_i18n( count( $rules ) ) ); ?></strong> <?php ${echoHtml(ctx, "Rules")} ?></div>
			<div class="${a}__stat"><strong><?php echo esc_html( number_format_i18n( $shown ) ); ?></strong> <?php ${echoHtml(ctx, "Offers shown")} ?></div>
			<div class="${a}__stat"><strong><?php echo esc_html( number_format_i18n( $accepted ) ); ?></strong> <?php ${echoHtml(ctx, "Offers accepted")} ?></div>
			<div class="${a}__stat"><strong><?php echo esc_html( $shown ? number_format_i18n( 100 * $accepted / $shown, 1 ) . '%' : '–' ); ?></strong> <?php ${echoHtml(ctx, "Acceptance rate")} ?></div>
		</div>

		<div class="card ${a}__card">
			<h2><?php echo $rule['id'] ? ${trHtml(ctx, "Edit rule")} : ${trHtml(ctx, "Add a rule")}; ?></h2>
			<p><?php ${echoHtml(ctx, "When the trigger product, or any product of the trigger category, is in the cart, the cart page shows a box offering the other product, optionally at a discount.")} ?></p>
${ruleFormStartHtml(n.saveAction)}
					<tr>
						<th scope="row"><label for="${p}trigger_product"><?php ${echoHtml(ctx, "When this product is in the cart")} ?></label></th>
						<td><?php ${p}render_choice( 'trigger_product', $products, 'product' === $rule['trigger_type'] ? $rule['trigger_id'] : 0, ${tr(ctx, "— No product —")} ); ?></td>
					</tr>
					<tr>
						<th scope="row"><label for="${p}trigger_category"><?php ${echoHtml(ctx, "… or a product of this category")} ?></label></th>
						<td><?php ${p}render_choice( 'trigger_category', $categories, 'category' === $rule['trigger_type'] ? $rule['trigger_id'] : 0, ${tr(ctx, "— No category —")} ); ?>
							<p class="description"><?php ${echoHtml(ctx, "Choose a product or a category.")} ?></p></td>
					</tr>
					<tr>
						<th scope="row"><label for="${p}offer_product"><?php ${echoHtml(ctx, "Offer this product")} ?></label></th>
						<td><?php ${p}render_choice( 'offer_product', $products, $rule['offer_product_id'], ${tr(ctx, "— Choose a product —")} ); ?></td>
					</tr>
					<tr>
						<th scope="row"><label for="${p}discount"><?php ${echoHtml(ctx, "Discount")} ?></label></th>
						<td><input type="number" min="0" max="100" step="0.01" class="small-text" id="${p}discount" name="discount" value="<?php echo esc_attr( (string) $rule['discount'] ); ?>" /> %
							<p class="description"><?php ${echoHtml(ctx, "Optional: the offered product costs this much less when added from the box. 0 for no discount.")} ?></p></td>
					</tr>
					<tr>
						<th scope="row"><label for="${p}headline"><?php ${echoHtml(ctx, "Headline")} ?></label></th>
						<td><input type="text" class="regular-text" maxlength="200" id="${p}headline" name="headline" value="<?php echo esc_attr( $rule['headline'] ); ?>" placeholder="<?php esc_attr_e( 'Add it now and save 10%', '${ctx.textDomain}' ); ?>" />
							<p class="description"><?php ${echoHtml(ctx, "Optional text above the product in the box.")} ?></p></td>
					</tr>
${ruleFormEndHtml(ctx, pageUrl)}
		</div>

		<h2><?php ${echoHtml(ctx, "Rules and results")} ?></h2>
		<table class="widefat striped ${a}__rules">
			<thead>
				<tr>
					<th scope="col"><?php ${echoHtml(ctx, "When in the cart")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Offered product")} ?></th>
					<th scope="col" class="num"><?php ${echoHtml(ctx, "Discount")} ?></th>
					<th scope="col" class="num"><?php ${echoHtml(ctx, "Shown")} ?></th>
					<th scope="col" class="num"><?php ${echoHtml(ctx, "Accepted")} ?></th>
					<th scope="col" class="num"><?php ${echoHtml(ctx, "Rate")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Status")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Actions")} ?></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( empty( $rules ) ) : ?>
				<tr><td colspan="8"><?php ${echoHtml(ctx, "No rules yet. Add one above.")} ?></td></tr>
			<?php endif; ?>
			<?php foreach ( $rules as $one ) : ?>
				<tr data-rule="<?php echo esc_attr( (string) $one['id'] ); ?>">
					<td><?php echo esc_html( 'category' === $one['trigger_type'] ? sprintf( /* translators: %s: category name. */ ${tr(ctx, "Any product in %s")}, ${p}category_label( $one['trigger_id'] ) ) : ${p}product_label( $one['trigger_id'] ) ); ?></td>
					<td><?php echo esc_html( ${p}product_label( $one['offer_product_id'] ) ); ?></td>
					<td class="num"><?php echo esc_html( $one['discount'] > 0 ? ${p}format_percent( $one['discount'] ) . '%' : '–' ); ?></td>
					<td class="num ${a}__shown"><?php echo esc_html( number_format_i18n( $one['shown_count'] ) ); ?></td>
					<td class="num ${a}__accepted"><?php echo esc_html( number_format_i18n( $one['accepted_count'] ) ); ?></td>
					<td class="num"><?php echo esc_html( $one['shown_count'] ? number_format_i18n( 100 * $one['accepted_count'] / $one['shown_count'], 1 ) . '%' : '–' ); ?></td>
					<td><?php echo $one['active'] ? ${trHtml(ctx, "Active")} : ${trHtml(ctx, "Paused")}; ?></td>
					<td class="${a}__actions">
						<a href="<?php echo esc_url( add_query_arg( 'edit', $one['id'], ${pageUrl} ) ); ?>"><?php ${echoHtml(ctx, "Edit")} ?></a> |
						<a href="<?php echo esc_url( ${p}rule_action_url( 'toggle', $one['id'] ) ); ?>"><?php echo $one['active'] ? ${trHtml(ctx, "Pause")} : ${trHtml(ctx, "Activate")}; ?></a> |
						<a href="<?php echo esc_url( ${p}rule_action_url( 'reset', $one['id'] ) ); ?>"><?php ${echoHtml(ctx, "Reset counts")} ?></a> |
						<a class="${a}__delete" href="<?php echo esc_url( ${p}rule_action_url( 'delete', $one['id'] ) ); ?>"><?php ${echoHtml(ctx, "Delete")} ?></a>
					</td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<p class="description"><?php ${echoHtml(ctx, "Shown counts each offer once per shopper visit; accepted counts each click on its Add to cart button.")} ?></p>

		<div class="card ${a}__card">
			<h2><?php ${echoHtml(ctx, "Offer box settings")} ?></h2>
			<form method="post" action="options.php">
				<?php settings_fields( '${n.settingsGroup}' ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="${p}heading"><?php ${echoHtml(ctx, "Box heading")} ?></label></th>
						<td><input type="text" class="regular-text" id="${p}heading" name="${n.settingsOption}[heading]" value="<?php echo esc_attr( $settings['heading'] ); ?>" /></td>
					</tr>
					<tr>
						<th scope="row"><label for="${p}max_offers"><?php ${echoHtml(ctx, "Offers shown at most")} ?></label></th>
						<td><input type="number" min="1" max="6" class="small-text" id="${p}max_offers" name="${n.settingsOption}[max_offers]" value="<?php echo esc_attr( (string) $settings['max_offers'] ); ?>" /></td>
					</tr>
					<tr>
						<th scope="row"><?php ${echoHtml(ctx, "After add to cart")} ?></th>
						<td><label><input type="checkbox" name="${n.settingsOption}[notice]" value="1" <?php checked( ! empty( $settings['notice'] ) ); ?> /> <?php ${echoHtml(ctx, "When a product that triggers an offer is added, tell the shopper about the offer.")} ?></label></td>
					</tr>
				</table>
				<?php submit_button( ${tr(ctx, "Save settings")} ); ?>
			</form>
		</div>
	</div>
	<?php
}

${backToPageFunctionPhp(p, pageUrl, "Upsell Offers")}

/**
 * Saves a rule from the form: checks the capability and the nonce, validates the products, category
 * and discount, then inserts or updates the row.
 */
function ${p}handle_save_rule() {
${handlerCapabilityCheckPhp(ctx, p, "Sorry, you are not allowed to manage upsell rules.")}
	check_admin_referer( '${n.saveAction}' );
	global $wpdb;

	$rule_id          = isset( $_POST['rule_id'] ) ? absint( wp_unslash( $_POST['rule_id'] ) ) : 0;
	$trigger_product  = isset( $_POST['trigger_product'] ) ? absint( wp_unslash( $_POST['trigger_product'] ) ) : 0;
	$trigger_category = isset( $_POST['trigger_category'] ) ? absint( wp_unslash( $_POST['trigger_category'] ) ) : 0;
	$offer_product    = isset( $_POST['offer_product'] ) ? absint( wp_unslash( $_POST['offer_product'] ) ) : 0;
	$discount_text    = isset( $_POST['discount'] ) ? sanitize_text_field( wp_unslash( $_POST['discount'] ) ) : '';
	$headline         = isset( $_POST['headline'] ) ? sanitize_text_field( wp_unslash( $_POST['headline'] ) ) : '';
	$active           = isset( $_POST['active'] ) ? 1 : 0;
	$back             = $rule_id ? array( 'edit' => $rule_id ) : array();

	if ( $rule_id && null === ${p}get_rule( $rule_id ) ) {
		${p}back_to_page( array( '${p}error' => 'missing' ) );
	}
	if ( ( $trigger_product > 0 ) === ( $trigger_category > 0 ) ) {
		${p}back_to_page( $back + array( '${p}error' => 'trigger' ) );
	}
	if ( $trigger_product > 0 && 'product' !== get_post_type( $trigger_product ) ) {
		${p}back_to_page( $back + array( '${p}error' => 'trigger' ) );
	}
	if ( $trigger_category > 0 && taxonomy_exists( 'product_cat' ) && ! term_exists( $trigger_category, 'product_cat' ) ) {
		${p}back_to_page( $back + array( '${p}error' => 'trigger' ) );
	}
	if ( 'product' !== get_post_type( $offer_product ) || 'publish' !== get_post_status( $offer_product ) ) {
		${p}back_to_page( $back + array( '${p}error' => 'offer' ) );
	}
	if ( $offer_product === $trigger_product ) {
		${p}back_to_page( $back + array( '${p}error' => 'same' ) );
	}
	$discount_text = str_replace( ',', '.', $discount_text );
	if ( '' !== $discount_text && ( ! is_numeric( $discount_text ) || (float) $discount_text < 0 || (float) $discount_text > 100 ) ) {
		${p}back_to_page( $back + array( '${p}error' => 'discount' ) );
	}

	$table = ${p}table();
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
${ruleHandlerEndPhp(p)}
}
add_action( 'admin_post_${n.saveAction}', '${p}handle_save_rule' );

/**
 * Deletes a rule, pauses or activates it, or resets its counts (links on the rules list).
 */
function ${p}handle_rule_action() {
${handlerCapabilityCheckPhp(ctx, p, "Sorry, you are not allowed to manage upsell rules.")}
${ruleActionRequestPhp(p, n.ruleAction)}
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
${ruleHandlerEndPhp(p)}
}
add_action( 'admin_post_${n.ruleAction}', '${p}handle_rule_action' );

${rulesActionLinkFunctionPhp(ctx, p, pageUrl)}
`;
}
