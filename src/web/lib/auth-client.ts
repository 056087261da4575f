import { createAuthClient } from "better-auth/react";
import { twoFactorClient } from "better-auth/client/plugins";

/** better-auth, mounted by the server at /api/auth on the same origin. */
export const authClient = createAuthClient({
  plugins: [twoFactorClient()],
});
