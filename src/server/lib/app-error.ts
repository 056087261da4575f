import type { Context } from "hono";
import type { z } from "zod";
import type { ErrorCode } from "../../shared/error-codes";

/**
 * The one error model (docs/decisions/0076): services, domain code and middleware throw AppError (or a
 * subclass) with a stable `code` from src/shared/error-codes.ts and a message fit to show a person, never an
 * HTTP status. The edge alone (src/server/http/error-status.ts, used by app.onError, the preview app and a
 * chat turn's stream) maps the code to its status and answers `{ error: { code, message } }`.
 */
export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** When to try again, in seconds; the edge sends it as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Parses a JSON body with a zod schema, or throws invalid_input naming the first problem. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    // An empty body is an empty object, so optional-only bodies may be left out.
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body must be JSON");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw new AppError("invalid_input", `${where}${issue?.message ?? "Invalid input"}`);
  }
  return parsed.data;
}

/** Parses the query string with a zod schema, or throws invalid_input with the first problem's message. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new AppError("invalid_input", parsed.error.issues[0]?.message ?? "Invalid query");
  return parsed.data;
}

/**
 * Parses one path parameter with a zod schema. A parameter that does not parse names nothing that exists,
 * so the answer is not_found with the `notFound` message, as for a missing row.
 */
export function parseParam<T extends z.ZodType>(c: Context, name: string, schema: T, notFound: string): z.infer<T> {
  const parsed = schema.safeParse(c.req.param(name));
  if (!parsed.success) throw new AppError("not_found", notFound);
  return parsed.data;
}
