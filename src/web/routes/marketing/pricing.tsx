import { useEffect } from "react";
import { PATHS } from "@shared/routes";
import pricingEn from "~/features/marketing/copy/pricing.en.json";
import { fillCopy } from "~/features/marketing/copy-fill";
import { island } from "~/features/marketing/islands";
import { prerenderedMeta } from "~/features/marketing/prerendered-meta";
import { hasSession } from "~/features/marketing/shell/session-hint";
import { faqJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/pricing";

// Built when prerendering; the browser reads the tags back from the page (decision 0073).
export const meta: Route.MetaFunction = (args) => {
  if (!import.meta.env.SSR) return prerenderedMeta(args);
  const { meta, faq } = fillCopy(pricingEn);
  return seoMeta({
    title: meta.title,
    description: meta.description,
    path: PATHS.pricing,
    keywords: meta.keywords,
    jsonLd: [faqJsonLd(faq.items)],
  });
};

// The body keeps its prerendered HTML until it is needed (decision 0073): a visitor's first click on a plan,
// the consent or the credit pack brings the component, and every click made meanwhile is replayed on it in
// order. A signed-in person gets the component at once: what they can buy depends on their subscription.
const Body = island("page", () => import("~/features/pricing/pricing-page"), { ownsTitle: true });

export default function Pricing() {
  useEffect(() => {
    let current = true;
    void hasSession().then((signedIn) => {
      if (current && signedIn) Body.wake();
    });
    // The checkout in test mode takes no money: said above the plans (prerendered hidden).
    void fetch("/api/billing/plans", { credentials: "same-origin", headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ testMode?: unknown }>) : null))
      .then((plans) => {
        if (current && plans?.testMode === true) {
          for (const note of document.querySelectorAll("[data-test-mode-note]")) note.removeAttribute("hidden");
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return <Body />;
}
