import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  ArrowRightIcon,
  CpuIcon,
  MailIcon,
  ScaleIcon,
  TargetIcon,
  TriangleAlertIcon,
  UserCheckIcon,
  type LucideIcon,
} from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { fill, usePageCopy } from "~/lib/page-copy";
import { aboutCopy } from "./copy";
import { COPY_VALUES } from "~/features/marketing/copy-values";
import { PATHS } from "@shared/routes";

function NoticePart({ id, icon: Icon, title, children }: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border bg-card p-5 sm:p-6">
      <h3 id={id} className="flex items-center gap-2.5 text-base font-semibold">
        <span className="grid size-8 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
        {title}
      </h3>
      <div className="flex flex-col gap-3 text-sm text-muted-foreground">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-primary">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The EU AI Act transparency notice: purpose, how it works, limitations, human oversight, contact. */
export function AiActNotice() {
  const { aiAct } = usePageCopy(aboutCopy);
  return (
    <section id="ai-transparency" aria-labelledby="ai-act-title" className="container-page pt-16 sm:pt-20">
      <div className="rounded-2xl border bg-secondary/50 px-4 py-6 sm:p-10">
        <div className="flex max-w-3xl flex-col gap-4">
          <Badge variant="accent" className="gap-1.5">
            <ScaleIcon aria-hidden />
            {aiAct.eyebrow}
          </Badge>
          <h2 id="ai-act-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {aiAct.title}
          </h2>
          <p className="text-pretty text-muted-foreground">{fill(aiAct.intro, COPY_VALUES)}</p>
        </div>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          <NoticePart id="ai-act-purpose" icon={TargetIcon} title={aiAct.purpose.title}>
            <p>{aiAct.purpose.text}</p>
          </NoticePart>
          <NoticePart id="ai-act-how" icon={CpuIcon} title={aiAct.howItWorks.title}>
            {aiAct.howItWorks.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </NoticePart>
          <NoticePart id="ai-act-limitations" icon={TriangleAlertIcon} title={aiAct.limitations.title}>
            <Bullets items={aiAct.limitations.items} />
          </NoticePart>
          <NoticePart id="ai-act-oversight" icon={UserCheckIcon} title={aiAct.oversight.title}>
            <Bullets items={aiAct.oversight.items} />
          </NoticePart>
        </div>
        <div className="mt-5 flex flex-col items-start gap-4 rounded-xl border bg-card p-5 sm:flex-row sm:p-6 sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <span className="grid size-8 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
              <MailIcon className="size-4" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{aiAct.contact.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{aiAct.contact.text}</p>
            </div>
          </div>
          <Button asChild variant="outline" className="shrink-0">
            <Link to={PATHS.contact}>
              {aiAct.contact.link}
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
