/** Path segments that are secrets themselves: better-auth's reset link carries the token in the path. */
const SECRET_SEGMENT = /(\/reset-password\/)[^/?#]+/gi;
/** Query parameters that carry a token or a code (verify-email?token=, reset pages, OAuth callbacks). */
const SECRET_PARAM = /([?&](?:token|code|secret|key|otp)=)[^&#]*/gi;

export const REDACTED = "[redacted]";

/**
 * A path or URL with its one-time tokens replaced, fit for a log line: a log is read by more people
 * (and kept longer) than a reset link may live.
 */
export function redactPath(value: string): string {
  return value.replace(SECRET_SEGMENT, `$1${REDACTED}`).replace(SECRET_PARAM, `$1${REDACTED}`);
}
