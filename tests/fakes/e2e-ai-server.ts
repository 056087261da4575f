import { startFakeOpenAI } from "./fake-openai-server";

// The fake OpenAI server for the browser tests that generate through an AI provider (playwright.config.ts
// starts it, then a second app server pointed at it): `tsx tests/fakes/e2e-ai-server.ts PORT`.
// Playwright waits for GET /v1/models.

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error("usage: e2e-ai-server.ts PORT");
const fake = await startFakeOpenAI({ port });
console.log(`fake OpenAI on ${fake.baseURL}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
