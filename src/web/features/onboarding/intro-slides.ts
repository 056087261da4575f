import { DownloadIcon, MessageSquareTextIcon, MonitorPlayIcon, PlugZapIcon, type LucideIcon } from "lucide-react";

export interface IntroSlide {
  id: "intro" | "describe" | "preview" | "download";
  icon: LucideIcon;
}

/** The four slides before 'Choose Your Path' (spec.md §2 Onboarding). */
export const INTRO_SLIDES: readonly IntroSlide[] = [
  { id: "intro", icon: PlugZapIcon },
  { id: "describe", icon: MessageSquareTextIcon },
  { id: "preview", icon: MonitorPlayIcon },
  { id: "download", icon: DownloadIcon },
];

/** Intro slides plus the final choice. */
export const ONBOARDING_STEPS = INTRO_SLIDES.length + 1;
