// The security review's findings, language-neutral (issue #34 item 13): each finding keeps its English message (the
// API's and the tests' wording) and a text key with the values it was written from, so the web can word it in the
// person's language (src/web/locales/sv.findings.json). Each key names the values its wording takes.

export const FINDING_TEXTS = {
  "wp.abspath-guard": [],
  "wp.capability.fixed": ["kind"],
  "wp.capability.changes": ["kind"],
  "wp.rest-permission.missing": [],
  "wp.rest-permission.open": [],
  "code-string.assert": [],
  "code-string.pattern": ["name"],
  "code-string.e-modifier": ["name"],
  "code-string.e-option": ["name"],
  "set-cookie": ["what"],
  "wp.escape-output": ["code"],
  "dangerous-function": ["what"],
  "dangerous-function.shell": [],
  "dangerous-function.unserialize": ["name"],
  "wp.input-sanitize": [],
  "wp.input-unslash": ["source"],
  "raw-network": ["what"],
  "raw-network.extends": ["name"],
  "own-database": ["what"],
  "own-database.extends": ["name"],
  "wp.http-api": ["what"],
  "wp.http-api.extends": ["name"],
  "wp.mail": ["what"],
  "wp.mail.extends": ["name"],
  "wp.nonce": [],
  "wp.prefix.function": ["name", "example"],
  "wp.prefix.class": ["name", "example"],
  "wp.prefix.constant": ["name", "example"],
  "wp.prepared-sql": [],
  "wp.register-setting-sanitize": [],
  "request-callable.passes": ["name"],
  "request-callable.function": [],
  "request-callable.method": [],
  "request-callable.closure": [],
  "request-callable.reflects": [],
  "request-callable.class": [],
  "request-callable.variable": [],
  "request-include": ["statement"],
  "wp.safe-redirect": [],
  // The WordPress check's findings (wordpress/runtime/run-gate.ts). A `phase` value is where it happened, worded by
  // PHASE_TEXTS; `detail` is PHP's or WordPress's own words, which stay as they were written.
  "wp.requires-wordpress": ["required", "actual"],
  "wp.requires-php": ["required", "actual"],
  "php.lint": ["detail"],
  "wp.activation.refused": ["detail"],
  "wp.activation.stopped": ["detail"],
  "wp.activation.stopped-silent": [],
  "wp.activation.self-deactivated": [],
  "wp.activation.fatal": ["detail"],
  "wp.activation.no-message": [],
  "wp.activation-output": ["detail"],
  "wp.activation-output.stopped": ["detail"],
  "wp.page-too-large": ["phase", "limit"],
  "wp.page-error": ["phase", "status"],
  "wp.deactivation": [],
  "wp.runtime-fatal": ["phase", "detail"],
  "wp.runtime-warning": ["phase", "detail"],
  "wp.runtime-deprecated": ["phase", "detail"],
  "wp.runtime-notice": ["phase", "detail"],
  // The PHP matrix (issue #32, modules/plugins/checks/version-php-matrix.service.ts, runtime/php-matrix-step.ts): a row's
  // failure (or a key above: the requirements, activation) with the PHP version it ran, and why a matrix stopped.
  "php-matrix.lint": ["php", "detail"],
  "php-matrix.fatal": ["php", "detail"],
  "php-matrix.warning": ["php", "detail"],
  "php-matrix.timeout": ["php", "seconds"],
  "php-matrix.note.off": [],
  "php-matrix.note.no-runtime": [],
  "php-matrix.note.no-main-file": [],
  "php-matrix.note.no-check": [],
  "php-matrix.note.gave-up": [],
  // Why the WordPress check did not run (shared/runtime-notes.ts): the stored English read back to its key.
  "runtime.note.off": [],
  "runtime.note.no-main-file": [],
  "runtime.note.gave-up": [],
  "runtime.note.superseded": [],
} as const satisfies Record<string, readonly string[]>;

export type FindingKey = keyof typeof FINDING_TEXTS;

/** A finding's wording, language-neutral: its key and the values the words are filled with. */
export interface FindingText {
  key: FindingKey;
  values?: Record<string, string>;
}

/** The text of a finding: the key, with exactly the values its wording names. */
export function findingText<K extends FindingKey>(key: K, values?: Record<(typeof FINDING_TEXTS)[K][number], string>): FindingText {
  return values && Object.keys(values).length ? { key, values } : { key };
}

/**
 * Where in the check a runtime finding happened (a finding's `phase` value: "activation", "page:<slug>", …), worded
 * by these keys of the same namespace; `page` is the admin page's slug, `phase` an unknown phase as it was named.
 */
export const PHASE_TEXTS = {
  "phase.activation": [],
  "phase.deactivation": [],
  "phase.dashboard": [],
  "phase.page": ["page"],
  "phase.showcase": [],
  "phase.other": ["phase"],
} as const satisfies Record<string, readonly string[]>;

/** A phase value's key in PHASE_TEXTS and the values its wording takes. */
export function phaseText(phase: string): { key: keyof typeof PHASE_TEXTS; values: Record<string, string> } {
  if (phase === "activation" || phase === "deactivation" || phase === "dashboard" || phase === "showcase") return { key: `phase.${phase}`, values: {} };
  if (phase.startsWith("page:")) return { key: "phase.page", values: { page: phase.slice(5) } };
  return { key: "phase.other", values: { phase } };
}
