import { E2E_BASE_URL } from "../support/e2e-env";
import { startOidcServer } from "../support/oidc-server";

// The OpenID Connect provider of the browser tests (a real oidc-provider, tests/support/oidc-server.ts):
// `node_modules/.bin/tsx tests/fakes/e2e-oidc-server.ts PORT`. The login name says who signs in, as
// `verified:ann@example.com` or `unverified:ann@example.com`: the provider reports that address, with
// email_verified true or false.

const port = Number(process.argv[2]);
const op = await startOidcServer({
  port,
  redirectUri: `${E2E_BASE_URL}/api/auth/callback/oidc`,
  accountFor: (login) => {
    const match = /^(verified|unverified):(.+@.+)$/.exec(login);
    if (!match) return undefined;
    return { email: match[2]!, emailVerified: match[1] === "verified", name: "Oidc Person" };
  },
});
console.log(`OpenID Connect provider on ${op.issuer}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void op.close().then(() => process.exit(0)));
