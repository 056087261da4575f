import { definePageCopy } from "~/lib/page-copy";
import aboutEn from "./copy/about.en.json";
import aboutSv from "./copy/about.sv.json";
import howItWorksEn from "./copy/how-it-works.en.json";
import howItWorksSv from "./copy/how-it-works.sv.json";

/** The /about page's copy in both languages (src/web/lib/page-copy.ts). */
export const aboutCopy = definePageCopy(aboutEn, aboutSv);
export type AboutCopy = typeof aboutEn;

/** The /how-it-works page's copy in both languages. */
export const howItWorksCopy = definePageCopy(howItWorksEn, howItWorksSv);
export type HowItWorksCopy = typeof howItWorksEn;
