import type { ClientErrorCode, ErrorCode } from "@shared/error-codes";
import type { ApiError } from "@shared/schemas/errors";
import { i18n } from "./i18n";

// No zod here: this module is on every public page, which must not download zod (issue #17, decision
// 0041). Callers pass their shared zod schema, or on the public pages a hand-checked shape.

/** An error answer from our own /api routes, or a failure to reach them (status 0). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
  }
}

/** A code an ApiRequestError may carry: our API's (src/shared/error-codes.ts), or one the web made itself. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * True when `error` is an answer of ours with one of `codes`. The web tells failures apart by code, never by a
 * message's text (docs/decisions/0076): a message may be reworded or translated, a code stays.
 */
export function hasErrorCode(error: unknown, ...codes: ApiErrorCode[]): error is ApiRequestError {
  return error instanceof ApiRequestError && (codes as string[]).includes(error.code);
}

/** What api() needs of a schema: zod's `safeParse`. A zod schema is one; so is `checkedShape(...)`. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A response schema from a type guard: for the few answers read on public pages (decision 0041). */
export function checkedShape<T>(isShape: (value: unknown) => value is T): ResponseSchema<T> {
  return { safeParse: (value) => (isShape(value) ? { success: true, data: value } : { success: false }) };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Our error answer, { error: { code, message } } (apiErrorSchema in src/shared, checked by hand). */
function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    isRecord(value.error) &&
    typeof value.error.code === "string" &&
    typeof value.error.message === "string"
  );
}

export interface ApiOptions<T> {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Calls our JSON API with the session cookie; validates the answer with `schema`. */
export async function api<T>(path: string, { method = "GET", body, schema, signal }: ApiOptions<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiRequestError(0, "network_error", i18n.t("errors.network"));
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (isApiError(payload)) throw new ApiRequestError(response.status, payload.error.code, payload.error.message);
    throw new ApiRequestError(response.status, "http_error", i18n.t("errors.unexpected"));
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, "invalid_response", i18n.t("errors.unexpected"));
  }
  return parsed.data;
}

/** A message fit to show a person, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return i18n.t("errors.unexpected");
}
