import { XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useBuilder } from "../builder-context";
import { MarkedElementChip } from "./marked-element-chip";

/** Images and marked elements waiting to be sent, each removable. */
export function AttachmentStrip() {
  const { t } = useTranslation();
  const { draft } = useBuilder();
  const { images, markedElements } = draft.draft;
  if (images.length === 0 && markedElements.length === 0) return null;

  return (
    <div
      className="flex flex-wrap items-center gap-2 px-3 pt-3"
      role="group"
      aria-label={t("builder.attachments.label")}
    >
      {images.map((src, index) => (
        <div key={index} className="relative">
          <img
            src={src}
            alt={t("builder.attachments.imageAlt", { number: index + 1 })}
            className="size-12 rounded-md border object-cover"
          />
          <button
            type="button"
            onClick={() => draft.removeImage(index)}
            className="absolute -top-1.5 -right-1.5 grid size-5 cursor-pointer place-items-center rounded-full border bg-card text-muted-foreground shadow-sm hover:text-foreground"
            aria-label={t("builder.attachments.removeImage", { number: index + 1 })}
          >
            <XIcon className="size-3" aria-hidden />
          </button>
        </div>
      ))}
      {markedElements.map((element) => (
        <MarkedElementChip
          key={element.selector}
          element={element}
          onRemove={() => draft.removeMarkedElement(element.selector)}
        />
      ))}
    </div>
  );
}
