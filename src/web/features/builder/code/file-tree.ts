export interface FileNode {
  type: "file";
  name: string;
  path: string;
}

export interface FolderNode {
  type: "folder";
  name: string;
  path: string;
  children: TreeNode[];
}

export type TreeNode = FileNode | FolderNode;

/**
 * A folder tree from slash-separated file paths (spec.md §2 File tree panel). Within a folder, folders
 * come first, then files, each sorted by name with numbers in order (part-2 before part-10). Empty segments (a leading, trailing or double slash)
 * are ignored.
 */
export function buildFileTree(paths: Iterable<string>): TreeNode[] {
  const root: FolderNode = { type: "folder", name: "", path: "", children: [] };
  for (const path of paths) {
    const segments = path.split("/").filter(Boolean);
    if (segments.length === 0) continue;
    let folder = root;
    segments.slice(0, -1).forEach((segment, index) => {
      const folderPath = segments.slice(0, index + 1).join("/");
      let next = folder.children.find((node): node is FolderNode => node.type === "folder" && node.name === segment);
      if (!next) {
        next = { type: "folder", name: segment, path: folderPath, children: [] };
        folder.children.push(next);
      }
      folder = next;
    });
    const name = segments[segments.length - 1]!;
    if (!folder.children.some((node) => node.type === "file" && node.name === name)) {
      folder.children.push({ type: "file", name, path });
    }
  }
  sortTree(root);
  return root.children;
}

const byName = new Intl.Collator(undefined, { numeric: true });

function sortTree(folder: FolderNode): void {
  folder.children.sort((a, b) => (a.type === b.type ? byName.compare(a.name, b.name) : a.type === "folder" ? -1 : 1));
  for (const child of folder.children) if (child.type === "folder") sortTree(child);
}

/** Every folder path in a tree (folders start expanded). */
export function folderPaths(nodes: TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.type === "folder" ? [node.path, ...folderPaths(node.children)] : []));
}
