import { describe, expect, it } from "vitest";
import { EnvError, readEnv as readEnvFrom } from "../env";
import { fullNameFromProvider } from "./oauth-sign-up";
import { enabledSignInProviders, genericOAuthConfigsOf, socialProvidersOf } from "./sign-in-providers";

/** Production's defaults, with the local checkout chosen as `npm start` chooses it (decision 0058). */
const readEnv = (source: Record<string, string>) => readEnvFrom({ PAYMENTS: "local", ...source });
const github = { GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret" };
const google = { GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret" };
const oidc = { OIDC_ISSUER: "https://id.example.com/realms/main/", OIDC_CLIENT_ID: "o-id", OIDC_CLIENT_SECRET: "o-secret" };

describe("[AUTH][PROVIDERS] which sign-in providers the environment turns on", () => {
  it("offers none on a fresh machine", () => {
    const env = readEnv({});
    expect(enabledSignInProviders(env)).toEqual([]);
    expect(socialProvidersOf(env)).toEqual({});
    expect(genericOAuthConfigsOf(env)).toEqual([]);
  });

  it("offers each configured provider, in button order, named for the button", () => {
    expect(enabledSignInProviders(readEnv({ ...oidc, ...google, ...github }))).toEqual([
      { id: "github", name: "GitHub" },
      { id: "google", name: "Google" },
      { id: "oidc", name: "SSO" },
    ]);
    expect(enabledSignInProviders(readEnv({ ...google }))).toEqual([{ id: "google", name: "Google" }]);
    expect(enabledSignInProviders(readEnv({ ...oidc, OIDC_NAME: "Acme Login" }))).toEqual([{ id: "oidc", name: "Acme Login" }]);
  });

  it("configures better-auth's providers from the same variables", () => {
    const env = readEnv({ ...github, ...oidc });
    expect(socialProvidersOf(env)).toEqual({ github: { clientId: "gh-id", clientSecret: "gh-secret" } });
    const [config] = genericOAuthConfigsOf(env);
    expect(config).toMatchObject({
      providerId: "oidc",
      discoveryUrl: "https://id.example.com/realms/main/.well-known/openid-configuration",
      clientId: "o-id",
      clientSecret: "o-secret",
      pkce: true,
      requireIdTokenVerification: true,
    });
  });

  it.each([
    [{ GITHUB_CLIENT_ID: "x" }, "GITHUB_CLIENT_SECRET"],
    [{ GOOGLE_CLIENT_SECRET: "x" }, "GOOGLE_CLIENT_ID"],
    [{ OIDC_ISSUER: "https://id.example.com", OIDC_CLIENT_ID: "x" }, "OIDC_CLIENT_SECRET"],
    [{ OIDC_CLIENT_ID: "x", OIDC_CLIENT_SECRET: "y" }, "OIDC_ISSUER"],
  ])("refuses half a configuration (%o) and names what is missing", (vars, missing) => {
    expect(() => readEnv(vars)).toThrow(EnvError);
    expect(() => readEnv(vars)).toThrow(new RegExp(`${missing}: required when`));
  });

  it("refuses an issuer that is not a URL", () => {
    expect(() => readEnv({ ...oidc, OIDC_ISSUER: "id.example.com" })).toThrow(/OIDC_ISSUER/);
  });
});

describe("[AUTH][PROVIDERS] the full name of an account made through a provider", () => {
  it("is the provider's name, else the part of the address before the @", () => {
    expect(fullNameFromProvider("  Ann Lee ", "ann@example.com")).toBe("Ann Lee");
    expect(fullNameFromProvider("", "octocat@example.com")).toBe("octocat");
    expect(fullNameFromProvider(null, "octocat@example.com")).toBe("octocat");
    expect(fullNameFromProvider("x".repeat(300), "a@b.c")).toHaveLength(200);
  });
});
