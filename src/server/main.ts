import module from "node:module";

// Process entry. The built server keeps V8's compiled code of its modules between starts (Node's compile cache, in
// dist/server/.compile-cache, checked against each file's content and emptied by every build), so a restart does not
// compile the bundle again (issue #35 item 4, decision 0085). The cache must be on before those modules load: hence
// import(). Node 22.1 and later have it (@types/node here describes Node 20's API, which has not).
const compileCache = module as typeof module & { enableCompileCache?: (dir: string) => unknown; flushCompileCache?: () => void };
const built = import.meta.url.endsWith(".js");
if (built) compileCache.enableCompileCache?.(new URL("./.compile-cache", import.meta.url).pathname);
const { runServer } = await import("./server");
await runServer();
// Written now rather than at exit, so a server that is killed keeps it for its next start.
if (built) compileCache.flushCompileCache?.();
