import { useTranslation } from "react-i18next";
import type { MarkedElement } from "@shared/schemas/plugins";
import { useVersion } from "../queries/version-query";
import { MarkedElementChip } from "./marked-element-chip";

/** The person's message: text, attached images and marked elements. */
export function UserBubble({
  text,
  images: given,
  savedImages = null,
  markedElements,
}: {
  text: string;
  images: string[];
  /** A saved turn's images are not in the history list: they load with their version when shown. */
  savedImages?: { pluginId: string | null; versionNumber: number } | null;
  markedElements: MarkedElement[];
}) {
  const { t } = useTranslation();
  const saved = useVersion(savedImages?.pluginId ?? null, savedImages?.versionNumber ?? null);
  const images = given.length > 0 ? given : (saved.data?.images ?? []);
  return (
    <li className="flex justify-end" data-testid="user-message">
      <div className="flex max-w-[88%] min-w-0 flex-col gap-2 rounded-2xl rounded-br-md bg-primary px-3.5 py-2.5 text-sm text-primary-foreground shadow-sm">
        <span className="sr-only">{t("builder.chat.you")}</span>
        {images.length > 0 ? (
          <div className="flex flex-wrap gap-1.5">
            {images.map((src, index) => (
              <img
                key={index}
                src={src}
                alt={t("builder.attachments.imageAlt", { number: index + 1 })}
                className="size-16 rounded-md border border-white/20 object-cover"
                loading="lazy"
              />
            ))}
          </div>
        ) : null}
        {text ? <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</p> : null}
        {markedElements.length > 0 ? (
          <div className="flex flex-wrap gap-1">
            {markedElements.map((element) => (
              <MarkedElementChip key={element.selector} element={element} tone="inverted" />
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}
