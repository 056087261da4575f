import { PassThrough } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { island } from "./islands";

// Decision 0073: an island renders its component when prerendering, inside a marked wrapper that the
// browser finds again by name and keeps as HTML (the browser side is tested in tests/e2e/public-islands).

async function prerender(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", resolve);
    sink.on("error", reject);
    prelude.pipe(sink);
  });
  return Buffer.concat(chunks).toString("utf8");
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("[ISLANDS] prerendering", () => {
  it("renders the loaded component with its props inside a display:contents wrapper named for the island, marked waiting", async () => {
    const Island = island("greeting", () => Promise.resolve({ default: Greeting }));
    const html = await prerender(<Island name="Ada" />);
    // Marked as waiting: its controls take no clicks until the browser's island has its listeners (decision 0073).
    expect(html).toMatch(/^<div data-island="greeting" data-island-waiting="" style="display:contents">/);
    expect(html).toContain("<p>Hello <!-- -->Ada</p>");
  });

  it("waits for a slow component instead of writing an empty island", async () => {
    const Island = island("slow", () => new Promise<{ default: typeof Greeting }>((resolve) => setTimeout(() => resolve({ default: Greeting }), 20)));
    const html = await prerender(<Island name="Grace" />);
    expect(html).toContain("Hello <!-- -->Grace");
  });
});
