import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { ABSPATH_GUARD, commentText, echoHtml, packageName, tr, trHtml } from "../../blueprint/php-source";
import type { UpsellNames } from "./woo-upsell-names";

/**
 * includes/upsell-admin.php: the Upsell Offers admin page — the rule form (trigger product or category,
 * offered product, optional percentage discount), the rules with their shown/accepted counts, the
 * delete/pause/reset actions and the box settings.
 */
export function upsellAdminPhp(ctx: BlueprintContext, n: UpsellNames): string {
  const { p } = n;
  const a = n.admin;
  const pageUrl = `admin_url( 'admin.php?page=${n.page}' )`;
  return `<?php
/**
 * ${commentText(ctx.name)}: the Upsell Offers admin page (rules, reporting, settings) and its form handlers.
 *
 * @package ${packageName(ctx)}
 */

${ABSPATH_GUARD}

/**
 * The capability that manages upsell rules: shop managers' with WooCommerce, else administrators'.
 *
 * @return string
 */
function ${p}capability() {
	return ${p}woocommerce_active() ? 'manage_woocommerce' : 'manage_options';
}

/**
 * Adds the Upsell Offers menu.
 */
function ${p}add_admin_page() {
	add_menu_page( ${tr(ctx, ctx.name)}, ${tr(ctx, "Upsell Offers")}, ${p}capability(), '${n.page}', '${p}render_admin_page', 'dashicons-cart', 56 );
}
add_action( 'admin_menu', '${p}add_admin_page' );

/**
 * Loads the admin stylesheet on the plugin's page only.
 *
 * @param string $hook_suffix The current admin page.
 */
function ${p}admin_assets( $hook_suffix ) {
	if ( 'toplevel_page_${n.page}' !== $hook_suffix ) {
		return;
	}
	wp_enqueue_style( '${a}', plugins_url( 'assets/upsell-admin.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
}
add_action( 'admin_enqueue_scripts', '${p}admin_assets' );

/**
 * Registers the box settings.
 */
function ${p}register_settings() {
	register_setting(
		'${n.settingsGroup}',
		'${n.settingsOption}',
		array(
			'type'              => 'array',
			'sanitize_callback' => '${p}sanitize_settings',
			'default'           => ${p}default_settings(),
		)
	);
}
add_action( 'admin_init', '${p}register_settings' );

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

/**
 * Published products to choose from (ID => name), at most 500.
 *
 * @return array<int, string>
 */
function ${p}product_choices() {
	$posts = get_posts(
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
function ${p}category_choices() {
	if ( ! taxonomy_exists( 'product_cat' ) ) {
		return array();
	}
	$terms = get_terms(
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
 * Prints a choice of products or categories: a list when there are some, else an ID field.
 *
 * @param string             $name     Field name.
 * @param array<int, string> $choices  ID => name.
 * @param int                $selected Chosen ID.
 * @param string             $none     Label of the empty choice.
 */
function ${p}render_choice( $name, $choices, $selected, $none ) {
	$id = '${p}' . $name;
	if ( empty( $choices ) ) {
		printf(
			'<input type="number" min="0" step="1" class="small-text" id="%1$s" name="%2$s" value="%3$s" placeholder="%4$s" />',
			esc_attr( $id ),
			esc_attr( $name ),
			esc_attr( $selected ? (string) $selected : '' ),
			esc_attr__( 'ID', '${ctx.textDomain}' )
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
function ${p}rule_action_url( $what, $rule_id ) {
	$url = add_query_arg(
		array(
			'action' => '${n.ruleAction}',
			'do'     => $what,
			'rule'   => $rule_id,
		),
		admin_url( 'admin-post.php' )
	);
	return wp_nonce_url( $url, '${n.ruleAction}_' . $what . '_' . $rule_id );
}

/**
 * Prints the Upsell Offers page: the rule form, the rules with their counts and the box settings.
 */
function ${p}render_admin_page() {
	if ( ! current_user_can( ${p}capability() ) ) {
		return;
	}
	// Read-only: which rule to edit and which fixed message to show after a redirect.
	$edit_id = isset( $_GET['edit'] ) ? absint( wp_unslash( $_GET['edit'] ) ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$done    = isset( $_GET['${p}done'] ) ? sanitize_key( wp_unslash( $_GET['${p}done'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$error   = isset( $_GET['${p}error'] ) ? sanitize_key( wp_unslash( $_GET['${p}error'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended

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

	$rule = $edit_id ? ${p}get_rule( $edit_id ) : null;
	if ( null === $rule ) {
		$rule = ${p}normalize_rule( array() );
	}
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
	<div class="wrap ${a}">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php if ( isset( $messages[ $done ] ) ) : ?>
			<div class="notice notice-success is-dismissible"><p><?php echo esc_html( $messages[ $done ] ); ?></p></div>
		<?php endif; ?>
		<?php if ( isset( $errors[ $error ] ) ) : ?>
			<div class="notice notice-error"><p><?php echo esc_html( $errors[ $error ] ); ?></p></div>
		<?php endif; ?>
		<?php if ( ! ${p}woocommerce_active() ) : ?>
			<div class="notice notice-warning inline"><p><?php ${echoHtml(ctx, "WooCommerce is not active: you can prepare rules here, and offers appear in the cart once WooCommerce is installed and activated.")} ?></p></div>
		<?php endif; ?>

		<div class="${a}__summary">
			<div class="${a}__stat"><strong><?php echo esc_html( number_format_i18n( count( $rules ) ) ); ?></strong> <?php ${echoHtml(ctx, "Rules")} ?></div>
			<div class="${a}__stat"><strong><?php echo esc_html( number_format_i18n( $shown ) ); ?></strong> <?php ${echoHtml(ctx, "Offers shown")} ?></div>
			<div class="${a}__stat"><strong><?php echo esc_html( number_format_i18n( $accepted ) ); ?></strong> <?php ${echoHtml(ctx, "Offers accepted")} ?></div>
			<div class="${a}__stat"><strong><?php echo esc_html( $shown ? number_format_i18n( 100 * $accepted / $shown, 1 ) . '%' : '–' ); ?></strong> <?php ${echoHtml(ctx, "Acceptance rate")} ?></div>
		</div>

		<div class="card ${a}__card">
			<h2><?php echo $rule['id'] ? ${trHtml(ctx, "Edit rule")} : ${trHtml(ctx, "Add a rule")}; ?></h2>
			<p><?php ${echoHtml(ctx, "When the trigger product, or any product of the trigger category, is in the cart, the cart page shows a box offering the other product, optionally at a discount.")} ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="${n.saveAction}" />
				<input type="hidden" name="rule_id" value="<?php echo esc_attr( (string) $rule['id'] ); ?>" />
				<?php wp_nonce_field( '${n.saveAction}' ); ?>
				<table class="form-table" role="presentation">
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
					<tr>
						<th scope="row"><?php ${echoHtml(ctx, "Status")} ?></th>
						<td><label><input type="checkbox" name="active" value="1" <?php checked( $rule['active'] ); ?> /> <?php ${echoHtml(ctx, "Active")} ?></label></td>
					</tr>
				</table>
				<p class="submit">
					<button type="submit" class="button button-primary"><?php echo $rule['id'] ? ${trHtml(ctx, "Update rule")} : ${trHtml(ctx, "Add rule")}; ?></button>
					<?php if ( $rule['id'] ) : ?>
						<a class="button" href="<?php echo esc_url( ${pageUrl} ); ?>"><?php ${echoHtml(ctx, "Cancel")} ?></a>
					<?php endif; ?>
				</p>
			</form>
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

/**
 * Sends the administrator back to the Upsell Offers page with a message or an error.
 *
 * @param array $args Query arguments.
 */
function ${p}back_to_page( $args ) {
	wp_safe_redirect( add_query_arg( $args, ${pageUrl} ) );
	exit;
}

/**
 * Saves a rule from the form: checks the capability and the nonce, validates the products, category
 * and discount, then inserts or updates the row.
 */
function ${p}handle_save_rule() {
	if ( ! current_user_can( ${p}capability() ) ) {
		wp_die( ${trHtml(ctx, "Sorry, you are not allowed to manage upsell rules.")}, 403 );
	}
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
	${p}flush_rules_cache();
	${p}back_to_page( array( '${p}done' => $done ) );
}
add_action( 'admin_post_${n.saveAction}', '${p}handle_save_rule' );

/**
 * Deletes a rule, pauses or activates it, or resets its counts (links on the rules list).
 */
function ${p}handle_rule_action() {
	if ( ! current_user_can( ${p}capability() ) ) {
		wp_die( ${trHtml(ctx, "Sorry, you are not allowed to manage upsell rules.")}, 403 );
	}
	$what    = isset( $_GET['do'] ) ? sanitize_key( wp_unslash( $_GET['do'] ) ) : '';
	$rule_id = isset( $_GET['rule'] ) ? absint( wp_unslash( $_GET['rule'] ) ) : 0;
	check_admin_referer( '${n.ruleAction}_' . $what . '_' . $rule_id );
	global $wpdb;

	$rule = ${p}get_rule( $rule_id );
	if ( null === $rule ) {
		${p}back_to_page( array( '${p}error' => 'missing' ) );
	}
	$table = ${p}table();
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
	${p}flush_rules_cache();
	${p}back_to_page( array( '${p}done' => $done ) );
}
add_action( 'admin_post_${n.ruleAction}', '${p}handle_rule_action' );

/**
 * Adds a link to the rules page to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ${p}action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( ${pageUrl} ) . '">' . ${trHtml(ctx, "Rules")} . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . ${ctx.constPrefix}BASENAME, '${p}action_link' );
`;
}
