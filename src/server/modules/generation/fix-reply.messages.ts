import { defineMessages } from "../../lib/messages";

/** The reply of a fix made without a model (fix-turn.ts); the person's line is shared/fix-prompts.ts's. */
export const FIX_REPLY = defineMessages({
  en: {
    fixed: "Fixed {count} without an AI model, by exact edits the checks confirm:",
    "finding.one": "{n} finding",
    "finding.other": "{n} findings",
    "left.one": "The other {count} needs an AI model (set AI_PROVIDER) or a change by hand in the Code tab.",
    "left.other": "The other {count} need an AI model (set AI_PROVIDER) or a change by hand in the Code tab.",
  },
  sv: {
    fixed: "Rättade {count} utan AI-modell, med exakta ändringar som kontrollerna bekräftar:",
    "finding.one": "{n} fynd",
    "finding.other": "{n} fynd",
    "left.one": "Återstående {count} behöver en AI-modell (ange AI_PROVIDER) eller en ändring för hand under fliken Kod.",
    "left.other": "Återstående {count} behöver en AI-modell (ange AI_PROVIDER) eller en ändring för hand under fliken Kod.",
  },
});
