/**
 * The one list of error codes our API answers with, in `{ error: { code, message } }` and in a chat turn's
 * `error` event (docs/decisions/0076). The server throws AppError with one of these and maps it to an HTTP
 * status in one table at its edge (src/server/http/error-status.ts); the web switches on them, never on a
 * message's text. A code names one failure and so one status: a failure with another status gets its own code.
 */
export const ERROR_CODES = [
  // Requests
  "invalid_json",
  "invalid_input",
  "invalid_content_type",
  "invalid_url",
  "not_found",
  "payload_too_large",
  "forbidden",
  "internal_error",
  "database_unavailable",
  // Accounts and identity
  "unauthorized",
  "invalid_token",
  "token_not_allowed",
  "email_not_verified",
  "code_required",
  "wrong_code",
  "wrong_password",
  "too_many_attempts",
  "sign_in_again",
  "too_many_tokens",
  // Limits and capacity
  "rate_limited",
  "busy",
  "too_many_streams",
  // Credits and billing
  "insufficient_credits",
  "checkout_finished",
  "no_subscription",
  "no_customer",
  "already_subscribed",
  "subscription_cancel_failed",
  "refund_not_allowed",
  "refund_failed",
  "invalid_signature",
  // Plugins, their files and caps
  "plugin_limit",
  "plugin_full",
  "plugin_too_large",
  "file_too_large",
  "reply_too_large",
  "too_many_files",
  "plugin_storage_full",
  "account_storage_full",
  "invalid_path",
  "image_not_text",
  "no_such_file",
  "file_exists",
  "no_files",
  "no_changes",
  "version_conflict",
  "version_pruned",
  "version_not_higher",
  "already_edited_copy",
  "checks_not_passed",
  // Plugin ZIP import
  "invalid_file_type",
  "not_a_zip",
  "zip_unreadable",
  "zip_inconsistent",
  "empty_zip",
  "too_many_entries",
  "entry_too_large",
  "zip_too_large",
  "no_plugin_header",
  "php_too_complex",
  "import_busy",
  // Chat turns
  "cannot_build",
  "stale_version",
  "requirement_not_fixable",
  "nothing_to_fix",
  "cancelled",
  "interrupted",
  "timeout",
  "invalid_plugin",
  "truncated_reply",
  "malformed_reply",
  "content_filtered",
  "provider_auth",
  "provider_error",
  "generation_failed",
  // Previews
  "preview_unavailable",
  "previews_busy",
  "preview_failed",
  "no_main_file",
  // Mail and newsletter
  "unknown_placeholder",
  "newsletter_running",
  "invalid_unsubscribe_token",
  // Sites (Ship to my site): pairing, pushes, and what a paired site answered
  "already_paired",
  "too_many_codes",
  "code_used",
  "code_expired",
  "bad_code",
  "too_many_sites",
  "too_many_pushes",
  "no_earlier_version",
  "site_unreachable",
  "site_bad_answer",
  // The connector's refusals of a pairing (RefusalCode in wordpress/connector/protocol.ts), passed on as site_<code>
  "site_bad_request",
  "site_not_paired",
  "site_bad_signature",
  "site_wrong_site",
  "site_expired",
  "site_replayed",
  "site_bad_code",
  "site_not_ours",
  "site_bad_package",
  "site_no_backup",
  "site_cannot_write",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Codes the web makes itself, for failures that never got an answer of ours: the network failed, the answer
 * was not our error shape or not what the schema expects, or a turn's stream broke off.
 */
export const CLIENT_ERROR_CODES = ["network_error", "http_error", "invalid_response", "stream_ended"] as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);

/** True for a code in ERROR_CODES. */
export const isErrorCode = (code: string): code is ErrorCode => KNOWN.has(code);
