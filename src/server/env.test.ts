import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "./env";

describe("[ENV]", () => {
  it("starts with no variables at all, on embedded defaults", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.SITE_URL).toBe("http://localhost:3000");
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SMTP_URL", "http://mail"],
    ["ADMIN_EMAILS", "boss@example.com, nope"],
    ["SITE_URL", "localhost"],
    ["AUTH_SECRET", "short"],
    ["LOG_LEVEL", "loud"],
  ])("refuses a bad %s and names it", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(EnvError);
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(name));
  });

  it("reads admin e-mails as a lower-case list and treats empty strings as unset", () => {
    const env = readEnv({ ADMIN_EMAILS: " Boss@Example.com ,ops@example.com", DATABASE_URL: "", SMTP_URL: " " });
    expect(env.ADMIN_EMAILS).toEqual(["boss@example.com", "ops@example.com"]);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });
});
