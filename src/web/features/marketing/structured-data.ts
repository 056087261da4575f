import { CREDITS, PLANS, PRODUCT_NAME, formatUsd } from "@shared/constants";
import { PATHS } from "@shared/routes";
import { absoluteUrl } from "~/lib/seo";

/** SoftwareApplication structured data: the builder, free to start, with the plans as the price range. */
export function softwareApplicationJsonLd(description: string): object {
  const prices = PLANS.map((plan) => plan.priceUsd);
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: PRODUCT_NAME,
    applicationCategory: "DeveloperApplication",
    operatingSystem: "Web",
    url: absoluteUrl(PATHS.home),
    description,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: 0,
      highPrice: Math.max(...prices),
      description: `${CREDITS.signUpBonus} free credits on sign-up; monthly plans from ${formatUsd(Math.min(...prices))}.`,
    },
  };
}
