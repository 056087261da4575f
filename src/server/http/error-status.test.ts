import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { CLIENT_ERROR_CODES, ERROR_CODES, isErrorCode } from "../../shared/error-codes";
import { AppError } from "../lib/app-error";
import { appErrorResponse, ERROR_STATUS, httpStatusOf } from "./error-status";

// Issue #36 item 3: one list of codes (src/shared/error-codes.ts), one table from code to status, at the edge.

describe("[ERRORS][STATUS_TABLE] the one table from error code to HTTP status", () => {
  it("gives every code of the list a status, and holds no code the list lacks", () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      const status = httpStatusOf(code);
      // 499 is nginx's "client closed the request": a turn the person stopped, only ever in its `error` event.
      expect(status === 499 || (status >= 400 && status <= 599), code).toBe(true);
    }
  });

  it("lists each code once, and none the web makes itself", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of CLIENT_ERROR_CODES) expect(isErrorCode(code), code).toBe(false);
  });

  it("answers a code outside the table with 500, a prototype's names included", () => {
    expect(httpStatusOf("no_such_code")).toBe(500);
    expect(httpStatusOf("")).toBe(500);
    expect(httpStatusOf("constructor")).toBe(500);
    expect(httpStatusOf("toString")).toBe(500);
  });

  it("keeps the statuses the API answered before the codes had a table", () => {
    expect(httpStatusOf("not_found")).toBe(404);
    expect(httpStatusOf("insufficient_credits")).toBe(402);
    expect(httpStatusOf("rate_limited")).toBe(429);
    expect(httpStatusOf("unauthorized")).toBe(401);
    expect(httpStatusOf("invalid_token")).toBe(401);
    expect(httpStatusOf("invalid_unsubscribe_token")).toBe(400);
    expect(httpStatusOf("no_files")).toBe(400);
    expect(httpStatusOf("empty_zip")).toBe(422);
    expect(httpStatusOf("invalid_file_type")).toBe(400);
    expect(httpStatusOf("not_a_zip")).toBe(415);
    expect(httpStatusOf("version_pruned")).toBe(410);
    expect(httpStatusOf("cancelled")).toBe(499);
  });

  it("answers an AppError with its code's status, its body, and its Retry-After", async () => {
    const app = new Hono()
      .get("/slow", () => {
        throw new AppError("rate_limited", "Slow down", 7);
      })
      .get("/gone", () => {
        throw new AppError("version_pruned", "Version 3 was pruned");
      })
      .onError((err, c) => (err instanceof AppError ? appErrorResponse(c, err) : c.text("no", 500)));
    const slow = await app.request("/slow");
    expect(slow.status).toBe(429);
    expect(slow.headers.get("retry-after")).toBe("7");
    expect(await slow.json()).toEqual({ error: { code: "rate_limited", message: "Slow down" } });
    const gone = await app.request("/gone");
    expect(gone.status).toBe(410);
    expect(gone.headers.get("retry-after")).toBeNull();
    expect(await gone.json()).toEqual({ error: { code: "version_pruned", message: "Version 3 was pruned" } });
  });
});
