import { describe, expect, it } from "vitest";
import { MOCK_SENT_ATTRIBUTE } from "../../../shared/preview-frame/runtime-script";
import { makeContext } from "../blueprint/blueprint-context";
import { BLOCKS } from "../blueprint/blocks/block-registry";

// BLOCKS holds the starter templates too. Issue #34 item 12: the site preview showed 'Thank you! Your message has been sent.' above a form nobody
// had sent. A form's success notice is in the mock, hidden and marked, and the preview runtime shows it
// after a mock send (e2e [BUILDER][WEBSITE_SENT]).

const ctx = makeContext({ name: "Shop Helper" });

describe("[PREVIEW][SENT_NOTICE] success notices in the site preview", () => {
  const sections = BLOCKS.flatMap((block) =>
    block.build(ctx, {}).siteSections.map((html) => ({ id: block.id, html })),
  );

  it("wait for a send: every success notice beside a form is hidden and marked", () => {
    const notices = sections.flatMap(({ id, html }) =>
      [...html.matchAll(/<div class="[^"]*__notice--success"[^>]*>/g)].map((match) => ({ id, tag: match[0] })),
    );
    // The contact form, the booking, lead-magnet and CRM forms.
    expect(notices.map((notice) => notice.id)).toEqual(
      expect.arrayContaining(["booking", "contact-form", "crm-sync", "lead-magnet"]),
    );
    for (const { id, tag } of notices) {
      expect(tag, id).toContain(` ${MOCK_SENT_ATTRIBUTE} `);
      expect(tag, id).toMatch(/\shidden>$/);
    }
  });
});
