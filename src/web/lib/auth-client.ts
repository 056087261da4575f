import { createAuthClient } from "better-auth/react";
import { twoFactorClient } from "better-auth/client/plugins";
import { passkeyClient } from "@better-auth/passkey/client";

/** better-auth, mounted by the server at /api/auth on the same origin. */
export const authClient = createAuthClient({
  plugins: [twoFactorClient(), passkeyClient()],
});
