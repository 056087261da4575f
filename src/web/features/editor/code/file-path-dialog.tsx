import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PluginFiles } from "@shared/schemas/plugins";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { checkNewPath, type NewPathProblem } from "./file-edits";

const PROBLEM_KEYS = {
  invalid: "editor.files.invalidPath",
  exists: "editor.files.exists",
  unchanged: "editor.files.unchanged",
  "image-as-text": "editor.files.imageAsText",
  "image-rename": "editor.files.imageRename",
  "text-to-image": "editor.files.textToImage",
} as const satisfies Record<NewPathProblem, string>;

export type PathDialogRequest = { kind: "add"; initial: string } | { kind: "rename"; from: string };

/**
 * Asks for a file path: a new (empty) file, or a file's new name. Checked here for quick feedback
 * (checkNewPath), then `onSubmit` saves it as a version; the dialog stays open if that fails.
 */
export function FilePathDialog({
  request,
  files,
  pending,
  onSubmit,
  onClose,
}: {
  request: PathDialogRequest | null;
  files: PluginFiles;
  pending: boolean;
  onSubmit: (path: string) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        {request ? (
          <PathForm
            key={request.kind === "add" ? "add" : request.from}
            request={request}
            files={files}
            pending={pending}
            onSubmit={onSubmit}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PathForm({
  request,
  files,
  pending,
  onSubmit,
  onClose,
}: {
  request: PathDialogRequest;
  files: PluginFiles;
  pending: boolean;
  onSubmit: (path: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(request.kind === "add" ? request.initial : request.from);
  const [problem, setProblem] = useState<NewPathProblem | null>(null);
  const from = request.kind === "rename" ? request.from : undefined;
  const name = from?.split("/").pop() ?? "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkNewPath(value, files, from);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    if (await onSubmit(check.path)) onClose();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>
          {request.kind === "add" ? t("editor.files.addTitle") : t("editor.files.renameTitle", { name })}
        </DialogTitle>
        <DialogDescription>
          {request.kind === "add" ? t("editor.files.addText") : t("editor.files.renameText")}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{t("editor.files.pathLabel")}</Label>
        <Input
          id={id}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          placeholder={t("editor.files.pathPlaceholder")}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-error` : undefined}
          autoFocus
        />
        <FieldError id={`${id}-error`} message={problem ? t(PROBLEM_KEYS[problem]) : undefined} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {request.kind === "add" ? t("editor.files.create") : t("editor.files.renameConfirm")}
        </Button>
      </DialogFooter>
    </form>
  );
}
