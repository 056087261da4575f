import { definePageCopy } from "~/lib/page-copy";
import en from "./copy/blog.en.json";
import sv from "./copy/blog.sv.json";

export const blogCopy = definePageCopy(en, sv);
