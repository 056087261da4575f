import { PATHS } from "@shared/routes";
import en from "~/features/marketing/copy/ai-generator.en.json";
import { island } from "~/features/marketing/islands";
import { landingMeta } from "~/features/marketing/landing/landing-meta";
import { prerenderedMeta } from "~/features/marketing/prerendered-meta";
import type { Route } from "./+types/ai-generator";

// Built when prerendering; the browser reads the tags back from the page (decision 0073).
export const meta: Route.MetaFunction = (args) =>
  import.meta.env.SSR ? landingMeta(en, PATHS.landingAiGenerator) : prerenderedMeta(args);

// The body keeps its prerendered HTML until the visitor uses the prompt box (decision 0073).
const Body = island("page", () => import("~/features/marketing/landing/pages/ai-generator"), { ownsTitle: true });

export default function AiGeneratorLanding() {
  return <Body />;
}
