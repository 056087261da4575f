// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { Link, useSearchParams } from "react-router";
import { CreditCardIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { formatUsd } from "@shared/constants";
import { PATHS } from "@shared/routes";
import { PageTitle } from "~/components/layout/page-title";
import { Button, buttonVariants } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { requireMe } from "~/features/auth/route-guards";
import { useFinishCheckout, useLocalCheckoutSession } from "~/features/billing/local-checkout/local-checkout-query";
import { TestModeNote } from "~/features/billing/test-mode-note";
import { useGoToUrl } from "~/features/billing/use-go-to-url";
import { errorMessage, hasErrorCode } from "~/lib/api";

export async function clientLoader() {
  await requireMe();
  return null;
}

/** The local test-mode checkout (design.md §1.3): what a provider's checkout page would be, without a card. */
export default function Checkout() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("session") ?? "";
  const session = useLocalCheckoutSession(id);
  const finish = useFinishCheckout(id);
  const goTo = useGoToUrl();

  function act(how: "complete" | "cancel") {
    finish.mutate(how, {
      onSuccess: ({ redirectUrl }) => goTo(redirectUrl),
      onError: (error) => toast.error(t("billing.checkout.failed"), { description: errorMessage(error) }),
    });
  }

  const data = session.data;
  // The server answers not_found for an unknown session and for another person's alike.
  const notFound = id === "" || hasErrorCode(session.error, "not_found");
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageTitle title={t("billing.checkout.metaTitle")} />
      <TestModeNote />
      <section
        className="rounded-2xl border bg-card p-6 shadow-lg shadow-indigo-950/5 sm:p-8"
        aria-labelledby="checkout-title"
      >
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-lg bg-primary/10 text-primary">
            <CreditCardIcon className="size-5" aria-hidden />
          </span>
          <h1 id="checkout-title" className="text-2xl font-bold tracking-tight">
            {t("billing.checkout.title")}
          </h1>
        </div>
        {id !== "" && session.isPending ? (
          <Skeleton className="mt-6 h-24 w-full" />
        ) : data ? (
          <div className="mt-6 flex flex-col gap-6">
            <div className="rounded-lg border bg-muted/40 p-4">
              <p className="font-medium">
                {data.mode === "subscription"
                  ? t("billing.checkout.subscription", { plan: data.itemName, credits: data.credits })
                  : t("billing.checkout.pack", { credits: data.credits })}
              </p>
              <p className="mt-1 text-xl font-bold tracking-tight sm:text-2xl">
                {data.mode === "subscription"
                  ? t("billing.checkout.priceMonthly", { price: formatUsd(data.priceUsd) })
                  : t("billing.checkout.priceOnce", { price: formatUsd(data.priceUsd) })}
              </p>
            </div>
            {data.status === "open" ? (
              <div className="flex flex-col gap-3 sm:flex-row-reverse">
                <Button size="lg" className="sm:flex-1" disabled={finish.isPending} onClick={() => act("complete")}>
                  {finish.isPending && finish.variables === "complete" ? <Spinner /> : null}
                  {t("billing.checkout.pay", { price: formatUsd(data.priceUsd) })}
                </Button>
                <Button size="lg" variant="outline" disabled={finish.isPending} onClick={() => act("cancel")}>
                  {t("billing.checkout.cancel")}
                </Button>
              </div>
            ) : (
              <div className="flex flex-col gap-4">
                <p role="status" className="text-sm">
                  {data.status === "complete" ? t("billing.checkout.complete") : t("billing.checkout.canceled")}
                </p>
                {/* Not the success URL: that would announce the purchase a second time. */}
                <Link
                  to={data.status === "complete" ? PATHS.dashboard : PATHS.pricing}
                  className={buttonVariants({ variant: "outline", className: "self-start" })}
                >
                  {t("billing.checkout.back")}
                </Link>
              </div>
            )}
          </div>
        ) : notFound ? (
          <div className="mt-6">
            <p className="font-medium">{t("billing.checkout.notFound")}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("billing.checkout.notFoundText")}</p>
            <Link to={PATHS.pricing} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
              {t("billing.checkout.back")}
            </Link>
          </div>
        ) : (
          <div role="alert" className="mt-6 flex flex-col items-start gap-3">
            <p className="font-medium">{t("billing.checkout.loadError")}</p>
            <p className="text-sm text-muted-foreground">{errorMessage(session.error)}</p>
            <Button variant="outline" onClick={() => void session.refetch()}>
              {t("common.tryAgain")}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
