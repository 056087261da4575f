import type { UpsellNames } from "./woo-upsell-names";

/** assets/upsell.css: the offer boxes on the cart page. */
export function upsellCss(n: UpsellNames): string {
  const b = n.box;
  return `.${b} {
	margin: 2em 0;
	clear: both;
}
.${b}__title {
	font-size: 1.25em;
	margin: 0 0 0.75em;
}
.${b}__list {
	display: grid;
	grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
	gap: 1em;
}
.${b}__item {
	display: flex;
	gap: 1em;
	align-items: center;
	padding: 1em;
	border: 1px solid #dcdcde;
	border-radius: 8px;
	background: #fff;
	box-shadow: 0 1px 3px rgba(0, 0, 0, 0.06);
}
.${b}__image {
	flex: 0 0 88px;
}
.${b}__image img {
	display: block;
	width: 88px;
	height: 88px;
	object-fit: cover;
	border-radius: 6px;
}
.${b}__body {
	flex: 1 1 auto;
	min-width: 0;
}
.${b}__headline {
	margin: 0 0 0.25em;
	font-size: 0.85em;
	font-weight: 600;
	text-transform: uppercase;
	letter-spacing: 0.03em;
	color: #b32d2e;
}
.${b}__name {
	margin: 0 0 0.25em;
	font-weight: 600;
}
.${b}__name a {
	color: inherit;
	text-decoration: none;
}
.${b}__price {
	margin: 0 0 0.75em;
}
.${b}__price del {
	opacity: 0.6;
	margin-right: 0.25em;
}
.${b}__price ins {
	text-decoration: none;
	font-weight: 700;
}
.${b}__badge {
	display: inline-block;
	margin-left: 0.25em;
	padding: 0.1em 0.5em;
	border-radius: 999px;
	background: #b32d2e;
	color: #fff;
	font-size: 0.8em;
	font-weight: 600;
}
.${b}__form {
	margin: 0;
}
.${b}__button {
	display: inline-block;
	padding: 0.6em 1.2em;
	border: 0;
	border-radius: 4px;
	background: #2271b1;
	color: #fff;
	font: inherit;
	font-weight: 600;
	line-height: 1.2;
	text-decoration: none;
	cursor: pointer;
}
.${b}__button:hover,
.${b}__button:focus {
	background: #135e96;
	color: #fff;
}
`;
}

/** assets/upsell-admin.css: the Upsell Offers admin page. */
export function upsellAdminCss(n: UpsellNames): string {
  const a = n.admin;
  return `.${a}__summary {
	display: grid;
	grid-template-columns: repeat(4, minmax(0, 1fr));
	gap: 12px;
	max-width: 960px;
	margin: 16px 0;
}
.${a}__stat {
	background: #fff;
	border: 1px solid #c3c4c7;
	padding: 12px 16px;
}
.${a}__stat strong {
	display: block;
	font-size: 24px;
	line-height: 1.3;
}
.${a}__card {
	max-width: 960px;
}
.${a}__rules {
	max-width: 960px;
}
.${a}__rules .num {
	text-align: right;
}
.${a}__delete {
	color: #b32d2e;
}
@media (max-width: 782px) {
	.${a}__summary {
		grid-template-columns: repeat(2, minmax(0, 1fr));
	}
}
`;
}
