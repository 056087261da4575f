import type { TFunction } from "i18next";
import { type HandEditSummary, readHandEditPrompt } from "@shared/schemas/plugin-file-edits";
import type { VersionListItem } from "@shared/schemas/plugins";

// What a version says the person asked, in the app's language (issue #34 item 13, docs/decisions/0077). A hand
// edit is stored with handEditPrompt's English words ("Edited 3 files by hand") and no answer; they are read back
// and worded here, so old versions follow the language too. Anything the person typed is shown as typed.

/** The hand edit a version records, or null: a version with an answer is a turn, whatever its prompt says. */
export function versionHandEdit(version: Pick<VersionListItem, "userPrompt" | "assistantResponse">): HandEditSummary | null {
  return version.assistantResponse === "" ? readHandEditPrompt(version.userPrompt) : null;
}

/** A hand edit in words. */
export function handEditText(t: TFunction, edit: HandEditSummary): string {
  switch (edit.key) {
    case "files":
      return t("builder.history.handEdit.files", { count: edit.values.count });
    case "edited":
      return t("builder.history.handEdit.edited", { path: edit.values.path });
    case "deleted":
      return t("builder.history.handEdit.deleted", { path: edit.values.path });
    case "renamed":
      return t("builder.history.handEdit.renamed", { from: edit.values.from, to: edit.values.to });
  }
}

/** The version's prompt as the person reads it. */
export function versionPromptText(t: TFunction, version: Pick<VersionListItem, "userPrompt" | "assistantResponse">): string {
  const edit = versionHandEdit(version);
  return edit ? handEditText(t, edit) : version.userPrompt;
}
