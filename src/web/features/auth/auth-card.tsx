import type { ReactNode } from "react";
import { Card, CardContent, CardFooter, CardHeader } from "~/components/ui/card";
import { LogoMark } from "~/components/layout/logo";
import { cn } from "~/lib/utils";

/** The centred card every /auth step is shown in; its title is the page's h1. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md">
      <Card className="gap-7 shadow-lg shadow-indigo-950/5">
        <CardHeader className="items-center text-center">
          <LogoMark className="mb-2 size-10 rounded-xl" />
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
        {footer ? (
          <CardFooter className="justify-center border-t pt-6 text-center text-sm text-muted-foreground">
            {footer}
          </CardFooter>
        ) : null}
      </Card>
    </div>
  );
}

/** A text button that switches between auth steps. */
export function AuthLink({
  onClick,
  children,
  className,
}: {
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn("cursor-pointer rounded-sm font-medium text-primary underline-offset-4 hover:underline", className)}
    >
      {children}
    </button>
  );
}
