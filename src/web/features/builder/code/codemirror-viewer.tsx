import { useEffect, useRef } from "react";
import { Compartment, EditorState } from "@codemirror/state";
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  lineNumbers,
} from "@codemirror/view";
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from "@codemirror/language";
import { languageFor } from "./code-language";

const theme = EditorView.theme({
  "&": { height: "100%", fontSize: "12.5px", backgroundColor: "var(--color-card)" },
  // The code takes the keyboard's focus (Tab, then the arrow keys scroll it): show where it is.
  "&.cm-focused": { outline: "2px solid var(--color-ring)", outlineOffset: "-2px" },
  ".cm-scroller": { fontFamily: "var(--font-mono)", lineHeight: "1.6" },
  ".cm-gutters": { backgroundColor: "var(--color-muted)", color: "var(--color-muted-foreground)", border: "none" },
  ".cm-activeLineGutter": { backgroundColor: "var(--color-accent)" },
  ".cm-content": { padding: "8px 0" },
  ".cm-activeLine": { backgroundColor: "color-mix(in oklab, var(--color-destructive) 12%, transparent)" },
});

export interface CodeMirrorViewerProps {
  path: string;
  content: string;
  /** Keep the end in view while the file is being written. */
  follow: boolean;
  label: string;
  /** A line to scroll to and mark (a check finding's); `at` changes on every request to show it. */
  focus?: { line: number; at: number } | null;
}

/** A read-only CodeMirror 6 view of one file (loaded lazily: not in the initial bundle). */
export default function CodeMirrorViewer({ path, content, follow, label, focus = null }: CodeMirrorViewerProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const marked = useRef(new Compartment());
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
          marked.current.of([]),
          EditorState.readOnly.of(true),
          // Read-only code still scrolls: it must be reachable with Tab to scroll it with the keys (WCAG 2.1.1).
          EditorView.contentAttributes.of({ tabindex: "0" }),
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

  // After the content effect above: the file is in place before its line is looked up.
  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const doc = current.state.doc;
    if (!focus || follow || focus.line < 1 || focus.line > doc.lines) {
      current.dispatch({ effects: marked.current.reconfigure([]) });
      return;
    }
    const { from } = doc.line(focus.line);
    current.dispatch({ selection: { anchor: from }, effects: marked.current.reconfigure(highlightActiveLine()) });
    current.requestMeasure({
      read: (v) => v.lineBlockAt(from).top,
      write: (top, v) => {
        v.scrollDOM.scrollTop = Math.max(0, top - v.scrollDOM.clientHeight / 3);
      },
    });
    // Content changes do not move the view back to the line: only a new request (a new `focus`) does.
  }, [focus, path, follow]);

  return <div ref={host} className="h-full min-h-0 overflow-hidden" data-testid="code-viewer" />;
}
