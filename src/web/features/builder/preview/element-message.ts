import { z } from "zod";
import { markedElementSchema, type MarkedElement } from "@shared/schemas/plugins";

import { ELEMENT_MESSAGE_TYPE } from "@shared/preview-frame/runtime-script";

export { ELEMENT_MESSAGE_TYPE, MARKING_MESSAGE_TYPE } from "@shared/preview-frame/runtime-script";

const elementMessageSchema = z.object({ type: z.literal(ELEMENT_MESSAGE_TYPE), element: markedElementSchema });

/** The marked element in a message from the preview, or null for anything else or anything malformed. */
export function readElementMessage(data: unknown): MarkedElement | null {
  const parsed = elementMessageSchema.safeParse(data);
  return parsed.success ? parsed.data.element : null;
}
