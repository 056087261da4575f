import type { AnalyticsNames } from "./analytics-names";

/** assets/analytics-admin.css: the dashboard's cards, panels, chart and tables. */
export function analyticsAdminCss(n: AnalyticsNames): string {
  const a = n.admin;
  return `.${a}__range {
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 8px;
	margin: 16px 0;
}
.${a}__range label {
	font-weight: 600;
}
.${a}__presets {
	margin-left: 8px;
}
.${a}__presets a {
	margin-right: 10px;
}
.${a}__cards {
	display: grid;
	grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
	gap: 12px;
	margin: 0 0 16px;
	max-width: 1100px;
}
.${a}__card,
.${a}__panel {
	background: #fff;
	border: 1px solid #c3c4c7;
	border-radius: 4px;
	box-shadow: 0 1px 1px rgba(0, 0, 0, 0.04);
}
.${a}__card {
	padding: 14px 16px;
}
.${a}__number {
	display: block;
	font-size: 26px;
	font-weight: 600;
	line-height: 1.2;
	color: #1d2327;
}
.${a}__label {
	color: #646970;
}
.${a}__panel {
	padding: 4px 16px 16px;
	margin: 0 0 16px;
	max-width: 1068px;
}
.${a}__chart {
	display: block;
	width: 100%;
	height: auto;
}
.${a}__bar {
	fill: #2271b1;
}
.${a}__bar:hover {
	fill: #135e96;
}
.${a}__grid {
	stroke: #dcdcde;
	stroke-width: 1;
}
.${a}__axis {
	fill: #646970;
	font-size: 11px;
}
.${a}__columns {
	display: grid;
	grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
	gap: 16px;
	max-width: 1100px;
}
.${a}__columns .${a}__panel {
	margin: 0;
}
.${a}__table .num {
	text-align: right;
	width: 70px;
}
.${a}__table code {
	font-size: 11px;
	color: #646970;
	background: none;
	padding: 0;
	word-break: break-all;
}
.${a}__empty {
	color: #646970;
	font-style: italic;
}
`;
}

/** assets/popular-pages.css: the [..._popular_pages] list on the site. */
export function popularPagesCss(n: AnalyticsNames): string {
  const c = n.popular;
  return `.${c} {
	margin: 1.5em 0;
	max-width: 640px;
}
.${c}__title {
	font-size: 1.2em;
	margin: 0 0 0.5em;
}
.${c}__list {
	margin: 0;
	padding-left: 1.4em;
}
.${c}__item {
	margin: 0 0 0.4em;
}
.${c}__link {
	font-weight: 600;
	text-decoration: none;
}
.${c}__link:hover {
	text-decoration: underline;
}
.${c}__count {
	color: #646970;
	font-size: 0.85em;
	white-space: nowrap;
}
.${c}__empty {
	color: #646970;
	font-style: italic;
}
`;
}
