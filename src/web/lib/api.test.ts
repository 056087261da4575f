import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { api, ApiRequestError, hasErrorCode } from "./api";

// api() against a real HTTP server: JSON in and out, our error shape, schema checks.

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: string) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(body);
    };
    if (req.url === "/echo") {
      let data = "";
      req.on("data", (chunk: Buffer) => (data += chunk.toString()));
      req.on("end", () =>
        send(200, JSON.stringify({ method: req.method, type: req.headers["content-type"] ?? null, body: JSON.parse(data || "null") })),
      );
      return;
    }
    if (req.url === "/forbidden") return send(403, JSON.stringify({ error: { code: "FORBIDDEN", message: "Not yours" } }));
    if (req.url === "/html-error") {
      res.writeHead(502, { "Content-Type": "text/html" });
      return res.end("<h1>Bad gateway</h1>");
    }
    if (req.url === "/wrong-shape") return send(200, JSON.stringify({ count: "three" }));
    send(404, JSON.stringify({ error: { code: "NOT_FOUND", message: "No such thing" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("api", () => {
  it("sends a JSON body and returns the validated answer", async () => {
    const schema = z.object({ method: z.string(), type: z.string().nullable(), body: z.unknown() });
    const answer = await api(`${base}/echo`, { method: "PATCH", body: { newsletterSubscribed: false }, schema });
    expect(answer).toEqual({ method: "PATCH", type: "application/json", body: { newsletterSubscribed: false } });
  });

  it("turns { error: { code, message } } into an ApiRequestError", async () => {
    const error = await api(`${base}/forbidden`, { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: "FORBIDDEN", message: "Not yours" });
  });

  it("reports an error without our shape with its status", async () => {
    const error = await api(`${base}/html-error`, { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: "http_error" });
  });

  it("refuses an answer that does not match the schema", async () => {
    const error = await api(`${base}/wrong-shape`, { schema: z.object({ count: z.number() }) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: "invalid_response" });
  });

  it("reports an unreachable server as status 0", async () => {
    const error = await api("http://127.0.0.1:1/nothing", { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "network_error" });
  });
});

describe("hasErrorCode", () => {
  it("is true for an ApiRequestError with one of the codes, whatever its status or message", () => {
    expect(hasErrorCode(new ApiRequestError(402, "insufficient_credits", "x"), "insufficient_credits")).toBe(true);
    expect(hasErrorCode(new ApiRequestError(0, "network_error", ""), "rate_limited", "network_error")).toBe(true);
    expect(hasErrorCode(new ApiRequestError(402, "http_error", "Insufficient credits"), "insufficient_credits")).toBe(false);
  });

  it("is false for anything that is not our error, with the code's words in its message or not", () => {
    expect(hasErrorCode(new Error("insufficient_credits"), "insufficient_credits")).toBe(false);
    expect(hasErrorCode({ code: "not_found" }, "not_found")).toBe(false);
    expect(hasErrorCode(undefined, "not_found")).toBe(false);
  });
});
