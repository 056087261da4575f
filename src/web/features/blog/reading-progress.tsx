import { useEffect, useState, useSyncExternalStore } from "react";
import { onShownLanguage, shownLanguage, type Language } from "~/lib/i18n-language";

// Its own words, not in the blog's copy: an article's route renders the bar from the start while the rest of
// the page is kept as prerendered HTML (decision 0073), and it follows the shown language without i18next.
const LABEL: Record<Language, string> = { en: "Reading progress", sv: "Läsförlopp" };

/** A bar fixed at the top whose width is how far the page has been scrolled (spec.md §2 Blog). */
export function ReadingProgress() {
  const label = LABEL[useSyncExternalStore(onShownLanguage, shownLanguage, shownLanguage)];
  const [percent, setPercent] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { scrollHeight, clientHeight } = document.documentElement;
      const scrollable = scrollHeight - clientHeight;
      setPercent(scrollable > 0 ? Math.min(100, Math.max(0, (window.scrollY / scrollable) * 100)) : 100);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="fixed inset-x-0 top-0 z-[60] h-1 bg-transparent"
    >
      <div
        data-testid="reading-progress"
        className="h-full bg-gradient-to-r from-indigo-500 to-violet-600"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
