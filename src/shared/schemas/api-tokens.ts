import { z } from "zod";
import { API_TOKENS } from "../constants";

// Personal API tokens (issue #18): POST/GET/DELETE /api/tokens, validated alike by Settings and the server.

export const createApiTokenSchema = z.object({
  name: z
    .string("Name is required")
    .trim()
    .min(1, "Name is required")
    .max(API_TOKENS.nameMaxChars, `Name must be at most ${API_TOKENS.nameMaxChars} characters`),
  expiresInDays: z
    .number("Choose how many days the token lasts")
    .int("Choose a whole number of days")
    .min(1, "A token lasts at least 1 day")
    .max(API_TOKENS.maxDays, `A token lasts at most ${API_TOKENS.maxDays} days`),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart; the token itself is never shown again. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });

/** The answer to POST /api/tokens: the only time the token itself is sent. */
export const createdApiTokenSchema = z.object({ token: z.string(), apiToken: apiTokenSchema });
