import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HttpError } from "../../lib/http-error";

/**
 * Why a turn ended without a complete version. The one error model (HttpError) with what a turn adds:
 * once its stream has begun the status line is sent, so it reaches the browser as the stream's `error`
 * event with the same status, code and message app.onError would have answered.
 */
export class TurnError extends HttpError {
  constructor(
    status: number,
    code: string,
    message: string,
    /** Refunded even when output reached the person: a sweep already gave the credit back (interrupted). */
    readonly refundAlways = false,
  ) {
    // 499 (stopped by the person) and a provider's own statuses are not in Hono's list of codes.
    super(status as ContentfulStatusCode, code, message);
  }
}
