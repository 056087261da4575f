import type { MailLanguage } from "../../../../shared/schemas/account";
import type { QuickAction } from "../../../../shared/schemas/plugins";
import type { TemplateId } from "../../../../shared/starter-templates";

/**
 * What one generation turn produced, whoever produced it (a model's streamed reply, parsed, or the
 * offline blueprint generator). Files not mentioned are kept from the current version; `deleted`
 * removes files explicitly.
 */
export interface GeneratedReply {
  /** Changed or new files: relative path → full content. */
  files: Record<string, string>;
  /** Paths to remove from the plugin. */
  deleted: string[];
  explanation: string;
  features: string[];
  quickActions: QuickAction[];
  previews: { backend?: string; frontend?: string };
}

/** What a generator is given for one turn. */
export interface GenerationInput {
  pluginName: string;
  /** The plugin's current files (empty on the first turn). */
  files: Record<string, string>;
  /** Earlier turns, oldest first. */
  history: Array<{ role: "user" | "assistant"; content: string }>;
  /** This turn's request, with the marked-elements block already appended (spec.md §5). */
  message: string;
  /** Data URLs of attached images. */
  images: string[];
  viewMode: "backend" | "frontend";
  /** Full name or e-mail prefix of the person, for the plugin header's Author. */
  author: string;
  /** The person's app language (issue #34 item 13): the reply's words follow it. English when absent. */
  language?: MailLanguage;
  /** A starter template picked from the builder's ideas: the first turn builds it, named from the message. */
  templateId?: TemplateId;
}
