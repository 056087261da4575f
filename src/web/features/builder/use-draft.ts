import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { MAX_IMAGES_PER_MESSAGE } from "@shared/schemas/generation";
import type { MarkedElement } from "@shared/schemas/plugins";
import { checkImages, MAX_IMAGE_BYTES, readAsDataUrl } from "./chat/check-images";

/** What the person is about to send: text, attached images (data URLs) and marked elements. */
export interface Draft {
  text: string;
  images: string[];
  markedElements: MarkedElement[];
}

export const EMPTY_DRAFT: Draft = { text: "", images: [], markedElements: [] };
const MAX_MARKED_ELEMENTS = 20;

export function isDraftEmpty(draft: Draft): boolean {
  return draft.text.trim() === "" && draft.images.length === 0 && draft.markedElements.length === 0;
}

/** The chat input's state, with the attachment rules of spec.md §5 and §9. */
export function useDraft() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const attachedImages = draft.images.length;

  const addImages = useCallback(
    async (files: readonly File[]) => {
      const check = checkImages(files, attachedImages);
      if (check.notImage > 0)
        toast.error(t("builder.attachments.invalidType"), { description: t("builder.attachments.imagesOnly") });
      if (check.unsupported > 0)
        toast.error(t("builder.attachments.invalidType"), { description: t("builder.attachments.unsupportedType") });
      if (check.tooLarge > 0) {
        toast.error(t("builder.attachments.tooLarge"), {
          description: t("builder.attachments.tooLargeText", { mb: Math.floor(MAX_IMAGE_BYTES / 1_000_000) + 1 }),
        });
      }
      if (check.overLimit > 0) {
        toast.error(t("builder.attachments.tooMany"), {
          description: t("builder.attachments.tooManyText", { max: MAX_IMAGES_PER_MESSAGE }),
        });
      }
      if (check.accepted.length === 0) return;
      try {
        const urls = await Promise.all(check.accepted.map(readAsDataUrl));
        setDraft((d) => ({ ...d, images: [...d.images, ...urls].slice(0, MAX_IMAGES_PER_MESSAGE) }));
        if (urls.length > 1) {
          toast.success(t("builder.attachments.uploaded"), {
            description: t("builder.attachments.uploadedText", { count: urls.length }),
          });
        }
      } catch {
        toast.error(t("builder.attachments.readFailed"));
      }
    },
    [t, attachedImages],
  );

  const addMarkedElement = useCallback((element: MarkedElement) => {
    setDraft((d) =>
      d.markedElements.some((e) => e.selector === element.selector) || d.markedElements.length >= MAX_MARKED_ELEMENTS
        ? d
        : { ...d, markedElements: [...d.markedElements, element] },
    );
  }, []);

  return {
    draft,
    setText: useCallback((text: string) => setDraft((d) => ({ ...d, text })), []),
    addImages,
    removeImage: useCallback(
      (index: number) => setDraft((d) => ({ ...d, images: d.images.filter((_, i) => i !== index) })),
      [],
    ),
    addMarkedElement,
    removeMarkedElement: useCallback(
      (selector: string) =>
        setDraft((d) => ({ ...d, markedElements: d.markedElements.filter((e) => e.selector !== selector) })),
      [],
    ),
    /** Empties the input; returns what it held. */
    take: useCallback((): Draft => {
      setDraft(EMPTY_DRAFT);
      return draft;
    }, [draft]),
    /** Puts a message that could not be sent back into an empty input. */
    restore: useCallback((previous: Draft) => setDraft((d) => (isDraftEmpty(d) ? previous : d)), []),
  };
}
