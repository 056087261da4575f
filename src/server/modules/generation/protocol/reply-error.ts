/**
 * A reply that cannot be used: "truncated" when the text ended inside an open block (the model was cut
 * off), "malformed" when it breaks the reply format (a bad path, a broken tag line, nothing usable).
 */
export class ReplyError extends Error {
  override readonly name = "ReplyError";

  constructor(
    readonly code: "truncated" | "malformed",
    message: string,
  ) {
    super(message);
  }
}
