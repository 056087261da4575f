import { Section } from "./section";
import type { StepListCopy } from "./types";

/** Numbered steps on a line, heading beside them on wide screens; a step may carry a code sample. */
export function StepList({ copy, band }: { copy: StepListCopy; band?: boolean }) {
  return (
    <Section copy={copy} band={band} split>
      <ol className="relative flex flex-col gap-8">
        {copy.items.map((step, index) => (
          <li key={step.title} className="relative flex gap-5">
            {index < copy.items.length - 1 ? (
              <span aria-hidden className="absolute top-11 bottom-[-2rem] left-5 w-px bg-border" />
            ) : null}
            <span
              aria-hidden
              className="relative grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-600 text-sm font-bold text-white shadow-md shadow-indigo-950/10"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1 pt-1.5">
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
              {step.code ? (
                <pre
                  tabIndex={0}
                  className="mt-4 overflow-x-auto rounded-lg border border-slate-800 bg-slate-950 p-4 font-mono text-[0.8125rem] leading-relaxed text-slate-100 shadow-sm"
                >
                  <code>{step.code}</code>
                </pre>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
