import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { generateRequestSchema } from "../../../shared/schemas/generation";
import type { AppEnv } from "../../app-env";
import { parseJson } from "../../lib/http-error";
import { prepareTurn, runTurn } from "./generation.service";

/** POST /api/plugins/:id/generate: one chat turn, answered with server-sent events. */
export const generationRoutes = new Hono<AppEnv>().post("/:id/generate", async (c) => {
  const request = await parseJson(c, generateRequestSchema);
  const deps = c.var.services.generation;
  // Checks that fail answer with a plain JSON error (404, 429, 402) before the stream opens.
  const turn = await prepareTurn(deps, c.var.user.id, c.req.param("id"), request);
  return streamSSE(c, async (stream) => {
    const controller = new AbortController();
    stream.onAbort(() => controller.abort());
    await runTurn(
      deps,
      turn,
      (event) => stream.writeSSE({ event: event.type, data: JSON.stringify(event) }),
      controller.signal,
    );
  });
});

/** GET /api/generator: which generator answers turns, so the builder can say so. */
export const generatorInfoRoutes = new Hono<AppEnv>().get("/", (c) => c.json(c.var.services.generation.generator.info));
