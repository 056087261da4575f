#!/usr/bin/env node
// Part of `npm run lint` (issue #36 item 4): fails when modules under src/ import each other in a cycle, type-only
// imports included (a type cycle still ties two modules' meanings together and becomes a runtime cycle with the
// first value import). Modules are resolved the way TypeScript resolves them (tsconfig.json's paths included).
// Prints each cycle as the chain of files that closes it.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const configPath = path.join(root, "tsconfig.json");
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);

/** Every .ts/.tsx file under `dir`, tests included (a test importing its module is no cycle by itself). */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The modules under src/ that `file` imports or re-exports (static imports, `import type` and `export … from`). */
export function importsOf(file, text = ts.sys.readFile(file) ?? "") {
  const { importedFiles } = ts.preProcessFile(text, true, false);
  const found = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
    if (resolved && !resolved.includes("/node_modules/") && resolved.startsWith(path.join(root, "src") + path.sep) && !resolved.endsWith(".d.ts")) found.add(path.normalize(resolved));
  }
  return [...found];
}

/** Strongly connected components of more than one module, or a module importing itself (Tarjan). */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

/** One path around a component, from its first module back to it, for the message. */
function chain(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const steps = [node];
        for (let at = previous.get(node); at; at = previous.get(at)) steps.unshift(at);
        return [...steps, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = new Map(sourceFiles(path.join(root, "src")).map((file) => [path.normalize(file), importsOf(file)]));
  const cycles = findCycles(graph);
  const rel = (file) => path.relative(root, file);
  for (const component of cycles) console.error(`import cycle: ${chain(graph, component).map(rel).join(" → ")}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s) under src/: move what both sides need into a module of its own`);
    process.exit(1);
  }
  console.log(`no import cycles among ${graph.size} modules under src/`);
}
