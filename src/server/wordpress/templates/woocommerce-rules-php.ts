import type { BlueprintContext } from "../blueprint/blueprint-context";
import { ABSPATH_GUARD, commentText, echoHtml, packageName, tr, trHtml } from "../blueprint/php-source";

/**
 * PHP shared by the WooCommerce rule templates (upsell offers, dynamic pricing): rules kept in the
 * plugin's own table, managed on one admin page with a rule form, a rules list and admin-post
 * handlers. Each helper returns whole PHP functions (with their doc comments) or, where it says so,
 * lines of a function body, without a trailing newline. `p` is the plugin's function prefix.
 */

/** The names both rule templates give the same things (their `*-names.ts` return these and more). */
export interface RuleTemplateNames {
  p: string;
  settingsOption: string;
  settingsGroup: string;
  /** The admin page's slug. */
  page: string;
  saveAction: string;
  ruleAction: string;
  /** Admin CSS class root and stylesheet handle. */
  admin: string;
}

/** What the admin page of one rule template says and loads. */
export interface RulesAdminText {
  /** Menu and page title ("Dynamic Pricing"). */
  title: string;
  /** Dashicon of the menu. */
  icon: string;
  /** The admin stylesheet, relative to the plugin folder. */
  stylesheet: string;
  /** What the capability manages ("pricing rules"). */
  rules: string;
  /** What the settings are ("tier table settings"). */
  settings: string;
}

/**
 * The opening of the admin page's PHP file: the doc comment (`summary` follows the plugin name), the
 * ABSPATH guard and {@link rulesAdminSetupPhp}.
 */
export function rulesAdminFileStartPhp(ctx: BlueprintContext, n: RuleTemplateNames, text: RulesAdminText, summary: string): string {
  return `<?php
/**
 * ${commentText(ctx.name)}: ${summary}
 *
 * @package ${packageName(ctx)}
 */

${ABSPATH_GUARD}

${rulesAdminSetupPhp(ctx, n, text)}`;
}

/**
 * The admin page's setup: `{p}capability()`, the menu, the stylesheet on the page only and the
 * settings registration, each hooked.
 */
export function rulesAdminSetupPhp(ctx: BlueprintContext, n: RuleTemplateNames, text: RulesAdminText): string {
  const { p } = n;
  return `${ruleCapabilityFunctionPhp(p, text.rules)}

/**
 * Adds the ${text.title} menu.
 */
function ${p}add_admin_page() {
	add_menu_page( ${tr(ctx, ctx.name)}, ${tr(ctx, text.title)}, ${p}capability(), '${n.page}', '${p}render_admin_page', '${text.icon}', 56 );
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
	wp_enqueue_style( '${n.admin}', plugins_url( '${text.stylesheet}', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
}
add_action( 'admin_enqueue_scripts', '${p}admin_assets' );

${registerSettingsFunctionPhp(p, n.settingsGroup, n.settingsOption, text.settings)}`;
}

/**
 * The rule form's helpers: the product and category choices, `{p}render_choice()` and
 * `{p}rule_action_url()` (`actionSummary` and `actions` document it, see {@link ruleActionUrlFunctionPhp}).
 */
export function ruleFormHelpersPhp(ctx: BlueprintContext, n: RuleTemplateNames, actionSummary: string, actions: string): string {
  return `${choiceListFunctionsPhp(n.p)}

${renderChoiceFunctionPhp(ctx, n.p)}

${ruleActionUrlFunctionPhp(n.p, n.ruleAction, actionSummary, actions)}`;
}

/** `{p}woocommerce_active()`: whether WooCommerce is loaded. */
export function wooActiveFunctionPhp(p: string): string {
  return `/**
 * Whether WooCommerce is loaded. Every WooCommerce hook of the plugin depends on it.
 *
 * @return bool
 */
function ${p}woocommerce_active() {
	return class_exists( 'WooCommerce' );
}`;
}

/** `{p}get_rules()`, `{p}get_rule()` and `{p}flush_rules_cache()`: reading the rules table, active rules cached in `cacheGroup`. */
export function ruleQueryFunctionsPhp(p: string, cacheGroup: string): string {
  return `/**
 * The rules, newest first; only the active ones, oldest first, when $active_only.
 *
 * @param bool $active_only Only rules that are switched on.
 * @return array[]
 */
function ${p}get_rules( $active_only = false ) {
	global $wpdb;
	$table = ${p}table();
	if ( $active_only ) {
		$cached = wp_cache_get( 'active', '${cacheGroup}' );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$rows = $wpdb->get_results( "SELECT * FROM {$table} WHERE active = 1 ORDER BY id ASC", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	} else {
		$rows = $wpdb->get_results( "SELECT * FROM {$table} ORDER BY id DESC", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
	$rules = array_map( '${p}normalize_rule', is_array( $rows ) ? $rows : array() );
	if ( $active_only ) {
		wp_cache_set( 'active', $rules, '${cacheGroup}' );
	}
	return $rules;
}

/**
 * One rule, or null.
 *
 * @param int $rule_id Rule ID.
 * @return array|null
 */
function ${p}get_rule( $rule_id ) {
	global $wpdb;
	$table = ${p}table();
	$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", absint( $rule_id ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	return $row ? ${p}normalize_rule( $row ) : null;
}

/**
 * Forgets the cached active rules after a change.
 */
function ${p}flush_rules_cache() {
	wp_cache_delete( 'active', '${cacheGroup}' );
}`;
}

/** `{p}format_price()`: a price as HTML, WooCommerce's format when it is loaded. */
export function formatPriceFunctionPhp(p: string): string {
  return `/**
 * A price as HTML: WooCommerce's format when it is loaded, else a plain number.
 *
 * @param float $amount Price.
 * @return string
 */
function ${p}format_price( $amount ) {
	if ( function_exists( 'wc_price' ) ) {
		return wc_price( $amount );
	}
	return esc_html( number_format_i18n( (float) $amount, 2 ) );
}`;
}

/**
 * `{p}missing_woocommerce_notice()`: the administrators' notice while WooCommerce is missing.
 * `consequence` ends the doc comment ("changes no price"); `message` is the notice, `%s` the plugin name.
 */
export function missingWooNoticeFunctionPhp(ctx: BlueprintContext, p: string, consequence: string, message: string): string {
  return `/**
 * Shows administrators a notice while WooCommerce is missing: the plugin then ${consequence}.
 */
function ${p}missing_woocommerce_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	echo '<div class="notice notice-warning"><p>' . esc_html(
		sprintf(
			/* translators: %s: plugin name. */
			${tr(ctx, message)},
			${tr(ctx, ctx.name)}
		)
	) . '</p></div>';
}`;
}

/** `{p}capability()`: shop managers' capability with WooCommerce, else administrators'; `rules` names them ("pricing rules"). */
export function ruleCapabilityFunctionPhp(p: string, rules: string): string {
  return `/**
 * The capability that manages ${rules}: shop managers' with WooCommerce, else administrators'.
 *
 * @return string
 */
function ${p}capability() {
	return ${p}woocommerce_active() ? 'manage_woocommerce' : 'manage_options';
}`;
}

/** `{p}register_settings()`, hooked: the settings option in its group, cleaned by `{p}sanitize_settings()`. */
export function registerSettingsFunctionPhp(p: string, group: string, option: string, what: string): string {
  return `/**
 * Registers the ${what}.
 */
function ${p}register_settings() {
	register_setting(
		'${group}',
		'${option}',
		array(
			'type'              => 'array',
			'sanitize_callback' => '${p}sanitize_settings',
			'default'           => ${p}default_settings(),
		)
	);
}
add_action( 'admin_init', '${p}register_settings' );`;
}

/** `{p}product_choices()` and `{p}category_choices()`: the products and product categories a rule can name. */
export function choiceListFunctionsPhp(p: string): string {
  return `/**
 * Published products to choose from (ID => name), at most 500.
 *
 * @return array<int, string>
 */
function ${p}product_choices() {
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
function ${p}category_choices() {
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
}`;
}

/** `{p}render_choice()`: prints a select of products or categories, or an ID field when there are none. */
export function renderChoiceFunctionPhp(ctx: BlueprintContext, p: string): string {
  return `/**
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
}`;
}

/**
 * `{p}rule_action_url( $what, $rule_id )`: an admin-post link running `action` on one rule, with its
 * nonce. `summary` is its doc line, `whats` the values of `$what` ("delete or toggle").
 */
export function ruleActionUrlFunctionPhp(p: string, action: string, summary: string, whats: string): string {
  return `/**
 * ${summary}
 *
 * @param string $what    ${whats}.
 * @param int    $rule_id Rule ID.
 * @return string
 */
function ${p}rule_action_url( $what, $rule_id ) {
	$url = add_query_arg(
		array(
			'action' => '${action}',
			'do'     => $what,
			'rule'   => $rule_id,
		),
		admin_url( 'admin-post.php' )
	);
	return wp_nonce_url( $url, '${action}_' . $what . '_' . $rule_id );
}`;
}

/**
 * Body lines opening `{p}render_admin_page()`: the capability check and the read-only query values
 * `$edit_id`, `$done` and `$error`.
 */
export function adminPageRequestPhp(p: string): string {
  return `	if ( ! current_user_can( ${p}capability() ) ) {
		return;
	}
	// Read-only: which rule to edit and which fixed message to show after a redirect.
	$edit_id = isset( $_GET['edit'] ) ? absint( wp_unslash( $_GET['edit'] ) ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$done    = isset( $_GET['${p}done'] ) ? sanitize_key( wp_unslash( $_GET['${p}done'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$error   = isset( $_GET['${p}error'] ) ? sanitize_key( wp_unslash( $_GET['${p}error'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended`;
}

/** Body lines setting `$rule` to the rule being edited, or an empty one for the form. */
export function ruleBeingEditedPhp(p: string): string {
  return `	$rule = $edit_id ? ${p}get_rule( $edit_id ) : null;
	if ( null === $rule ) {
		$rule = ${p}normalize_rule( array() );
	}`;
}

/**
 * The admin page's opening markup (inside `render_admin_page()`, after `?>`): the wrapper with CSS
 * class `a`, the title, the message or error from `$messages`/`$errors`, and `wooMissing` while
 * WooCommerce is not active.
 */
export function adminPageHeaderHtml(ctx: BlueprintContext, p: string, a: string, wooMissing: string): string {
  return `	<div class="wrap ${a}">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php if ( isset( $messages[ $done ] ) ) : ?>
			<div class="notice notice-success is-dismissible"><p><?php echo esc_html( $messages[ $done ] ); ?></p></div>
		<?php endif; ?>
		<?php if ( isset( $errors[ $error ] ) ) : ?>
			<div class="notice notice-error"><p><?php echo esc_html( $errors[ $error ] ); ?></p></div>
		<?php endif; ?>
		<?php if ( ! ${p}woocommerce_active() ) : ?>
			<div class="notice notice-warning inline"><p><?php ${echoHtml(ctx, wooMissing)} ?></p></div>
		<?php endif; ?>`;
}

/** The rule form's opening markup: the form posting `saveAction` to admin-post.php, the rule ID and the nonce. */
export function ruleFormStartHtml(saveAction: string): string {
  return `			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="${saveAction}" />
				<input type="hidden" name="rule_id" value="<?php echo esc_attr( (string) $rule['id'] ); ?>" />
				<?php wp_nonce_field( '${saveAction}' ); ?>
				<table class="form-table" role="presentation">`;
}

/** The rule form's closing markup: the Status row, the Add/Update button and Cancel (back to `pageUrl`) while editing. */
export function ruleFormEndHtml(ctx: BlueprintContext, pageUrl: string): string {
  return `					<tr>
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
			</form>`;
}

/** `{p}back_to_page( $args )`: redirects to the admin page (`pageUrl`, called `title` in the doc) with a message or an error. */
export function backToPageFunctionPhp(p: string, pageUrl: string, title: string): string {
  return `/**
 * Sends the administrator back to the ${title} page with a message or an error.
 *
 * @param array $args Query arguments.
 */
function ${p}back_to_page( $args ) {
	wp_safe_redirect( add_query_arg( $args, ${pageUrl} ) );
	exit;
}`;
}

/** Body lines opening a form handler: stops with `denied` (a message) unless the user has `{p}capability()`. */
export function handlerCapabilityCheckPhp(ctx: BlueprintContext, p: string, denied: string): string {
  return `	if ( ! current_user_can( ${p}capability() ) ) {
		wp_die( ${trHtml(ctx, denied)}, 403 );
	}`;
}

/**
 * Body lines opening `{p}handle_rule_action()` after its capability check: `$what` and `$rule_id`
 * from the link, its nonce, `$rule` (back with `missing` when it is gone) and `$table`.
 */
export function ruleActionRequestPhp(p: string, action: string): string {
  return `	$what    = isset( $_GET['do'] ) ? sanitize_key( wp_unslash( $_GET['do'] ) ) : '';
	$rule_id = isset( $_GET['rule'] ) ? absint( wp_unslash( $_GET['rule'] ) ) : 0;
	check_admin_referer( '${action}_' . $what . '_' . $rule_id );
	global $wpdb;

	$rule = ${p}get_rule( $rule_id );
	if ( null === $rule ) {
		${p}back_to_page( array( '${p}error' => 'missing' ) );
	}
	$table = ${p}table();`;
}

/** Body lines ending a rule handler: forgets the cached rules and goes back with `$done`. */
export function ruleHandlerEndPhp(p: string): string {
  return `	${p}flush_rules_cache();
	${p}back_to_page( array( '${p}done' => $done ) );`;
}

/** `{p}action_link()`, hooked: a "Rules" link to `pageUrl` on the plugin's row of the Plugins screen. */
export function rulesActionLinkFunctionPhp(ctx: BlueprintContext, p: string, pageUrl: string): string {
  return `/**
 * Adds a link to the rules page to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ${p}action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( ${pageUrl} ) . '">' . ${trHtml(ctx, "Rules")} . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . ${ctx.constPrefix}BASENAME, '${p}action_link' );`;
}
