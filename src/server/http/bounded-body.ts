/**
 * A request's body, read only when a handler has decided it wants it (after its own checks, unlike
 * hono/body-limit, which reads the body before the handler runs), and never more than `maxBytes` of it: a
 * declared Content-Length above the limit is refused before a byte is read, and a body without one (chunked)
 * is counted while it arrives and refused at the first chunk past the limit. What is left unread is the
 * server's to drain or cut off (@hono/node-server drains a little, then closes the socket).
 */
export async function readBoundedBody(request: Request, maxBytes: number, tooLarge: () => Error): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
