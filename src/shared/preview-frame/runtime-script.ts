import { LIMITS, TIMINGS } from "../constants";
import { buildSelector } from "./element-selector";
import { previewRuntime, type PreviewRuntimeOptions } from "./preview-runtime";

/** The preview iframe reports a marked element with this message type. */
export const ELEMENT_MESSAGE_TYPE = "plugsmith:element";
/** The builder tells the preview iframe whether element marking is on. */
export const MARKING_MESSAGE_TYPE = "plugsmith:marking";
/**
 * Marks a form's success notice in the mock site preview: hidden until the form beside it is sent (the
 * runtime shows it then), as a plugin prints it only after a real send (issue #34 item 12).
 */
export const MOCK_SENT_ATTRIBUTE = "data-plugsmith-sent";
/** Colour given to a mock colour field whose value is not a colour yet. */
export const DEFAULT_PICKER_COLOR = "#0073AA";

/**
 * The preview runtime as JavaScript source, reporting to `parentOrigin` (the builder's page): inline in the
 * mock preview's document (`inert`: its links and forms do nothing), and as a script on every page of a live preview.
 */
export function previewRuntimeSource(parentOrigin: string, inert: boolean): string {
  const options: PreviewRuntimeOptions = {
    parentOrigin,
    elementMessageType: ELEMENT_MESSAGE_TYPE,
    markingMessageType: MARKING_MESSAGE_TYPE,
    highlightMs: TIMINGS.elementHighlightMs,
    textMaxChars: LIMITS.markedElementTextChars,
    defaultColor: DEFAULT_PICKER_COLOR,
    sentAttribute: MOCK_SENT_ATTRIBUTE,
    inert,
  };
  // JSON is valid JavaScript; escaping '<' keeps '</script>' out of an inline script.
  const json = JSON.stringify(options).replace(/</g, "\\u003c");
  return `(${previewRuntime.toString()})(${json}, ${buildSelector.toString()});`;
}
