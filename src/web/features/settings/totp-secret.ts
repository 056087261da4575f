/** The base32 secret inside an otpauth:// URI, for people who type it into their app by hand. */
export function totpSecret(totpURI: string): string | null {
  try {
    return new URL(totpURI).searchParams.get("secret");
  } catch {
    return null;
  }
}

/** Groups of four characters read more easily. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}
