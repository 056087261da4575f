import { describe, expect, it } from "vitest";
import { ELEMENT_MESSAGE_TYPE, readElementMessage } from "./element-message";

describe("[BUILDER][PREVIEW] readElementMessage", () => {
  const element = {
    tag: "button",
    text: "Send",
    id: "",
    classes: ["button"],
    selector: "form > button:nth-of-type(1)",
  };

  it("accepts a well-formed element message", () => {
    expect(readElementMessage({ type: ELEMENT_MESSAGE_TYPE, element })).toEqual(element);
  });

  it("refuses other types and malformed or oversized elements", () => {
    expect(readElementMessage({ type: "other", element })).toBeNull();
    expect(readElementMessage({ type: ELEMENT_MESSAGE_TYPE, element: { ...element, selector: 4 } })).toBeNull();
    expect(
      readElementMessage({ type: ELEMENT_MESSAGE_TYPE, element: { ...element, text: "x".repeat(101) } }),
    ).toBeNull();
    expect(readElementMessage("plugsmith:element")).toBeNull();
    expect(readElementMessage(null)).toBeNull();
  });
});
