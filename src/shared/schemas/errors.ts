import { z } from "zod";

/** Every error from our own /api routes (design.md §6). better-auth's routes keep their own shape. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
