import pino from "pino";
import { redactPath } from "./redact-path";

export type Logger = pino.Logger;

const redactString = (value: unknown) => (typeof value === "string" ? redactPath(value) : value);

/**
 * Structured JSON logs on stdout (or `destination`); one line per event. Any `path` or `url` field is
 * stripped of one-time tokens, whoever logs it.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "plugsmith" },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Own serializers replace pino's defaults, so the error serializer is named again.
    serializers: { err: pino.stdSerializers.err, path: redactString, url: redactString },
  };
  return destination ? pino(options, destination) : pino(options);
}
