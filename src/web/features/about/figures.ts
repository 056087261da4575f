import { CREDITS, LIMITS, PRODUCT_NAME } from "@shared/constants";

/** The figures the about and how-it-works copy names as {{placeholders}}, read from the one source. */
export const FIGURES = {
  product: PRODUCT_NAME,
  signUpCredits: CREDITS.signUpBonus,
  generationCost: CREDITS.generationCost,
  downloadCost: CREDITS.downloadCost,
  uploadMb: LIMITS.uploadMaxBytes / (1024 * 1024),
} as const;
