import { useEffect, useRef } from "react";
import { defaultKeymap, history, historyKeymap, indentLess, indentMore } from "@codemirror/commands";
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from "@codemirror/language";
import { Annotation, Compartment, EditorState, type Extension } from "@codemirror/state";
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  type Command,
} from "@codemirror/view";
import { languageFor } from "~/features/builder/code/code-language";

const TAB = "  ";

/** Marks a change that came from outside (a save, a reload, a turn), not from typing. */
const External = Annotation.define<boolean>();

const theme = EditorView.theme({
  "&": { height: "100%", fontSize: "12.5px", backgroundColor: "var(--color-card)" },
  // The code takes the keyboard's focus (Tab, then the arrow keys scroll it): show where it is.
  "&.cm-focused": { outline: "2px solid var(--color-ring)", outlineOffset: "-2px" },
  ".cm-scroller": { fontFamily: "var(--font-mono)", lineHeight: "1.6" },
  ".cm-gutters": { backgroundColor: "var(--color-muted)", color: "var(--color-muted-foreground)", border: "none" },
  ".cm-activeLineGutter": { backgroundColor: "var(--color-accent)" },
  ".cm-activeLine": { backgroundColor: "color-mix(in oklab, var(--color-accent) 45%, transparent)" },
  ".cm-content": { padding: "8px 0", caretColor: "var(--color-foreground)" },
});

/** Tab inserts two spaces at the cursor (spec.md §9); with a selection it indents the selected lines. */
const insertTab: Command = (view) => {
  if (view.state.readOnly) return false;
  if (view.state.selection.ranges.some((range) => !range.empty)) return indentMore(view);
  view.dispatch(view.state.replaceSelection(TAB), { scrollIntoView: true, userEvent: "input" });
  return true;
};

export interface CodeMirrorEditorProps {
  path: string;
  content: string;
  readOnly: boolean;
  onChange: (text: string) => void;
  label: string;
  /** A line to put the cursor on and show (a check finding's); a new object asks again. */
  focus?: { line: number; at: number } | null;
}

/**
 * An editable CodeMirror 6 view of one file (loaded lazily). Each file keeps its own editor state, so
 * undo history and the cursor survive switching files; text that changes from outside (a save, a reload,
 * a turn streaming in) replaces what is shown.
 */
export default function CodeMirrorEditor({ path, content, readOnly, onChange, label, focus = null }: CodeMirrorEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  const shownPath = useRef<string | null>(null);
  const readOnlySetting = useRef(new Compartment());
  const onChangeRef = useRef(onChange);
  const readOnlyRef = useRef(readOnly);

  useEffect(() => {
    onChangeRef.current = onChange;
    readOnlyRef.current = readOnly;
  });

  function extensions(forPath: string): Extension[] {
    return [
      lineNumbers(),
      highlightActiveLineGutter(),
      highlightActiveLine(),
      foldGutter(),
      highlightSpecialChars(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
      EditorState.tabSize.of(2),
      indentUnit.of(TAB),
      keymap.of([{ key: "Tab", run: insertTab, shift: indentLess }, ...defaultKeymap, ...historyKeymap]),
      languageFor(forPath),
      readOnlySetting.current.of(EditorState.readOnly.of(readOnlyRef.current)),
      EditorView.updateListener.of((update) => {
        if (update.docChanged && !update.transactions.every((tr) => tr.annotation(External))) {
          onChangeRef.current(update.state.doc.toString());
        }
      }),
      theme,
    ];
  }

  useEffect(() => {
    const created = new EditorView({ parent: host.current! });
    view.current = created;
    const cache = states.current;
    return () => {
      created.destroy();
      view.current = null;
      shownPath.current = null;
      cache.clear();
    };
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    if (shownPath.current !== path) {
      // Another file: keep this one's state (undo, cursor) and show the other's, or a fresh one.
      if (shownPath.current !== null) states.current.set(shownPath.current, current.state);
      shownPath.current = path;
      const kept = states.current.get(path);
      const reuse = kept !== undefined && kept.doc.toString() === content;
      current.setState(reuse ? kept : EditorState.create({ doc: content, extensions: extensions(path) }));
      current.scrollDOM.scrollTop = 0;
      current.dispatch({
        effects: [
          readOnlySetting.current.reconfigure(EditorState.readOnly.of(readOnly)),
          ...(reuse ? [EditorView.scrollIntoView(kept.selection.main.head, { y: "center" })] : []),
        ],
      });
      return;
    }
    if (current.state.doc.toString() !== content) {
      current.dispatch({
        changes: { from: 0, to: current.state.doc.length, insert: content },
        annotations: External.of(true),
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- readOnly is applied by its own effect
  }, [path, content]);

  useEffect(() => {
    view.current?.dispatch({ effects: readOnlySetting.current.reconfigure(EditorState.readOnly.of(readOnly)) });
  }, [readOnly]);

  useEffect(() => {
    view.current?.contentDOM.setAttribute("aria-label", label);
  }, [label, path]);

  // After the file is shown (the effect above): the cursor goes to the finding's line, in view, ready to edit.
  useEffect(() => {
    const current = view.current;
    if (!current || !focus || focus.line < 1 || focus.line > current.state.doc.lines) return;
    const { from } = current.state.doc.line(focus.line);
    current.dispatch({ selection: { anchor: from }, effects: EditorView.scrollIntoView(from, { y: "center" }) });
    current.focus();
  }, [focus, path]);

  return <div ref={host} className="h-full min-h-0 overflow-hidden" data-testid="code-editor" />;
}
