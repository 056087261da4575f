import { ArrowDownRightIcon, ArrowUpRightIcon, ReceiptTextIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CreditTransaction } from "@shared/schemas/account";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/utils";
import { useCreditTransactions } from "./credit-transactions-query";
import { formatDateTime } from "./format-date";

/** The account's credit ledger, newest first. */
export function CreditHistoryCard() {
  const { t } = useTranslation();
  const transactions = useCreditTransactions();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("credits.historyTitle")}</CardTitle>
        <CardDescription>{t("credits.historyDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        {transactions.isPending ? (
          <HistorySkeleton />
        ) : transactions.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-6">
            <p className="text-sm text-muted-foreground">{t("credits.historyError")}</p>
            <Button size="sm" variant="outline" onClick={() => void transactions.refetch()}>
              {t("common.tryAgain")}
            </Button>
          </div>
        ) : transactions.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            <ReceiptTextIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">{t("credits.historyEmpty")}</p>
          </div>
        ) : (
          <TransactionTable transactions={transactions.data} />
        )}
      </CardContent>
    </Card>
  );
}

function TransactionTable({ transactions }: { transactions: CreditTransaction[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="-mx-6 overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="sr-only sm:not-sr-only">
          <tr className="border-b text-left text-xs tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="px-6 pb-3 font-medium">
              {t("credits.description")}
            </th>
            <th scope="col" className="hidden px-3 pb-3 font-medium sm:table-cell">
              {t("credits.date")}
            </th>
            <th scope="col" className="px-3 pb-3 text-right font-medium">
              {t("credits.amount")}
            </th>
            <th scope="col" className="hidden px-6 pb-3 text-right font-medium sm:table-cell">
              {t("credits.balanceAfter")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {transactions.map((transaction) => {
            const credit = transaction.amount > 0;
            const date = formatDateTime(transaction.createdAt, i18n.language);
            return (
              <tr key={transaction.id} className="align-top">
                <td className="px-6 py-3">
                  <div className="flex items-start gap-3">
                    <span
                      className={cn(
                        "mt-0.5 grid size-7 shrink-0 place-items-center rounded-full",
                        credit ? "bg-success/10 text-success" : "bg-muted text-muted-foreground",
                      )}
                    >
                      {credit ? (
                        <ArrowUpRightIcon className="size-4" aria-hidden />
                      ) : (
                        <ArrowDownRightIcon className="size-4" aria-hidden />
                      )}
                    </span>
                    <div className="min-w-0">
                      <p className="font-medium">{transaction.description}</p>
                      <p className="text-xs text-muted-foreground sm:hidden">
                        {date} · {t("credits.balanceAfterValue", { balance: transaction.balanceAfter })}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="hidden px-3 py-3 whitespace-nowrap text-muted-foreground sm:table-cell">
                  <time dateTime={transaction.createdAt}>{date}</time>
                </td>
                <td
                  className={cn(
                    "px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums",
                    credit ? "text-success" : "text-foreground",
                  )}
                >
                  {credit ? `+${transaction.amount}` : `${transaction.amount}`}
                </td>
                <td className="hidden px-6 py-3 text-right whitespace-nowrap text-muted-foreground tabular-nums sm:table-cell">
                  {transaction.balanceAfter}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-7 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-12" />
        </div>
      ))}
    </div>
  );
}
