import type { FindingText } from "../../../../shared/finding-texts";

/** One finding of the security review in one PHP file (plain data: it crosses worker threads). */
export interface ReviewFinding {
  rule: ReviewRule;
  severity: "error" | "warning";
  line: number;
  message: string;
  /** The message, language-neutral: its key and values, for the web to word in the person's language. */
  text: FindingText;
}

/** A function, class or constant the file declares in the global namespace (for the prefix rule). */
export interface GlobalName {
  kind: "function" | "class" | "constant";
  name: string;
  line: number;
}

/** Each rule's handbook page: what a plugin author reads to fix it. */
export const REVIEW_RULES = {
  "wp.nonce": "https://developer.wordpress.org/apis/security/nonces/",
  "wp.capability": "https://developer.wordpress.org/apis/security/user-roles-and-capabilities/",
  "wp.rest-permission": "https://developer.wordpress.org/rest-api/extending-the-rest-api/adding-custom-endpoints/#permissions-callback",
  "wp.input-sanitize": "https://developer.wordpress.org/apis/security/sanitizing/",
  "wp.input-unslash": "https://developer.wordpress.org/reference/functions/wp_unslash/",
  "wp.escape-output": "https://developer.wordpress.org/apis/security/escaping/",
  "wp.prepared-sql": "https://developer.wordpress.org/reference/classes/wpdb/prepare/",
  "wp.abspath-guard": "https://developer.wordpress.org/plugins/plugin-basics/best-practices/#avoid-direct-file-access",
  "wp.register-setting-sanitize": "https://developer.wordpress.org/reference/functions/register_setting/",
  // The id the import summary and the publishing refusal already know (spec.md §5's dangerous calls).
  "dangerous-function": "https://developer.wordpress.org/plugins/wordpress-org/detailed-plugin-guidelines/#4-code-must-be-mostly-human-readable",
  "wp.safe-redirect": "https://developer.wordpress.org/reference/functions/wp_safe_redirect/",
  "wp.prefix": "https://developer.wordpress.org/plugins/plugin-basics/best-practices/#avoid-naming-collisions",
  // What a plugin does (issue #30): errors here keep it out of the public gallery.
  "request-callable": "https://developer.wordpress.org/apis/security/data-validation/",
  "request-include": "https://developer.wordpress.org/apis/security/data-validation/",
  "code-string": "https://developer.wordpress.org/plugins/wordpress-org/detailed-plugin-guidelines/#4-code-must-be-mostly-human-readable",
  "set-cookie": "https://developer.wordpress.org/plugins/users/working-with-user-metadata/",
  "raw-network": "https://developer.wordpress.org/plugins/http-api/",
  "own-database": "https://developer.wordpress.org/reference/classes/wpdb/",
  "wp.http-api": "https://developer.wordpress.org/plugins/http-api/",
  "wp.mail": "https://developer.wordpress.org/reference/functions/wp_mail/",
} as const;

export type ReviewRule = keyof typeof REVIEW_RULES;

export function reviewRuleLink(rule: string): string | undefined {
  return (REVIEW_RULES as Record<string, string>)[rule];
}
