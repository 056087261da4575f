import { CheckIcon, CopyIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { useCopyToClipboard } from "~/lib/clipboard";

/** Copies the selected file's content; the icon shows a check for 2 s. */
export function CopyFileButton({ path, content }: { path: string; content: string }) {
  const { t } = useTranslation();
  const clipboard = useCopyToClipboard();

  async function copy() {
    if (await clipboard.copy(content)) {
      toast.success(t("builder.header.copied"));
    } else {
      toast.error(t("errors.title"), { description: t("builder.header.copyFailed") });
    }
  }

  const name = path.split("/").pop() ?? path;
  return (
    <Button
      variant="outline"
      size="sm"
      // Below sm the header keeps its room for the plugin's name (the Code tab still shows the file there).
      className="hidden sm:inline-flex"
      onClick={() => void copy()}
      aria-label={t("builder.header.copyFileLabel", { name })}
      title={path}
    >
      {clipboard.copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
      <span className="hidden lg:inline">{t("builder.header.copyFile")}</span>
    </Button>
  );
}
