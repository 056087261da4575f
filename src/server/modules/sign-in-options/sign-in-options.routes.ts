import { Hono } from "hono";
import type { SignInOptions } from "../../../shared/schemas/sign-in-options";
import type { AppEnv } from "../../app-env";
import { enabledSignInProviders } from "../../auth/sign-in-providers";

/** GET /api/sign-in-options: the providers configured on this server (public: /auth shows them). */
export const signInOptionsRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({ providers: enabledSignInProviders(c.var.services.env) } satisfies SignInOptions),
);
