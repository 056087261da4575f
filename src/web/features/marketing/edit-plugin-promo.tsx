import { Link } from "react-router";
import { ArrowRightIcon, CheckIcon, FileArchiveIcon, FileCode2Icon, SparklesIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useMarketingCopy } from "./copy-values";
import { homeCopy } from "./home-copy";
import { PATHS } from "@shared/routes";

const DEMO_FILES = [
  "booking-form.php",
  "includes/class-booking-form.php",
  "assets/css/booking-form.css",
  "assets/js/booking-form.js",
];

/** Home's 'Edit Any Plugin' promo: upload an existing plugin ZIP and change it through chat. */
export function EditPluginPromo() {
  const { editPromo } = useMarketingCopy(homeCopy);
  return (
    <section aria-labelledby="edit-plugin-title" className="py-8 sm:py-12">
      <div className="container-page">
        <div className="grid items-center gap-12 overflow-hidden rounded-3xl border bg-gradient-to-br from-accent via-card to-card p-6 shadow-sm sm:p-10 lg:grid-cols-2 lg:p-14">
          <div>
            <p className="text-sm font-semibold text-primary">{editPromo.eyebrow}</p>
            <h2 id="edit-plugin-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {editPromo.title}
            </h2>
            <p className="mt-4 text-pretty text-muted-foreground">{editPromo.text}</p>
            <ul className="mt-6 flex flex-col gap-3 text-sm">
              {editPromo.points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
              <Link to={PATHS.pluginEditor}>
                {editPromo.button}
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
          </div>
          {/* An illustration of the editor; the text beside it says the same, so it is hidden from screen readers. */}
          <div aria-hidden className="relative">
            <div className="absolute -inset-6 -z-0 rounded-full bg-primary/10 blur-3xl" />
            <div className="relative flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-xl shadow-indigo-950/10">
              <div className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                  <FileArchiveIcon className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="truncate font-semibold">booking-form.zip</p>
                  <p className="text-xs text-muted-foreground">{editPromo.demoFileLabel}</p>
                </div>
                <span className="ml-auto rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground tabular-nums">
                  v1.2.0
                </span>
              </div>
              <ul className="flex flex-col gap-1.5 rounded-lg border bg-background p-3 font-mono text-xs text-muted-foreground">
                {DEMO_FILES.map((file) => (
                  <li key={file} className="flex items-center gap-2 truncate">
                    <FileCode2Icon className="size-3.5 shrink-0 text-primary/70" />
                    {file}
                  </li>
                ))}
              </ul>
              <p className="ml-8 rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-sm text-primary-foreground">
                {editPromo.demoMessage}
              </p>
              <p className="mr-8 flex gap-2 rounded-2xl rounded-bl-sm bg-muted px-4 py-2.5 text-sm">
                <SparklesIcon className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{editPromo.demoReply}</span>
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
