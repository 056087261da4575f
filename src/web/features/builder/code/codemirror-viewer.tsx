import { useEffect, useRef } from "react";
import { Compartment, EditorState } from "@codemirror/state";
import {
  EditorView,
  drawSelection,
  highlightActiveLineGutter,
  highlightSpecialChars,
  lineNumbers,
} from "@codemirror/view";
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from "@codemirror/language";
import { languageFor } from "./code-language";

const theme = EditorView.theme({
  "&": { height: "100%", fontSize: "12.5px", backgroundColor: "var(--color-card)" },
  "&.cm-focused": { outline: "none" },
  ".cm-scroller": { fontFamily: "var(--font-mono)", lineHeight: "1.6" },
  ".cm-gutters": { backgroundColor: "var(--color-muted)", color: "var(--color-muted-foreground)", border: "none" },
  ".cm-activeLineGutter": { backgroundColor: "var(--color-accent)" },
  ".cm-content": { padding: "8px 0" },
});

export interface CodeMirrorViewerProps {
  path: string;
  content: string;
  /** Keep the end in view while the file is being written. */
  follow: boolean;
  label: string;
}

/** A read-only CodeMirror 6 view of one file (loaded lazily: not in the initial bundle). */
export default function CodeMirrorViewer({ path, content, follow, label }: CodeMirrorViewerProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: "",
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          highlightSpecialChars(),
          drawSelection(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          language.current.of([]),
          EditorState.readOnly.of(true),
          EditorState.tabSize.of(2),
          theme,
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
      shownPath.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: language.current.reconfigure(languageFor(path)) });
  }, [path]);

  useEffect(() => {
    view.current?.contentDOM.setAttribute("aria-label", label);
  }, [label]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const old = current.state.doc.toString();
    const sameFile = shownPath.current === path;
    shownPath.current = path;
    if (old !== content) {
      // While a file streams in, only the new end is appended, so the view does not jump.
      const append = sameFile && old.length > 0 && content.startsWith(old);
      current.dispatch({
        changes: append
          ? { from: old.length, insert: content.slice(old.length) }
          : { from: 0, to: old.length, insert: content },
        selection: append ? undefined : { anchor: 0 },
      });
    }
    // Only the editor's own scroller moves (EditorView.scrollIntoView would also scroll the page around it).
    const scroller = current.scrollDOM;
    if (follow) current.requestMeasure({ read: () => null, write: () => (scroller.scrollTop = scroller.scrollHeight) });
    else if (!sameFile) scroller.scrollTop = 0;
  }, [path, content, follow]);

  return <div ref={host} className="h-full min-h-0 overflow-hidden" data-testid="code-viewer" />;
}
