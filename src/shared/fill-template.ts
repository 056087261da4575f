import { escapeHtml } from "./escape-html";

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export interface FillTemplateOptions {
  /** Escape each value for HTML (mail bodies): a name like "<b>Ann</b>" must not become markup. */
  readonly html?: boolean;
  /** Called once per placeholder with no value; the placeholder itself is left in the text. */
  readonly onUnknown?: (name: string) => void;
}

/**
 * The one filler of `{{name}}` placeholders (spaces inside the braces allowed), shared by content
 * (articles, legal texts), marketing copy and mail templates. Unknown names are left as they are;
 * a caller that must refuse them (content, at build time) collects them through `onUnknown`.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
  options: FillTemplateOptions = {},
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      options.onUnknown?.(name);
      return whole;
    }
    return options.html ? escapeHtml(String(value)) : String(value);
  });
}
