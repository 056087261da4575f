/**
 * A person-readable name for the device of a session, from its User-Agent: "Firefox on Windows". Only
 * the families people recognise are named; anything else is "Unknown browser" / "unknown system", never
 * the raw string (it can be long and is chosen by the client).
 */
export function sessionDevice(userAgent: string | null | undefined): { browser: string | null; system: string | null } {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser, system };
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bHeadlessChrome\//, "Chromium (headless)"],
  [/\bChrome\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*Safari\//, "Safari"],
  [/^curl\//, "curl"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows\b/, "Windows"],
  [/\biPhone\b|\biPad\b|\biPod\b/, "iOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];
