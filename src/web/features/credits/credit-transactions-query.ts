import { useQuery } from "@tanstack/react-query";
import { creditTransactionsSchema } from "@shared/schemas/account";
import { api } from "~/lib/api";

export const creditTransactionsQueryKey = ["credits", "transactions"] as const;

export function useCreditTransactions() {
  return useQuery({
    queryKey: creditTransactionsQueryKey,
    queryFn: () => api("/api/credits/transactions", { schema: creditTransactionsSchema }),
    select: (data) => data.transactions,
  });
}
