import { Link } from "react-router";
import { ArrowRightIcon, CalendarClockIcon, CircleHelpIcon, MailIcon, TimerIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CONTACT } from "@shared/constants";
import { PATHS } from "@shared/routes";
import { fill, usePageCopy } from "~/lib/page-copy";
import { contactCopy } from "./contact-copy";

function DetailItem({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** The support address, the response promise, office hours and the way to the FAQ. */
export function ContactDetails() {
  const { details: copy } = usePageCopy(contactCopy);
  return (
    <section aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="sr-only">
        {copy.title}
      </h2>
      <ul className="flex flex-col gap-4">
        <DetailItem icon={MailIcon} title={copy.emailTitle}>
          <p className="text-sm text-muted-foreground">{copy.emailText}</p>
          <a
            href={`mailto:${CONTACT.supportEmail}`}
            className="mt-1 font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            {CONTACT.supportEmail}
          </a>
        </DetailItem>
        <DetailItem icon={TimerIcon} title={copy.responseTitle}>
          <p className="text-sm text-muted-foreground">{fill(copy.responseText, { hours: CONTACT.responseHours })}</p>
        </DetailItem>
        <DetailItem icon={CalendarClockIcon} title={copy.hoursTitle}>
          <p className="text-sm">
            <span className="font-medium">{copy.hoursDays}</span>{" "}
            <span className="text-muted-foreground">{copy.hoursTime}</span>
          </p>
          <p className="text-sm text-muted-foreground">{copy.hoursNote}</p>
        </DetailItem>
        <DetailItem icon={CircleHelpIcon} title={copy.faqTitle}>
          <p className="text-sm text-muted-foreground">{copy.faqText}</p>
          <Link
            to={PATHS.faq}
            className="mt-1 inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {copy.faqLink}
            <ArrowRightIcon className="size-4" aria-hidden />
          </Link>
        </DetailItem>
      </ul>
    </section>
  );
}
