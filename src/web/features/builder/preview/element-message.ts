import { z } from "zod";
import { markedElementSchema, type MarkedElement } from "@shared/schemas/plugins";

/** The preview iframe reports a marked element with this message type. */
export const ELEMENT_MESSAGE_TYPE = "plugsmith:element";
/** The builder tells the preview iframe whether element marking is on. */
export const MARKING_MESSAGE_TYPE = "plugsmith:marking";

const elementMessageSchema = z.object({ type: z.literal(ELEMENT_MESSAGE_TYPE), element: markedElementSchema });

/** The marked element in a message from the preview, or null for anything else or anything malformed. */
export function readElementMessage(data: unknown): MarkedElement | null {
  const parsed = elementMessageSchema.safeParse(data);
  return parsed.success ? parsed.data.element : null;
}
