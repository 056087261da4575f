import { z } from "zod";
import { LIMITS } from "../constants";
import { TEMPLATE_IDS } from "../starter-templates";
import { markedElementSchema, pluginDetailSchema, quickActionSchema, versionListItemSchema } from "./plugins";

// One chat turn (POST /api/plugins/:id/generate) and the server-sent events it answers with.

export const MAX_IMAGES_PER_MESSAGE = 4;
/** A data URL of at most ~3 MB of image bytes. */
export const MAX_IMAGE_DATA_URL_CHARS = 4_000_000;
/** The longest chat message, in characters. */
export const MAX_MESSAGE_CHARS = 20_000;

export const generateRequestSchema = z
  .object({
    message: z.string().max(MAX_MESSAGE_CHARS).default(""),
    images: z
      .array(
        z
          .string()
          .max(MAX_IMAGE_DATA_URL_CHARS, "Image too large")
          .regex(/^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+$/, "Please upload image files only"),
      )
      .max(MAX_IMAGES_PER_MESSAGE)
      .default([]),
    markedElements: z.array(markedElementSchema).max(20).default([]),
    viewMode: z.enum(["backend", "frontend"]).default("backend"),
    /**
     * 'Fix with AI': the current version's number, whose check report's errors become the request (the
     * message, if any, is added as the person's note). Free of charge: only the files the errors name change.
     */
    fixVersion: z.number().int().min(1).max(LIMITS.versionNumberMax).optional(),
    /**
     * The editor (issue #34): keep an original as it is. The turn's version is saved on the original's
     * '(Edited)' copy, made in the same transaction (or on its existing copy); a plugin that is a copy
     * already is edited in place. The `done` event's plugin is the one the version was saved on.
     */
    editedCopy: z.boolean().optional(),
    /** A starter template picked on the builder ('Start from an idea'): the first turn of a new plugin builds it. */
    templateId: z.enum(TEMPLATE_IDS).optional(),
  })
  .refine((v) => v.fixVersion !== undefined || v.message.trim() !== "" || v.images.length > 0 || v.markedElements.length > 0, {
    message: "Write a message, attach an image or mark an element",
  });
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** Which generator answers: the offline blueprint generator or a configured model. */
export const generatorInfoSchema = z.object({
  provider: z.string(),
  model: z.string(),
  offline: z.boolean(),
  label: z.string(),
});
export type GeneratorInfo = z.infer<typeof generatorInfoSchema>;

/** Server-sent events of a turn, in order: start, then file events (and check events), then done or error. */
export const generationEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), generator: generatorInfoSchema }),
  z.object({ type: z.literal("file-start"), path: z.string() }),
  z.object({ type: z.literal("file-delta"), path: z.string(), delta: z.string() }),
  z.object({ type: z.literal("file-complete"), path: z.string(), content: z.string() }),
  z.object({ type: z.literal("file-delete"), path: z.string() }),
  z.object({ type: z.literal("explanation-delta"), delta: z.string() }),
  /** With an AI provider: the saved version is being checked in WordPress, then repaired for `errors`. */
  z.object({ type: z.literal("check"), stage: z.enum(["checking", "repairing"]), errors: z.number().int().optional() }),
  z.object({
    type: z.literal("done"),
    plugin: pluginDetailSchema,
    /** The saved version; `incomplete` when the reply broke off after files had reached the person. */
    version: versionListItemSchema,
    explanation: z.string(),
    features: z.array(z.string()),
    quickActions: z.array(quickActionSchema),
    creditsCharged: z.number().int(),
    balance: z.number().int(),
    /** Set when `version` is an automatic repair: the generated version WordPress found errors in. */
    repairOf: versionListItemSchema.optional(),
    /** Set when `version` is incomplete: why the reply stopped (e.g. `plugin_too_large`: the next file would not fit). */
    incompleteBecause: z.object({ code: z.string(), message: z.string() }).optional(),
  }),
  z.object({
    type: z.literal("error"),
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
  }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

export const RATE_LIMIT_MESSAGE = "Rate limit exceeded. Please wait a moment and try again.";
