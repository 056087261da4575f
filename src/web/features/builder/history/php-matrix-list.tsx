import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PhpMatrix } from "@shared/schemas/php-matrix";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/utils";
import { phpMatrixNote, phpMatrixRowMessage } from "./php-matrix-texts";

/**
 * The PHP compatibility matrix of a version (issue #32, docs/decisions/0061): a row per PHP version the
 * server runs, ok or failed with the first error and where it is (opening the Code tab there), pending
 * until its job has tried it; then the measured minimum the download's readme gets.
 */
export function PhpMatrixList({ matrix, showFile }: { matrix: PhpMatrix; showFile: (file: string, line: number | null) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  if (matrix.status === "skipped" && matrix.rows.length === 0) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="php-matrix" data-status="skipped">
        {t("builder.checks.phpSkipped", { note: phpMatrixNote(matrix, language) })}
      </p>
    );
  }
  const summary =
    matrix.status === "pending" ? (
      <span className="inline-flex items-center gap-1.5">
        <Spinner className="size-3" />
        {t("builder.checks.phpPending")}
      </span>
    ) : matrix.status === "skipped" ? (
      t("builder.checks.phpSkipped", { note: phpMatrixNote(matrix, language) })
    ) : matrix.requiresPhp ? (
      t("builder.checks.phpRequires", { php: matrix.requiresPhp })
    ) : (
      t("builder.checks.phpNoMinimum")
    );
  return (
    <section className="flex flex-col gap-1.5 text-xs" aria-label={t("builder.checks.phpTitle")} data-testid="php-matrix" data-status={matrix.status}>
      <h4 className="font-semibold">{t("builder.checks.phpTitle")}</h4>
      <p className="text-muted-foreground">{summary}</p>
      <ul className="flex flex-col divide-y rounded-lg border bg-background/60">
        {matrix.rows.map((row) => (
          <li key={row.php} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 px-2 py-1.5" data-testid="php-matrix-row" data-php={row.php} data-status={row.status}>
            <span className="w-14 shrink-0 font-mono font-medium" title={row.phpRelease ?? undefined}>
              {t("builder.checks.phpVersion", { php: row.php })}
            </span>
            {row.status === "pending" ? (
              <span className="inline-flex items-center gap-1 text-muted-foreground">
                <Spinner className="size-3" />
                {t("builder.checks.phpWaiting")}
              </span>
            ) : row.status === "passed" ? (
              <span className="inline-flex items-center gap-1 font-medium text-success">
                <CircleCheckIcon className="size-3.5" aria-hidden />
                {t("builder.checks.phpOk")}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 font-medium text-destructive">
                <CircleXIcon className="size-3.5" aria-hidden />
                {t("builder.checks.phpFailed")}
              </span>
            )}
            {row.status === "failed" && row.message ? (
              <span className={cn("min-w-0 basis-full text-muted-foreground [overflow-wrap:anywhere] sm:basis-0 sm:grow")}>
                {row.file ? (
                  <button
                    type="button"
                    className="mr-1 font-mono text-primary underline-offset-2 hover:underline"
                    onClick={() => showFile(row.file, row.line)}
                    aria-label={t("builder.checks.openAt", { file: row.file, line: row.line ?? 1 })}
                  >
                    {row.line !== null ? `${row.file}:${row.line}` : row.file}
                  </button>
                ) : null}
                {phpMatrixRowMessage(row, language)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
