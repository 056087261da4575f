import { useId, type ComponentProps, type ReactNode } from "react";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

interface TextFieldProps extends ComponentProps<typeof Input> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Rendered at the right of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
}

/** A labelled input with its hint and validation message wired up for screen readers. */
export function TextField({ label, error, hint, labelAside, className, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  // A validation message that repeats the hint replaces it: the password rule showed twice (issue #34). Other hints,
  // such as the contact form's character count, stay beside their error.
  const shownHint = error && error === hint ? null : hint;
  const describedBy = [shownHint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {shownHint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {shownHint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
