// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { BuilderPage } from "~/features/builder/builder-page";
import { requireBuilderUser } from "~/features/builder/require-builder-user";
import type { Route } from "./+types/builder";

export async function clientLoader() {
  return { me: await requireBuilderUser() };
}

export default function Builder({ loaderData }: Route.ComponentProps) {
  return <BuilderPage me={loaderData.me} />;
}
