import { Hono } from "hono";
import { createApiTokenSchema } from "../../../shared/schemas/api-tokens";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { parseJson } from "../../lib/app-error";
import { createApiToken, listApiTokens, revokeApiToken } from "./api-tokens.service";

/**
 * /api/tokens (issue #18): a signed-in person's personal API tokens. Session only: a token cannot list,
 * make or revoke tokens (requireUser answers 403 to one).
 */
export const apiTokensRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ tokens: await listApiTokens(c.var.services.db, c.var.user.id) }))
  .post("/", async (c) => {
    const input = await parseJson(c, createApiTokenSchema);
    return c.json(await createApiToken(c.var.services.db, c.var.user.id, input), 201);
  })
  .delete("/:id", async (c) => {
    await revokeApiToken(c.var.services.db, c.var.user.id, c.req.param("id"));
    return c.body(null, 204);
  });
