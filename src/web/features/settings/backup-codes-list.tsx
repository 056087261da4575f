import { CopyIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { copyToClipboard } from "~/lib/clipboard";

export function BackupCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation();

  async function copy() {
    if (await copyToClipboard(codes.join("\n"))) toast.success(t("settings.twoFactor.codesCopied"));
    else toast.error(t("errors.title"), { description: t("errors.unexpected") });
  }

  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/50 p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <Button variant="outline" onClick={() => void copy()} className="self-start">
        <CopyIcon aria-hidden />
        {t("settings.twoFactor.copyCodes")}
      </Button>
    </div>
  );
}
