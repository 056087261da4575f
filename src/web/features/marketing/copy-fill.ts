import { CONTENT_PLACEHOLDERS } from "@shared/content/placeholders";
import { fillTemplate as fill } from "@shared/fill-template";

// The figures marketing copy may quote: the same map as articles and legal texts, all read from
// src/shared/constants.ts. Copy files write `{{signUpBonus}}`, never "10" (design.md §1.4); a unit
// test keeps typed figures out of them.
export const COPY_VALUES = CONTENT_PLACEHOLDERS;

export type CopyValueName = keyof typeof COPY_VALUES;

/** Fills every `{{placeholder}}` in every string of a copy tree (objects and arrays, any depth). */
export function fillCopy<T>(copy: T, values: Readonly<Record<string, string | number>> = COPY_VALUES): T {
  if (typeof copy === "string") return fill(copy, values) as T;
  if (Array.isArray(copy)) return copy.map((item: unknown) => fillCopy(item, values)) as T;
  if (copy !== null && typeof copy === "object") {
    return Object.fromEntries(
      Object.entries(copy).map(([key, value]) => [key, fillCopy(value, values)]),
    ) as T;
  }
  return copy;
}
