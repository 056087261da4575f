// The contact page's body, an island of routes/marketing/contact.tsx (decision 0073): English visitors keep
// its prerendered HTML until they use the form; it renders with i18next for another language.
import "~/lib/i18n";
import { QueryClientProvider } from "@tanstack/react-query";
import { PageTitle } from "~/components/layout/page-title";
import { ContactDetails } from "~/features/contact/contact-details";
import { contactCopy } from "~/features/contact/contact-copy";
import { ContactForm } from "~/features/contact/contact-form";
import { usePageCopy } from "~/lib/page-copy";
import { queryClient } from "~/lib/query-client";

// The page's queries and mutations: the root has no query client (decision 0073).
export default function ContactPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Contact />
    </QueryClientProvider>
  );
}

function Contact() {
  const copy = usePageCopy(contactCopy);
  return (
    <div className="relative isolate">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(55%_60%_at_50%_0%,oklch(0.93_0.05_277/0.7),transparent)]"
      />
      <div className="container-page py-16 sm:py-20">
        <PageTitle title={copy.meta.title} />
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{copy.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{copy.title}</h1>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{copy.intro}</p>
        </header>
        <div className="mx-auto mt-12 grid max-w-6xl items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ContactForm />
          <ContactDetails />
        </div>
      </div>
    </div>
  );
}
