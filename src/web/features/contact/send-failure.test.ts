import { describe, expect, it } from "vitest";
import { ApiRequestError } from "~/lib/api";
import en from "./copy/contact.en.json";
import { describeSendFailure } from "./send-failure";

describe("describeSendFailure", () => {
  it("shows a refused message (400) beside the form with the server's words", () => {
    const error = new ApiRequestError(400, "invalid_input", "email: Please enter a valid e-mail address");
    expect(describeSendFailure(error, en.form)).toEqual({
      show: "inline",
      message: "email: Please enter a valid e-mail address",
    });
  });

  it("toasts the server's message when rate limited (429)", () => {
    const error = new ApiRequestError(429, "rate_limited", "You have sent 5 messages in the last hour. Please try again later.");
    expect(describeSendFailure(error, en.form)).toEqual({
      show: "toast",
      title: "Too many messages",
      description: "You have sent 5 messages in the last hour. Please try again later.",
    });
  });

  it("goes by the code, not the status or the words", () => {
    // A 400 that is not our refusal of the form (an answer not in our shape) is not shown as the form's fault.
    expect(describeSendFailure(new ApiRequestError(400, "http_error", "Unexpected"), en.form)).toMatchObject({ show: "toast" });
    expect(describeSendFailure(new ApiRequestError(400, "invalid_json", "The request body must be JSON"), en.form)).toEqual({
      show: "inline",
      message: "The request body must be JSON",
    });
    expect(describeSendFailure(new ApiRequestError(429, "rate_limited", "För många meddelanden"), en.form)).toMatchObject({
      title: "Too many messages",
      description: "För många meddelanden",
    });
  });

  it("toasts a network failure and any other error", () => {
    const network = new ApiRequestError(0, "network_error", "Could not reach the server.");
    expect(describeSendFailure(network, en.form)).toEqual({
      show: "toast",
      title: "Could not send your message",
      description: "Could not reach the server.",
    });
    const server = new ApiRequestError(500, "internal_error", "Something went wrong on our side");
    expect(describeSendFailure(server, en.form)).toMatchObject({ show: "toast", description: "Something went wrong on our side" });
  });
});
