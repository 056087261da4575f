import type { ReactNode } from "react";
import { CheckIcon, HistoryIcon, InfoIcon, SparklesIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { QuickAction } from "@shared/schemas/plugins";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { FileList } from "./file-list";
import { MarkdownText } from "./markdown-text";

function AssistantRow({ children, icon, className }: { children: ReactNode; icon?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-2.5" data-testid="assistant-message">
      <span
        className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground"
        aria-hidden
      >
        {icon ?? <SparklesIcon className="size-3.5" />}
      </span>
      <div
        className={cn(
          "flex max-w-[88%] min-w-0 flex-col gap-3 rounded-2xl rounded-tl-md border bg-card px-3.5 py-2.5 text-sm shadow-xs",
          className,
        )}
      >
        <span className="sr-only">{t("builder.chat.assistant")}</span>
        {children}
      </div>
    </li>
  );
}

interface AssistantBubbleProps {
  text: string;
  files: string[];
  features?: string[];
  quickActions?: QuickAction[];
  /** The file being written, while the turn streams. */
  writing?: string | null;
  onQuickAction?: (prompt: string) => void;
  quickActionsDisabled?: boolean;
  /** The turn stopped or broke off after files arrived (a paid turn, saved with what had arrived). */
  incomplete?: boolean;
}

/** The assistant's answer: explanation, changed files, features and quick actions. */
export function AssistantBubble({
  text,
  files,
  features = [],
  quickActions = [],
  writing,
  onQuickAction,
  quickActionsDisabled,
  incomplete = false,
}: AssistantBubbleProps) {
  const { t } = useTranslation();
  return (
    <AssistantRow>
      {incomplete ? (
        <p className="flex items-start gap-1.5 text-xs font-medium text-amber-700 dark:text-amber-400" data-testid="incomplete-note">
          <TriangleAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden />
          {t("builder.history.incompleteText")}
        </p>
      ) : null}
      {text ? <MarkdownText text={text} /> : null}
      <FileList files={files} writing={writing} />
      {features.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-xs font-medium text-muted-foreground">{t("builder.chat.features")}</p>
          <ul className="flex flex-col gap-1">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-1.5">
                <CheckIcon className="mt-0.5 size-3.5 shrink-0 text-success" aria-hidden />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {onQuickAction && quickActions.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-xs font-medium text-muted-foreground">{t("builder.chat.quickActions")}</p>
          <div className="flex flex-wrap gap-1.5">
            {quickActions.map((action) => (
              <Button
                key={action.label}
                type="button"
                variant="outline"
                size="sm"
                className="h-auto min-h-8 py-1 text-left whitespace-normal"
                disabled={quickActionsDisabled}
                onClick={() => onQuickAction(action.prompt)}
                title={action.prompt}
              >
                {action.label}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
    </AssistantRow>
  );
}

/** 'Restored version {n}' in the conversation. */
export function RestoreBubble({ version }: { version: number }) {
  const { t } = useTranslation();
  return (
    <AssistantRow icon={<HistoryIcon className="size-3.5" />} className="py-2">
      <p>{t("builder.chat.restored", { version })}</p>
    </AssistantRow>
  );
}

/** Why the last turn changed nothing: shown once, below the conversation, until the next turn. */
export function NoticeBubble({ text }: { text: string }) {
  return (
    <AssistantRow icon={<InfoIcon className="size-3.5" />} className="border-amber-300 bg-amber-50 text-amber-950">
      <MarkdownText text={text} />
    </AssistantRow>
  );
}
