import { definePageCopy } from "~/lib/page-copy";
import en from "./copy/home.en.json";
import sv from "./copy/home.sv.json";

/** The home page's copy (the prompt box and the gallery keep theirs in the i18n files: other pages use them). */
export const homeCopy = definePageCopy(en, sv);
