import { useSearchParams } from "react-router";
import type { Me } from "@shared/schemas/account";
import { EditingView } from "./editing-view";
import { UploadView } from "./upload/upload-view";

/**
 * /plugin-editor (spec.md §2 Plugin editor): the upload state without `?id=`, the editing state with one.
 * The editing view stays mounted when the id changes (the first AI change moves it to the edited copy
 * while the turn streams).
 */
export function EditorPage({ me }: { me: Me }) {
  const [searchParams] = useSearchParams();
  return searchParams.get("id") ? <EditingView me={me} /> : <UploadView />;
}
