import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
}

/** A row of pressed/unpressed buttons choosing one value (the preview's Admin/Website and Mock/Live switches). */
export function SegmentedSwitch<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Array<SegmentedOption<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex h-8 items-center rounded-lg bg-muted p-[3px]">
      {options.map(({ value: option, label: text, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            "inline-flex h-full cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors",
            value === option ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {Icon ? <Icon className="size-3.5" aria-hidden /> : null}
          {text}
        </button>
      ))}
    </div>
  );
}
