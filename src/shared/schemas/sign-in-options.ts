import { z } from "zod";

// GET /api/sign-in-options: the ways to sign in besides e-mail and password that this server offers,
// so /auth and Settings show a button for each configured provider and none for the others.

export const signInProviderSchema = z.object({
  /** better-auth's provider id: "github", "google" or "oidc". */
  id: z.string(),
  /** Shown on the button: "Continue with {name}". */
  name: z.string(),
});
export type SignInProvider = z.infer<typeof signInProviderSchema>;

export const signInOptionsSchema = z.object({
  providers: z.array(signInProviderSchema),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;
