import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { generateRequestSchema } from "../../../shared/schemas/generation";
import type { AppEnv } from "../../app-env";
import { httpStatusOf } from "../../http/error-status";
import { writeSSEWithin } from "../../http/sse-write";
import { parseJson } from "../../lib/app-error";
import { prepareTurn, runTurn } from "./generation.service";

/** POST /api/plugins/:id/generate: one chat turn, answered with server-sent events. */
export const generationRoutes = new Hono<AppEnv>().post("/:id/generate", async (c) => {
  const request = await parseJson(c, generateRequestSchema);
  const deps = c.var.services.generation;
  // Checks that fail answer with a plain JSON error (not_found, rate_limited, insufficient_credits) before the stream opens; a turn
  // that passes them is paid for and holds a running slot until runTurn ends.
  const turn = await prepareTurn(deps, c.var.user.id, c.req.param("id"), request);
  const controller = new AbortController();
  const leave = () => controller.abort();
  c.req.raw.signal.addEventListener("abort", leave, { once: true });
  if (c.req.raw.signal.aborted) leave();
  return streamSSE(c, async (stream) => {
    stream.onAbort(leave);
    try {
      await runTurn(
        deps,
        turn,
        async (event) => {
          try {
            // The edge: an `error` event gets its status from the code, as app.onError's answers do.
            const wire = event.type === "error" ? { type: "error", status: httpStatusOf(event.code), code: event.code, message: event.message } : event;
            await writeSSEWithin(stream, { event: event.type, data: JSON.stringify(wire) });
          } catch (err) {
            // A client that stops reading is treated as gone.
            leave();
            throw err;
          }
        },
        controller.signal,
      );
    } finally {
      c.req.raw.signal.removeEventListener("abort", leave);
    }
  });
});

/** GET /api/generator: which generator answers turns, so the builder can say so. */
export const generatorInfoRoutes = new Hono<AppEnv>().get("/", (c) => c.json(c.var.services.generation.generator.info));
