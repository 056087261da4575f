import { Link } from "react-router";
import {
  ArrowRightIcon,
  BriefcaseIcon,
  Building2Icon,
  Code2Icon,
  CoinsIcon,
  DownloadIcon,
  HistoryIcon,
  KeyRoundIcon,
  LaptopIcon,
  MessageSquareTextIcon,
  MonitorPlayIcon,
  MousePointerClickIcon,
  PackageIcon,
  PaletteIcon,
  ShieldCheckIcon,
  SparklesIcon,
  StoreIcon,
  UploadIcon,
  type LucideIcon,
} from "lucide-react";
import { fill, usePageCopy } from "~/lib/page-copy";
import { type AboutCopy, aboutCopy } from "./copy";
import { COPY_VALUES } from "~/features/marketing/copy-values";
import { SectionHeading } from "~/features/marketing/sections/section";
import { PATHS } from "@shared/routes";

/** Why the product exists. */
export function MissionSection() {
  const { mission } = usePageCopy(aboutCopy);
  return (
    <section aria-labelledby="mission-title" className="container-page py-16 sm:py-20">
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <SectionHeading headingId="mission-title" copy={{ eyebrow: mission.eyebrow, title: mission.title }} align="left" />
        <div className="flex flex-col gap-5 text-lg text-pretty text-muted-foreground">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph, COPY_VALUES)}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

const STEP_ICONS: readonly LucideIcon[] = [MessageSquareTextIcon, MonitorPlayIcon, DownloadIcon];

/** The three steps in short, with the way to the full explanation. */
export function AboutSteps() {
  const { steps } = usePageCopy(aboutCopy);
  return (
    <section aria-labelledby="about-steps-title" className="border-y bg-card py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading headingId="about-steps-title" copy={{ eyebrow: steps.eyebrow, title: steps.title }} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.items.map((step, index) => {
            const Icon = STEP_ICONS[index] ?? SparklesIcon;
            return (
              <li key={step.title} className="flex flex-col gap-3 rounded-xl border bg-background p-6">
                <div className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                    {index + 1}
                  </span>
                  <Icon className="size-5 text-primary" aria-hidden />
                </div>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="text-sm text-muted-foreground">{fill(step.text, COPY_VALUES)}</p>
              </li>
            );
          })}
        </ol>
        <div className="mt-8 text-center">
          <Link
            to={PATHS.howItWorks}
            className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            {steps.link}
            <ArrowRightIcon className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

const AUDIENCE_ICONS: Record<keyof AboutCopy["audiences"]["items"], LucideIcon> = {
  businessOwners: StoreIcon,
  designers: PaletteIcon,
  agencies: Building2Icon,
  freelancers: BriefcaseIcon,
  nonCoders: LaptopIcon,
  developers: Code2Icon,
};

/** Who the product is for. */
export function AudiencesSection() {
  const { audiences } = usePageCopy(aboutCopy);
  const keys = Object.keys(AUDIENCE_ICONS) as Array<keyof typeof AUDIENCE_ICONS>;
  return (
    <section aria-labelledby="audiences-title" className="container-page py-16 sm:py-20">
      <SectionHeading headingId="audiences-title" copy={{ eyebrow: audiences.eyebrow, title: audiences.title }} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {keys.map((key) => {
          const Icon = AUDIENCE_ICONS[key];
          const item = audiences.items[key];
          return (
            <li key={key} className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm">
              <span className="grid size-11 place-items-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="text-sm text-muted-foreground">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const BENEFIT_ICONS: Record<keyof AboutCopy["benefits"]["items"], LucideIcon> = {
  ownership: KeyRoundIcon,
  standard: PackageIcon,
  security: ShieldCheckIcon,
  preview: MonitorPlayIcon,
  conversation: MousePointerClickIcon,
  history: HistoryIcon,
  credits: CoinsIcon,
  existing: UploadIcon,
};

/** What using the product gets you. */
export function BenefitsSection() {
  const { benefits } = usePageCopy(aboutCopy);
  const keys = Object.keys(BENEFIT_ICONS) as Array<keyof typeof BENEFIT_ICONS>;
  return (
    <section aria-labelledby="benefits-title" className="border-y bg-card py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading headingId="benefits-title" copy={{ eyebrow: fill(benefits.eyebrow, COPY_VALUES), title: benefits.title }} />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
          {keys.map((key) => {
            const Icon = BENEFIT_ICONS[key];
            const item = benefits.items[key];
            return (
              <li key={key} className="flex flex-col gap-2">
                <Icon className="size-6 text-primary" aria-hidden />
                <h3 className="mt-1 font-semibold">{item.title}</h3>
                <p className="text-sm text-muted-foreground">{fill(item.text, COPY_VALUES)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
