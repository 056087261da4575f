// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { EditorPage } from "~/features/editor/editor-page";
import { requireEditorUser } from "~/features/editor/require-editor-user";
import type { Route } from "./+types/plugin-editor";

export async function clientLoader() {
  return { me: await requireEditorUser() };
}

export default function PluginEditor({ loaderData }: Route.ComponentProps) {
  return <EditorPage me={loaderData.me} />;
}
