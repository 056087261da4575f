/** Publication dates are shown in US long format ("October 22, 2025") in every language (spec.md §2 Blog). */
export function formatPostDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
