// Types for scripts/build-state.mjs (plain JavaScript, so `npm start` runs it without a compiler).
export declare const BUILD_INPUTS: readonly string[];
export declare const STAMP_FILE: string;
export declare function hashBuildInputs(root?: string, inputs?: readonly string[]): { hash: string; files: number };
export declare function staleReason(root?: string, siteUrl?: string): string | null;
export declare function buildIsStale(root?: string, siteUrl?: string): boolean;
export declare function beginBuild(root?: string): void;
export declare function endBuild(root?: string): void;
