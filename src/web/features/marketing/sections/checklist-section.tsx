import { ShieldCheckIcon } from "lucide-react";
import { Section } from "./section";
import type { ChecklistCopy } from "./types";

/** A heading and short text beside a checklist card (standards, guarantees). */
export function ChecklistSection({ copy, band }: { copy: ChecklistCopy; band?: boolean }) {
  return (
    <Section
      copy={copy}
      band={band}
      split
      headingExtra={copy.text ? <p className="mt-4 text-pretty text-muted-foreground">{copy.text}</p> : null}
    >
      <ul className="divide-y rounded-2xl border bg-card shadow-sm in-data-band:bg-background">
        {copy.items.map((item) => (
          <li key={item.title} className="flex gap-4 p-5 sm:p-6">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-success/10 text-success">
              <ShieldCheckIcon className="size-4.5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
