import { useId, useState } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDownIcon, Settings2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { toast } from "~/lib/toast";
import { z } from "zod";
import { updatePluginSchema, type PluginDetail } from "@shared/schemas/plugins";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { Checkbox } from "~/components/ui/checkbox";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "~/components/ui/collapsible";
import { Label } from "~/components/ui/label";
import { errorMessage } from "~/lib/api";
import { cn } from "~/lib/utils";
import { useUpdatePlugin } from "../queries/update-plugin";

type ProjectInfo = { name: string; version: string; isPublic: boolean };

// The API's own rules (shared schema), all three fields present. No author: a public plugin shows the
// owner's display name from Settings.
const projectInfoSchema = updatePluginSchema.and(z.object({ name: z.string(), version: z.string(), isPublic: z.boolean() }));

function fieldMessage(
  t: TFunction,
  field: "name" | "version",
  error: FieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.type === "too_big") return t("builder.project.tooLong");
  if (field === "name") return t("builder.project.nameRequired");
  if (field === "version") return t("builder.project.versionFormat");
  return t("builder.project.tooLong");
}

const triggerClass =
  "flex w-full cursor-pointer items-center gap-2 px-3 py-2.5 text-left text-sm font-medium hover:bg-accent/50 disabled:cursor-default disabled:text-muted-foreground disabled:hover:bg-transparent sm:px-4";

/** The Project Information row before the first message has created the plugin (same height, no jump). */
export function ProjectInfoPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="border-b">
      <button type="button" disabled className={triggerClass} title={t("builder.project.availableLater")}>
        <Settings2Icon className="size-4" aria-hidden />
        <span className="flex-1">{t("builder.project.title")}</span>
        <ChevronDownIcon className="size-4" aria-hidden />
      </button>
    </div>
  );
}

/** Project Information: name, version and 'Show on front page', saved with PATCH. */
export function ProjectInfoForm({ plugin, disabled }: { plugin: PluginDetail; disabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const checkboxId = useId();
  const update = useUpdatePlugin(plugin.id);
  const values: ProjectInfo = {
    name: plugin.name,
    version: plugin.version,
    isPublic: plugin.isPublic,
  };
  const form = useForm<ProjectInfo>({
    resolver: zodResolver(projectInfoSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    update.mutateAsync(input).then(
      (saved) => {
        form.reset({ name: saved.name, version: saved.version, isPublic: saved.isPublic });
        toast.success(t("builder.project.saved"));
      },
      (error: unknown) => toast.error(t("builder.project.error"), { description: errorMessage(error) }),
    ),
  );

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="border-b">
      <CollapsibleTrigger className={triggerClass}>
        <Settings2Icon className="size-4 text-muted-foreground" aria-hidden />
        <span className="flex-1">{t("builder.project.title")}</span>
        <ChevronDownIcon
          className={cn("size-4 text-muted-foreground transition-transform", open && "rotate-180")}
          aria-hidden
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="px-3 pb-4 sm:px-4">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 pt-1">
          <TextField
            label={t("builder.project.name")}
            error={fieldMessage(t, "name", errors.name)}
            disabled={disabled}
            {...form.register("name")}
          />
          <TextField
            label={t("builder.project.version")}
            error={fieldMessage(t, "version", errors.version)}
            disabled={disabled}
            inputMode="decimal"
            {...form.register("version")}
          />
          <div className="flex items-start gap-2.5">
            <Checkbox
              id={checkboxId}
              checked={form.watch("isPublic")}
              onCheckedChange={(checked) => form.setValue("isPublic", checked === true, { shouldDirty: true })}
              disabled={disabled}
              aria-describedby={`${checkboxId}-hint`}
              className="mt-0.5"
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor={checkboxId}>{t("builder.project.showOnFront")}</Label>
              <p id={`${checkboxId}-hint`} className="text-xs text-muted-foreground">
                {t("builder.project.showOnFrontHint")} {t("builder.project.authorHint")}
              </p>
            </div>
          </div>
          <SubmitButton pending={update.isPending} disabled={disabled || !isDirty} size="sm" className="self-end">
            {t("builder.project.save")}
          </SubmitButton>
        </form>
      </CollapsibleContent>
    </Collapsible>
  );
}
