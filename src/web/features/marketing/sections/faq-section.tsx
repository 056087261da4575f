import { ChevronDownIcon } from "lucide-react";
import { Section } from "./section";
import type { FaqCopy } from "./types";

/**
 * Questions as native disclosures (<details>): keyboard and screen-reader support without any
 * JavaScript, and the answers are in the prerendered HTML. The same items feed the FAQPage JSON-LD.
 */
export function FaqSection({ copy, id, band }: { copy: FaqCopy; id?: string; band?: boolean }) {
  return (
    <Section copy={copy} id={id} band={band}>
      <div className="mx-auto max-w-3xl divide-y rounded-2xl border bg-card shadow-sm in-data-band:bg-background">
        {copy.items.map((item) => (
          <details key={item.question} className="group" data-testid="faq-item">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 font-semibold hover:text-primary sm:px-6 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDownIcon
                className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-pretty text-muted-foreground sm:px-6">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
