import { createContext, useContext, type ReactNode } from "react";
import type { FileEdits } from "./use-file-edits";

const FileEditsContext = createContext<FileEdits | null>(null);

export function FileEditsProvider({ edits, children }: { edits: FileEdits; children: ReactNode }) {
  return <FileEditsContext.Provider value={edits}>{children}</FileEditsContext.Provider>;
}

/** The editor's hand edits, for the components inside the editing view. */
export function useFileEditsContext(): FileEdits {
  const edits = useContext(FileEditsContext);
  if (!edits) throw new Error("useFileEditsContext() outside <FileEditsProvider>");
  return edits;
}
