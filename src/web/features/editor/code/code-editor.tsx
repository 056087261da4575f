import { lazy, Suspense } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import type { CodeMirrorEditorProps } from "./codemirror-editor";

// CodeMirror, its editing commands and languages load on first use, in a chunk of their own.
const CodeMirrorEditor = lazy(() => import("./codemirror-editor"));

function EditorSkeleton() {
  return (
    <div className="flex flex-col gap-2 p-4" aria-hidden>
      {[70, 45, 85, 60, 30, 75].map((width, index) => (
        <Skeleton key={index} className="h-3.5" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

export function CodeEditor(props: CodeMirrorEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <CodeMirrorEditor {...props} />
    </Suspense>
  );
}
