import { describe, expect, it } from "vitest";
import { CONTACT } from "@shared/constants";
import { contactMessageSchema, type ContactField } from "@shared/schemas/contact";
import en from "./copy/contact.en.json";
import sv from "./copy/contact.sv.json";
import { fieldErrorMessage } from "./field-error-message";

/** The issue code the shared schema reports for `field` in `input`, as the form resolver passes it on. */
function issueType(input: Record<string, string>, field: ContactField) {
  const result = contactMessageSchema.safeParse(input);
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  return issue ? { type: issue.code } : undefined;
}

const valid = { name: "Ann", email: "ann@example.com", message: "Hello" };

describe("fieldErrorMessage", () => {
  it.each<[string, Record<string, string>, ContactField, string]>([
    ["blank name", { ...valid, name: "  " }, "name", "Please enter your name"],
    ["long name", { ...valid, name: "n".repeat(CONTACT.nameMaxChars + 1) }, "name", `Your name can be at most ${CONTACT.nameMaxChars} characters`],
    ["blank e-mail", { ...valid, email: "" }, "email", "Please enter your e-mail address"],
    ["invalid e-mail", { ...valid, email: "ann@" }, "email", "Please enter a valid e-mail address"],
    ["blank message", { ...valid, message: "\n" }, "message", "Please write a message"],
    ["long message", { ...valid, message: "m".repeat(CONTACT.messageMaxChars + 1) }, "message", `Your message can be at most ${CONTACT.messageMaxChars} characters`],
  ])("names the problem with a %s", (_label, input, field, expected) => {
    expect(fieldErrorMessage(en.form.errors, field, issueType(input, field))).toBe(expected);
  });

  it("says nothing about a valid field", () => {
    expect(fieldErrorMessage(en.form.errors, "email", issueType(valid, "email"))).toBeUndefined();
  });

  it("speaks Swedish with the Swedish copy, filling in the limit", () => {
    const long = { ...valid, message: "m".repeat(CONTACT.messageMaxChars + 1) };
    expect(fieldErrorMessage(sv.form.errors, "message", issueType(long, "message"))).toBe(
      `Meddelandet får vara högst ${CONTACT.messageMaxChars} tecken`,
    );
    expect(fieldErrorMessage(sv.form.errors, "email", { type: "invalid_format" })).toBe("Ange en giltig e-postadress");
  });
});
