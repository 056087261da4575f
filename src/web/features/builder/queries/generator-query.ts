import { useQuery } from "@tanstack/react-query";
import { generatorInfoSchema } from "@shared/schemas/generation";
import { api } from "~/lib/api";

/** GET /api/generator: which generator answers turns (the offline blueprint one or a model). */
export function useGeneratorInfo() {
  return useQuery({
    queryKey: ["generator"],
    queryFn: ({ signal }) => api("/api/generator", { schema: generatorInfoSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
