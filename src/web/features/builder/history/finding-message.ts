import { phaseText } from "@shared/finding-texts";
import type { CheckFinding } from "@shared/schemas/plugins";
import { FINDINGS_NAMESPACE, i18n } from "~/lib/i18n";

/**
 * A finding in the app's language (issue #34 item 13): its wording by key, filled with its values, where the
 * language has one (locales/sv.findings.json); else the message as the server wrote it (English), as for the
 * runtime's findings and reports stored before findings had a key.
 */
export function findingMessage(finding: Pick<CheckFinding, "message" | "text">, language: string | undefined = i18n.resolvedLanguage): string {
  const text = finding.text;
  if (!text || !language) return finding.message;
  // The keys are the findings' own, dots and all ("wp.prefix.function"): not a path into nested keys.
  const wording: unknown = i18n.getResource(language, FINDINGS_NAMESPACE, text.key, { keySeparator: false });
  if (typeof wording !== "string") return finding.message;
  const values = { ...text.values };
  // Where in the check a runtime finding happened ("activation", "page:<slug>"): worded by its own key.
  if (values.phase !== undefined) {
    const phase = phaseText(values.phase);
    const where: unknown = i18n.getResource(language, FINDINGS_NAMESPACE, phase.key, { keySeparator: false });
    if (typeof where !== "string") return finding.message;
    values.phase = fill(where, phase.values);
  }
  return fill(wording, values);
}

function fill(wording: string, values: Record<string, string>): string {
  return wording.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
