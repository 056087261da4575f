import { describe, expect, it } from "vitest";
import { groupSecret, totpSecret } from "./totp-secret";

describe("totpSecret", () => {
  it("reads the secret from an otpauth URI", () => {
    expect(totpSecret("otpauth://totp/Plugsmith:a%40b.c?secret=JBSWY3DPEHPK3PXP&issuer=Plugsmith")).toBe(
      "JBSWY3DPEHPK3PXP",
    );
  });

  it("answers null for something that is not a URI", () => {
    expect(totpSecret("not a uri")).toBeNull();
  });

  it("groups a secret in fours for reading", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXPAB")).toBe("JBSW Y3DP EHPK 3PXP AB");
  });
});
