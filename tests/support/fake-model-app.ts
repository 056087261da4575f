import { startFakeOpenAI } from "../fakes/fake-openai-server";
import { createTestApp, type TestApp } from "./test-app";

export type FakeModel = Awaited<ReturnType<typeof startFakeOpenAI>>;

/**
 * A test app whose model is the fake OpenAI-compatible server (its replies: tests/fakes/fixtures/llm), with its job
 * runner started and a turn rate no test reaches. `close` ends both.
 */
export async function openFakeModelApp(envOverrides: Record<string, string | undefined> = {}): Promise<{ app: TestApp; fake: FakeModel; close: () => Promise<void> }> {
  const fake = await startFakeOpenAI();
  const app = await createTestApp({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.baseURL,
    AI_MODEL: "fake-model",
    AI_API_KEY: "test-key",
    GENERATION_RATE_LIMIT_PER_MINUTE: "1000",
    ...envOverrides,
  });
  await app.services.startJobs();
  return {
    app,
    fake,
    close: async () => {
      await app.close();
      await fake.close();
    },
  };
}
