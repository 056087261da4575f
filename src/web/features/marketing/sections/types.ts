// Shapes of the marketing sections' copy. Copy files (JSON) are checked against them where a page
// passes its copy to a section.

export interface SectionHeadingCopy {
  eyebrow?: string;
  title: string;
  intro?: string;
}

export interface FeatureItemCopy {
  /** A name from SECTION_ICONS (./icons.ts). */
  icon: string;
  title: string;
  text: string;
}

export interface FeatureGridCopy extends SectionHeadingCopy {
  items: readonly FeatureItemCopy[];
}

export interface StepCopy {
  title: string;
  text: string;
  /** A short code sample shown under the step. */
  code?: string;
}

export interface StepListCopy extends SectionHeadingCopy {
  items: readonly StepCopy[];
}

export interface CompareColumnCopy {
  title: string;
  /** The column that is us: drawn as the recommended option. */
  highlight?: boolean;
  /** A small label on the highlighted column ("Recommended"). */
  badge?: string;
  items: readonly string[];
}

export interface CompareCopy extends SectionHeadingCopy {
  /** Short claims shown above the columns (spec.md §1 claims only, never invented figures). */
  highlights?: readonly { value: string; label: string }[];
  columns: readonly CompareColumnCopy[];
}

export interface ChecklistCopy extends SectionHeadingCopy {
  text?: string;
  items: readonly { title: string; text: string }[];
}

export interface FaqItemCopy {
  question: string;
  answer: string;
}

export interface FaqCopy extends SectionHeadingCopy {
  items: readonly FaqItemCopy[];
}

export interface CtaCopy {
  title: string;
  text: string;
  button: string;
}
