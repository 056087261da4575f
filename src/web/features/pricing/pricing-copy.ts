import pricingEn from "~/features/marketing/copy/pricing.en.json";
import pricingSv from "~/features/marketing/copy/pricing.sv.json";
import { definePageCopy } from "~/lib/page-copy";

/** The pricing page's marketing copy (its FAQ and meta), in English and Swedish. */
export const pricingCopy = definePageCopy(pricingEn, pricingSv);
