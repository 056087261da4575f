import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/**
 * The one error model of our API: services and middleware throw it (or a subclass), and app.onError alone
 * turns it into `{ error: { code, message } }` with its status and `headers` (e.g. Retry-After).
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string) => ({ error: { code, message } });

/**
 * The error response itself. Used by app.onError and by the few places Hono asks for a Response rather
 * than letting a throw through (notFound, bodyLimit's onError); everything else throws HttpError.
 */
export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json(errorBody(code, message), status);
}

/** Parses a JSON body with a zod schema, or throws a 400 that names the first problem. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    // An empty body is an empty object, so optional-only bodies may be left out.
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body must be JSON");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw new HttpError(400, "invalid_input", `${where}${issue?.message ?? "Invalid input"}`);
  }
  return parsed.data;
}

/** Parses the query string with a zod schema, or throws a 400 with the first problem's message. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new HttpError(400, "invalid_input", parsed.error.issues[0]?.message ?? "Invalid query");
  return parsed.data;
}

/**
 * Parses one path parameter with a zod schema. A parameter that does not parse names nothing that exists,
 * so the answer is the 404 `notFound` message, as for a missing row.
 */
export function parseParam<T extends z.ZodType>(c: Context, name: string, schema: T, notFound: string): z.infer<T> {
  const parsed = schema.safeParse(c.req.param(name));
  if (!parsed.success) throw new HttpError(404, "not_found", notFound);
  return parsed.data;
}
