import { installConsoleGuard } from "./console-guard";

// Setup file of every vitest project: unexpected console.error fails the test (tests/support/console-guard.ts).
installConsoleGuard();
