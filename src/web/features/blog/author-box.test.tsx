import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthorBox } from "./author-box";

// spec.md (marketing figures): the author avatar is 64x64, the first-letter placeholder too.

describe("[BLOG][AUTHOR_AVATAR]", () => {
  it("shows the avatar at 64x64", () => {
    const html = renderToStaticMarkup(
      <AuthorBox author={{ name: "Nora Berg", bio: "Writes about plugins.", avatar: "/images/nora.webp" }} heading="About the author" />,
    );
    expect(html).toMatch(/<img src="\/images\/nora.webp" alt="" width="64" height="64" class="size-16 /);
  });

  it("shows the first-letter placeholder at the same 64x64 size", () => {
    const html = renderToStaticMarkup(<AuthorBox author={{ name: "nora Berg", bio: "Writes about plugins." }} heading="About the author" />);
    expect(html).toMatch(/<span aria-hidden="true" class="grid size-16 [^"]*">N<\/span>/);
  });
});
