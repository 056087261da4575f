import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../../shared/error-codes";
import type { AppError } from "../lib/app-error";

/**
 * The one table from an error code to its HTTP status (docs/decisions/0076), used at the edge only:
 * app.onError, the preview app, the body limit, and a chat turn's `error` event. Every code has exactly one
 * status (the type makes a missing one a compile error).
 */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  invalid_json: 400,
  invalid_input: 400,
  invalid_content_type: 400,
  invalid_url: 400,
  not_found: 404,
  payload_too_large: 413,
  forbidden: 403,
  internal_error: 500,
  database_unavailable: 503,

  unauthorized: 401,
  invalid_token: 401,
  token_not_allowed: 403,
  email_not_verified: 403,
  code_required: 400,
  wrong_code: 403,
  wrong_password: 403,
  too_many_attempts: 429,
  sign_in_again: 403,
  too_many_tokens: 422,

  rate_limited: 429,
  busy: 503,
  too_many_streams: 503,

  insufficient_credits: 402,
  checkout_finished: 409,
  no_subscription: 409,
  no_customer: 404,
  already_subscribed: 409,
  subscription_cancel_failed: 502,
  refund_not_allowed: 409,
  refund_failed: 502,
  invalid_signature: 400,

  plugin_limit: 422,
  plugin_full: 413,
  plugin_too_large: 413,
  file_too_large: 413,
  reply_too_large: 413,
  too_many_files: 422,
  plugin_storage_full: 413,
  account_storage_full: 413,
  invalid_path: 422,
  image_not_text: 422,
  no_such_file: 422,
  file_exists: 422,
  no_files: 400,
  no_changes: 422,
  version_conflict: 409,
  version_pruned: 410,
  version_not_higher: 422,
  already_edited_copy: 409,
  checks_not_passed: 422,

  invalid_file_type: 400,
  not_a_zip: 415,
  zip_unreadable: 422,
  zip_inconsistent: 422,
  empty_zip: 422,
  too_many_entries: 422,
  entry_too_large: 413,
  zip_too_large: 413,
  no_plugin_header: 422,
  php_too_complex: 422,
  import_busy: 503,

  cannot_build: 422,
  stale_version: 409,
  requirement_not_fixable: 422,
  nothing_to_fix: 422,
  // Stopped by the person (nginx's 499): only ever in a turn's `error` event, never a status line.
  cancelled: 499,
  interrupted: 503,
  timeout: 504,
  invalid_plugin: 502,
  truncated_reply: 502,
  malformed_reply: 502,
  content_filtered: 502,
  provider_auth: 502,
  provider_error: 502,
  generation_failed: 500,

  preview_unavailable: 503,
  previews_busy: 503,
  preview_failed: 503,
  no_main_file: 422,

  unknown_placeholder: 400,
  newsletter_running: 409,
  invalid_unsubscribe_token: 400,

  already_paired: 409,
  too_many_codes: 429,
  code_used: 400,
  code_expired: 400,
  bad_code: 400,
  too_many_sites: 409,
  too_many_pushes: 429,
  no_earlier_version: 409,
  site_unreachable: 502,
  site_bad_answer: 502,
  site_bad_request: 400,
  site_not_paired: 400,
  site_bad_signature: 400,
  site_wrong_site: 400,
  site_expired: 400,
  site_replayed: 400,
  site_bad_code: 400,
  site_not_ours: 400,
  site_bad_package: 400,
  site_no_backup: 400,
  // The site could not write its files (it asks for FTP credentials, or a move failed): its failure, not the request's.
  site_cannot_write: 502,
};

/** The status of `code`; a code outside the table (none should be) is a failure of ours: 500. */
export function httpStatusOf(code: string): number {
  return Object.hasOwn(ERROR_STATUS, code) ? ERROR_STATUS[code as ErrorCode] : 500;
}

export const errorBody = (code: string, message: string) => ({ error: { code, message } });

/**
 * The error response itself, its status from the table. Used by app.onError and by the few places Hono asks
 * for a Response rather than letting a throw through (notFound, bodyLimit's onError).
 */
export function jsonError(c: Context, code: ErrorCode, message: string) {
  return c.json(errorBody(code, message), httpStatusOf(code) as ContentfulStatusCode);
}

/** The answer to an AppError: its status from the table, its Retry-After, `{ error: { code, message } }`. */
export function appErrorResponse(c: Context, error: AppError) {
  if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
  return jsonError(c, error.code, error.message);
}
