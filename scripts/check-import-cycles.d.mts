/** The modules under src/ that `file` imports or re-exports, as absolute paths. */
export function importsOf(file: string, text?: string): string[];
/** Each import cycle of `graph` (module → modules it imports) as the sorted modules of one strongly connected component. */
export function findCycles(graph: Map<string, readonly string[]>): string[][];
