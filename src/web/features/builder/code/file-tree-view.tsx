import { useMemo, useState } from "react";
import { ChevronRightIcon, FileCodeIcon, FileImageIcon, FolderIcon, FolderOpenIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isBinaryPath } from "@shared/binary-files";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/utils";
import { buildFileTree, type TreeNode } from "./file-tree";

interface FileTreeViewProps {
  paths: string[];
  selected: string | null;
  writing: string | null;
  onSelect: (path: string) => void;
  /** Files with unsaved changes (the editor): marked with a dot. */
  modified?: ReadonlySet<string>;
  /** Said to screen readers beside a modified file's name. */
  modifiedLabel?: string;
}

/** Folders from the file paths, expanded by default; a click on a folder folds it, on a file selects it. */
export function FileTreeView({ paths, selected, writing, onSelect, modified, modifiedLabel }: FileTreeViewProps) {
  const { t } = useTranslation();
  const key = paths.join("\n");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the set of paths changes, not on every render
  const tree = useMemo(() => buildFileTree(paths), [key]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  function toggle(path: string) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  }

  function render(nodes: TreeNode[], depth: number) {
    return (
      <ul className="flex flex-col">
        {nodes.map((node) => {
          const indent = { paddingLeft: `${depth * 12 + 8}px` };
          if (node.type === "folder") {
            const open = !collapsed.has(node.path);
            return (
              <li key={node.path}>
                <button
                  type="button"
                  onClick={() => toggle(node.path)}
                  aria-expanded={open}
                  className="flex h-7 w-full cursor-pointer items-center gap-1 rounded-md pr-2 text-left text-[13px] text-muted-foreground hover:bg-accent hover:text-foreground"
                  style={indent}
                >
                  <ChevronRightIcon
                    className={cn("size-3.5 shrink-0 transition-transform", open && "rotate-90")}
                    aria-hidden
                  />
                  {open ? (
                    <FolderOpenIcon className="size-3.5 shrink-0" aria-hidden />
                  ) : (
                    <FolderIcon className="size-3.5 shrink-0" aria-hidden />
                  )}
                  <span className="truncate">{node.name}</span>
                </button>
                {open ? render(node.children, depth + 1) : null}
              </li>
            );
          }
          const isSelected = node.path === selected;
          return (
            <li key={node.path}>
              <button
                type="button"
                onClick={() => onSelect(node.path)}
                aria-current={isSelected ? "true" : undefined}
                title={node.path}
                className={cn(
                  "flex h-7 w-full cursor-pointer items-center gap-1.5 rounded-md pr-2 text-left font-mono text-[12.5px] hover:bg-accent",
                  isSelected ? "bg-accent font-medium text-accent-foreground" : "text-foreground",
                )}
                style={{ paddingLeft: `${depth * 12 + 8 + 18}px` }}
              >
                {node.path === writing ? (
                  <Spinner className="size-3.5 text-primary" />
                ) : isBinaryPath(node.path) ? (
                  <FileImageIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                ) : (
                  <FileCodeIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                )}
                <span className="truncate">{node.name}</span>
                {node.path === writing ? <span className="sr-only">{t("builder.code.writing")}</span> : null}
                {modified?.has(node.path) ? (
                  <>
                    <span
                      className="ml-auto size-2 shrink-0 rounded-full bg-amber-500"
                      data-testid="modified-dot"
                      aria-hidden
                    />
                    {modifiedLabel ? <span className="sr-only">{modifiedLabel}</span> : null}
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return <div className="p-1.5">{render(tree, 0)}</div>;
}
