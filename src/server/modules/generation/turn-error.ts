import type { ErrorCode } from "../../../shared/error-codes";
import type { GenerationEvent } from "../../../shared/schemas/generation";
import { AppError } from "../../lib/app-error";

/**
 * Why a turn ended without a complete version. The one error model (AppError) with what a turn adds:
 * once its stream has begun the status line is sent, so it reaches the browser as the stream's `error`
 * event, whose status generation.routes.ts takes from the same table app.onError uses.
 */
export class TurnError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    /** Refunded even when output reached the person: a sweep already gave the credit back (interrupted). */
    readonly refundAlways = false,
  ) {
    super(code, message);
  }
}

/**
 * What a turn sends: the wire's events, its `error` without the status, which generation.routes.ts (the
 * edge) adds from the code.
 */
export type TurnEvent = Exclude<GenerationEvent, { type: "error" }> | { type: "error"; code: ErrorCode; message: string };
