/**
 * The check findings 'Fix with AI' can fix without a model (issue #34): exact, mechanical edits that the
 * server makes when no AI provider is configured. The editor offers the button for these alone then.
 */
export const MECHANICAL_FIX_RULES: ReadonlySet<string> = new Set(["wp.abspath-guard", "wp.escape-output"]);

export const isMechanicallyFixable = (finding: { rule: string }) => MECHANICAL_FIX_RULES.has(finding.rule);
