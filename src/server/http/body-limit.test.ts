import { describe, expect, it } from "vitest";
import { BODY_LIMITS } from "../../shared/constants";
import { signUp } from "../../../tests/support/factories";
import { useSharedTestApp } from "../../../tests/support/test-app";
import { generateRequestBodyLimit } from "./body-limit";

const testApp = useSharedTestApp();
const ORIGIN = "http://localhost:3000";

/** A JSON body of exactly `bytes` bytes: `{"message":"xxx…"}`. */
function jsonOfSize(bytes: number): string {
  const shell = JSON.stringify({ message: "" });
  return JSON.stringify({ message: "x".repeat(bytes - shell.length) });
}

/** A body the server can only measure while reading: no Content-Length, sent in 16 KB chunks. */
function chunked(body: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(body);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 16_384));
      offset += 16_384;
    },
  });
}

async function post(path: string, body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const { app } = testApp();
  const sized = typeof body === "string" ? { "Content-Length": String(Buffer.byteLength(body)) } : {};
  return app.request(path, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...sized, ...headers },
    ...(typeof body === "string" ? {} : { duplex: "half" }),
  } as RequestInit);
}

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  // The unread rest of the body ends the connection: no client may send another request on it.
  expect(response.headers.get("connection")).toBe("close");
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("payload_too_large");
  expect(body.error.message).toMatch(/too large/i);
}

describe("[HTTP][BODY_LIMIT]", () => {
  it("auth routes take 64 KB, and refuse one byte more with 413", async () => {
    const path = "/api/auth/sign-in/email";
    const atLimit = await post(path, jsonOfSize(BODY_LIMITS.authBytes));
    expect(atLimit.status).not.toBe(413);
    await expectTooLarge(await post(path, jsonOfSize(BODY_LIMITS.authBytes + 1)));
  });

  it("the contact form takes 64 KB, and refuses more also when the body comes without a length", async () => {
    const atLimit = await post("/api/contact", jsonOfSize(BODY_LIMITS.contactBytes));
    expect(atLimit.status).not.toBe(413);
    await expectTooLarge(await post("/api/contact", jsonOfSize(BODY_LIMITS.contactBytes + 1)));
    await expectTooLarge(await post("/api/contact", chunked(jsonOfSize(BODY_LIMITS.contactBytes + 1))));
  });

  it("a declared Content-Length is refused before a byte of the body is read", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 10 * 1024) return controller.close();
        controller.enqueue(new TextEncoder().encode(pulled === 1 ? '{"message":"' : "x".repeat(1024)));
      },
    });
    const response = await post("/api/contact", body, { "Content-Length": String(10 * 1024 * 1024) });
    await expectTooLarge(response);
    // The stream may pre-fill its queue once; the server never asked for more.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("other routes take 1 MB, signed in or not", async () => {
    const { client } = testApp();
    await signUp(client);
    const cookie = client.cookieHeader();
    await expectTooLarge(await post("/api/plugins", jsonOfSize(BODY_LIMITS.defaultBytes + 1), { cookie }));
    await expectTooLarge(await post("/api/plugins", jsonOfSize(BODY_LIMITS.defaultBytes + 1)));
    await expectTooLarge(await post("/api/plugins", chunked(jsonOfSize(BODY_LIMITS.defaultBytes + 1)), { cookie }));
    const small = await post("/api/plugins", JSON.stringify({ name: "Small" }), { cookie });
    expect(small.status).toBe(201);
  });

  it("a chat turn takes what its schema allows (four images as data URLs), and no more", async () => {
    // Four images at their maximum size fit; the limit is above them and below twice them.
    const imageBytes = 4 * 4_000_000;
    expect(generateRequestBodyLimit()).toBeGreaterThan(imageBytes);
    expect(generateRequestBodyLimit()).toBeLessThan(2 * imageBytes);

    const { client } = testApp();
    await signUp(client);
    const cookie = client.cookieHeader();
    const plugin = await client.post("/api/plugins", {});
    const path = `/api/plugins/${plugin.json.id}/generate`;
    // 2 MB is refused elsewhere but reaches the turn's own validation here (five images: one too many).
    const image = "data:image/png;base64," + "A".repeat(400_000);
    const twoMb = await post(path, JSON.stringify({ message: "hi", images: Array(5).fill(image) }), { cookie });
    expect(twoMb.status).toBe(400);
    await expectTooLarge(await post(path, jsonOfSize(generateRequestBodyLimit() + 1), { cookie }));
  });
});
