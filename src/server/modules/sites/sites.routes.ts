import { Hono } from "hono";
import { z } from "zod";
import { LIMITS } from "../../../shared/constants";
import { addSiteSchema, installRequestSchema, pairSiteSchema, rollbackRequestSchema } from "../../../shared/schemas/sites";
import type { AppEnv } from "../../app-env";
import { requireUserOrToken, requireVerifiedEmail } from "../../auth/middleware";
import { parseJson, parseParam } from "../../lib/app-error";
import { connectorZip } from "../../wordpress/connector/connector-zip";
import { CONNECTOR_SLUG } from "../../wordpress/connector/protocol";
import { addSite, deleteSite, getInstall, listSites, pairSite, requestInstall, requestRollback } from "./sites.service";

const versionNumber = z.coerce.number().int().min(1).max(LIMITS.versionNumberMax);

/**
 * /api/sites (issue #37): the person's paired WordPress sites, for a session or an API token alike. Another person's
 * site, install or plugin is a 404.
 */
export const sitesRoutes = new Hono<AppEnv>()
  .use(requireUserOrToken)
  .get("/", async (c) => c.json(await listSites(c.var.services.db, c.var.user.id)))
  // The Plugsmith Connector to install on a site (Plugins → Add New → Upload Plugin): the same bytes for everyone.
  .get("/connector.zip", async (c) =>
    c.body(new Uint8Array(await connectorZip()), 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${CONNECTOR_SLUG}.zip"`,
      "Cache-Control": "private, max-age=3600",
    }),
  )
  .post("/", async (c) => {
    const input = await parseJson(c, addSiteSchema);
    return c.json(await addSite(c.var.services.sites, c.var.user.id, input.url), 201);
  })
  .post("/pairings/:pairingId/pair", async (c) => {
    const input = await parseJson(c, pairSiteSchema);
    return c.json(await pairSite(c.var.services.sites, c.var.user.id, c.req.param("pairingId"), input.code), 201);
  })
  .get("/installs/:installId", async (c) => c.json(await getInstall(c.var.services.db, c.var.user.id, c.req.param("installId"))))
  .post("/:id/rollback", async (c) => {
    const input = await parseJson(c, rollbackRequestSchema);
    return c.json(await requestRollback(c.var.services.sites, c.var.user.id, c.req.param("id"), input.pluginId), 202);
  })
  .delete("/:id", async (c) => c.json(await deleteSite(c.var.services.sites, c.var.user.id, c.req.param("id"))));

/** POST /api/plugins/:id/versions/:number/install {siteId}: queues the version's push to the site (202); it costs what a download costs. */
export const pluginInstallRoutes = new Hono<AppEnv>()
  .use("/:id/versions/:number/install", requireUserOrToken, requireVerifiedEmail)
  .post("/:id/versions/:number/install", async (c) => {
    const number = parseParam(c, "number", versionNumber, "Version not found");
    const input = await parseJson(c, installRequestSchema);
    return c.json(await requestInstall(c.var.services.sites, c.var.user.id, c.req.param("id"), number, input.siteId), 202);
  });
