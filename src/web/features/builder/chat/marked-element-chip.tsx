import { CrosshairIcon, XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { MarkedElement } from "@shared/schemas/plugins";
import { cn } from "~/lib/utils";

/** "<button> Send message": how a marked element is named in chips. */
export function markedElementLabel(element: MarkedElement): string {
  const text = element.text.length > 32 ? `${element.text.slice(0, 32).trimEnd()}…` : element.text;
  return text ? `<${element.tag}> ${text}` : `<${element.tag}>${element.id ? `#${element.id}` : ""}`;
}

/** A marked element: in the attachment strip (removable) or inside a sent message. */
export function MarkedElementChip({
  element,
  onRemove,
  tone = "default",
}: {
  element: MarkedElement;
  onRemove?: () => void;
  tone?: "default" | "inverted";
}) {
  const { t } = useTranslation();
  const label = markedElementLabel(element);
  return (
    <span
      className={cn(
        "inline-flex max-w-full min-w-0 items-center gap-1 rounded-md border py-0.5 pr-1 pl-1.5 font-mono text-xs",
        tone === "inverted"
          ? "border-white/25 bg-white/15 text-primary-foreground"
          : "border-primary/25 bg-accent text-accent-foreground",
      )}
      title={element.selector}
      data-testid="marked-element-chip"
    >
      <CrosshairIcon className="size-3 shrink-0" aria-hidden />
      <span className="truncate">{label}</span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          className="grid size-4 shrink-0 cursor-pointer place-items-center rounded-sm opacity-70 hover:bg-black/10 hover:opacity-100"
          aria-label={t("builder.attachments.removeElement", { label })}
        >
          <XIcon className="size-3" aria-hidden />
        </button>
      ) : null}
    </span>
  );
}
