import { testedUpTo } from "../../../shared/schemas/php-matrix";
import { TESTED_UP_TO } from "../blueprint/main-file";

// The WordPress release this process's checks run on, as the generators write it into a new plugin's
// readme.txt (`Tested up to`, issue #32). The release source (release-source.ts) notes each release it puts
// in use, so a generator learns it with no network call and no disk read; the download still writes the
// release the version's own check ran (docs/decisions/0061). No release source in this process (the runtime
// turned off, a test): the bundled release's TESTED_UP_TO.

let inUse: string | null = null;

/** Called by the release source with every release it puts in use (its exact version, "7.1.4"). */
export function noteReleaseInUse(version: string): void {
  inUse = version;
}

/** `Tested up to` for a readme written now: the major.minor of the release in use ("7.1"). */
export function testedUpToNow(): string {
  return inUse ? testedUpTo(inUse) : TESTED_UP_TO;
}
