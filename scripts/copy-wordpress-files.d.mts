export function copyWordpressFiles(outdir: string, root?: string): void;
