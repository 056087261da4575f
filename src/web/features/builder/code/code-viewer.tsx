import { lazy, Suspense } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import type { CodeMirrorViewerProps } from "./codemirror-viewer";

// CodeMirror and its languages load on first use, in a chunk of their own.
const CodeMirrorViewer = lazy(() => import("./codemirror-viewer"));

function ViewerSkeleton() {
  return (
    <div className="flex flex-col gap-2 p-4" aria-hidden>
      {[70, 45, 85, 60, 30, 75].map((width, index) => (
        <Skeleton key={index} className="h-3.5" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

export function CodeViewer(props: CodeMirrorViewerProps) {
  return (
    <Suspense fallback={<ViewerSkeleton />}>
      <CodeMirrorViewer {...props} />
    </Suspense>
  );
}
