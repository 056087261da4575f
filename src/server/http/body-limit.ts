import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BODY_LIMITS, IMPORT_LIMITS, LIMITS } from "../../shared/constants";
import { MAX_IMAGE_DATA_URL_CHARS, MAX_IMAGES_PER_MESSAGE } from "../../shared/schemas/generation";
import { IMPORT_MESSAGES } from "../../shared/schemas/plugin-import";
import type { AppEnv } from "../app-env";
import type { ErrorCode } from "../../shared/error-codes";
import { jsonError } from "./error-status";

/**
 * Room for everything in a chat turn that is not an image: a 20,000-character message and 20 marked
 * elements (about 250,000 characters at their maxima), at up to 6 bytes a character once JSON escapes it.
 */
const TURN_TEXT_ALLOWANCE_BYTES = 2 * 1024 * 1024;

/** A chat turn's body limit, from its schema: images are base64 data URLs (one byte a character). */
export function generateRequestBodyLimit(): number {
  return MAX_IMAGES_PER_MESSAGE * MAX_IMAGE_DATA_URL_CHARS + TURN_TEXT_ALLOWANCE_BYTES;
}

const GENERATE_PATH = /^\/api\/plugins\/[^/]+\/generate\/?$/;
const IMPORT_PATH = /^\/api\/plugins\/import\/?$/;
const HAND_EDIT_PATH = /^\/api\/plugins\/[^/]+\/files\/?$/;

/**
 * A hand edit's body: one file at its cap always fits, even if JSON escapes every character into six
 * bytes (\u0000), so the person hears the per-file cap's own 413 rather than a generic one; several
 * files fit in one save as long as their JSON does.
 */
export const HAND_EDIT_BODY_LIMIT_BYTES = 6 * LIMITS.fileBytes + 64 * 1024;

/** A plugin ZIP upload: the file's own limit (spec.md §5) plus its multipart framing. */
export const IMPORT_BODY_LIMIT_BYTES = IMPORT_LIMITS.zipBytes + IMPORT_LIMITS.multipartOverheadBytes;

/** Which limit a request's path falls under. */
export function bodyLimitFor(path: string): number {
  if (path.startsWith("/api/auth/")) return BODY_LIMITS.authBytes;
  if (path === "/api/contact" || path === "/api/contact/") return BODY_LIMITS.contactBytes;
  if (GENERATE_PATH.test(path)) return generateRequestBodyLimit();
  if (IMPORT_PATH.test(path)) return IMPORT_BODY_LIMIT_BYTES;
  if (HAND_EDIT_PATH.test(path)) return HAND_EDIT_BODY_LIMIT_BYTES;
  return BODY_LIMITS.defaultBytes;
}

/** What a refused body is told: an upload gets the upload component's own words (spec.md §5). */
function tooLargeFor(path: string): { code: ErrorCode; message: string } {
  if (IMPORT_PATH.test(path)) return { code: "file_too_large", message: IMPORT_MESSAGES.tooLarge };
  return { code: "payload_too_large", message: BODY_LIMITS.tooLargeMessage };
}

/**
 * Every request body is bounded before a route reads it: a declared Content-Length above the limit is
 * refused at once, and a body sent without one is counted while it arrives (hono/body-limit).
 */
export function bodyLimits(): MiddlewareHandler<AppEnv> {
  const limiters = new Map<number, MiddlewareHandler<AppEnv>>();
  const limiterFor = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        onError: (c) => {
          const refusal = tooLargeFor(c.req.path);
          // The rest of the body is not read: the node adapter drains it for at most 500 ms, then destroys the
          // socket. Said up front, a client does not send its next request on that connection (a keep-alive
          // client that did had it reset: CI saw it after an 11 MB upload on a loaded machine).
          c.header("Connection", "close");
          return jsonError(c, refusal.code, refusal.message);
        },
      });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return (c, next) => {
    // GET and HEAD carry no body; not touching it keeps the node adapter's light request object.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return limiterFor(bodyLimitFor(c.req.path))(c, next);
  };
}
