import { definePageCopy } from "~/lib/page-copy";
import en from "./copy/contact.en.json";
import sv from "./copy/contact.sv.json";

/** The contact page's copy in both languages (src/web/lib/page-copy.ts). */
export const contactCopy = definePageCopy(en, sv);
export type ContactCopy = typeof en;
