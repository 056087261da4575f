import type { PricingNames } from "./dynamic-pricing-names";

/** assets/pricing.css: the tier price table on product pages and the saving next to cart lines. */
export function pricingCss(n: PricingNames): string {
  const t = n.tiers;
  return `.${t} {
	margin: 1.5em 0;
	max-width: 420px;
}
.${t}__title {
	font-size: 1.1em;
	margin: 0 0 0.5em;
}
.${t}__table {
	width: 100%;
	border-collapse: collapse;
	font-size: 0.95em;
}
.${t}__table th,
.${t}__table td {
	padding: 0.5em 0.75em;
	border-bottom: 1px solid #e0e0e0;
	text-align: left;
}
.${t}__table th {
	font-weight: 600;
	background: #f6f7f7;
}
.${t}__row--discount td:last-child {
	color: #008a20;
	font-weight: 600;
}
.${n.saving} {
	display: block;
	margin-top: 0.25em;
	color: #008a20;
	font-size: 0.85em;
	font-weight: 600;
}
`;
}

/** assets/pricing-admin.css: the Dynamic Pricing admin page. */
export function pricingAdminCss(n: PricingNames): string {
  const a = n.admin;
  return `.${a}__card {
	max-width: 960px;
}
.${a}__rules {
	max-width: 960px;
}
.${a}__tiers {
	border-collapse: collapse;
}
.${a}__tiers th {
	padding: 0 12px 4px 0;
	font-weight: 400;
	text-align: left;
}
.${a}__tiers td {
	padding: 0 12px 6px 0;
}
.${a}__delete {
	color: #b32d2e;
}
`;
}
