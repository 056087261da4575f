export function copyCatalogue(outdir: string, root?: string): void;
