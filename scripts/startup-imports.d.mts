export const DEFERRED_PACKAGES: RegExp[];
/** Whether `name` is one of DEFERRED_PACKAGES. */
export function isDeferredPackage(name: string): boolean;
export const LOADED_FROM_NODE_MODULES: RegExp[];
/** The bare specifiers (packages) `entry` loads before its code runs, following its static imports of files beside it. */
export function startupPackages(entry: string, read?: (file: string) => string): string[];
/** The packages of `startupPackages(entry)` that should have been deferred. */
export function deferredAtStartup(entry: string, read?: (file: string) => string): string[];
/** The packages of `startupPackages(entry)` read from node_modules that should have been bundled in. */
export function unbundledAtStartup(entry: string, read?: (file: string) => string): string[];
