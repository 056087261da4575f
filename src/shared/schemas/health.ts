import { z } from "zod";

// GET /api/health (design.md §6): status and database kind are the stable part; `listen` says whether
// cross-process events (balance changes, list refreshes) are flowing.

export const healthSchema = z.object({
  /** "degraded" while a lost LISTEN connection is being re-established. */
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["pglite", "postgres"]),
  listen: z.enum(["connected", "reconnecting"]),
});
export type Health = z.infer<typeof healthSchema>;
