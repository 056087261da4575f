// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { MailXIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PATHS } from "@shared/routes";
import { PageTitle } from "~/components/layout/page-title";
import { Button, buttonVariants } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { api, errorMessage } from "~/lib/api";

/**
 * The newsletter mail's unsubscribe link (issue #13): no sign-in, the signed token is enough. It asks
 * first, so a mail scanner that opens links does not unsubscribe anyone.
 */
export default function Unsubscribe() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<{ kind: "ask" | "working" | "done" } | { kind: "error"; message: string }>({
    kind: "ask",
  });

  async function confirm() {
    setState({ kind: "working" });
    try {
      await api(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        schema: z.object({ ok: z.literal(true) }),
      });
      setState({ kind: "done" });
    } catch (error) {
      setState({ kind: "error", message: errorMessage(error) });
    }
  }

  return (
    <div className="container-page flex justify-center py-16">
      <PageTitle title={t("unsubscribe.metaTitle")} />
      <section className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center shadow-sm">
        <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
          <MailXIcon className="size-6" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{t("unsubscribe.title")}</h1>
        {state.kind === "done" ? (
          <p role="status">{t("unsubscribe.done")}</p>
        ) : (
          <>
            <p className="text-muted-foreground">{t("unsubscribe.text")}</p>
            {state.kind === "error" ? (
              <p role="alert" className="text-sm text-destructive">
                {state.message}
              </p>
            ) : null}
            <Button onClick={() => void confirm()} disabled={state.kind === "working" || token === ""}>
              {state.kind === "working" ? <Spinner /> : null}
              {t("unsubscribe.confirm")}
            </Button>
          </>
        )}
        <Link to={PATHS.settings} className={buttonVariants({ variant: "link" })}>
          {t("unsubscribe.settings")}
        </Link>
      </section>
    </div>
  );
}
