/** @file responsiveSource: media-library pictures get their copies, by site path or by the site's own absolute address. */
import { describe, expect, it } from "vitest";
import { ownMediaPath, responsiveSource } from "../../common/media";

const SITE = "https://www.muster-consulting.de";

describe("responsiveSource", () => {
  it("gives a site path and the site's own absolute address of a media picture the same srcset", () => {
    const relative = responsiveSource("/media/team-abc.jpg");
    expect(relative.srcSet).toBe(
      "/media/team-abc.jpg?w=480 480w,/media/team-abc.jpg?w=800 800w,/media/team-abc.jpg?w=1200 1200w,/media/team-abc.jpg?w=1600 1600w",
    );
    expect(responsiveSource(`${SITE}/media/team-abc.jpg`, "auto", SITE)).toEqual(relative);
  });

  it("leaves another host's picture, a non-media path and an address with a query as they are", () => {
    for (const url of ["https://cdn.example.com/media/team-abc.jpg", `${SITE}/img/logo.png`, `${SITE}/media/team-abc.jpg?v=2`]) {
      expect(responsiveSource(url, "auto", SITE), url).toEqual({ src: url });
    }
    expect(ownMediaPath(`${SITE}/media/a.png`)).toBe(`${SITE}/media/a.png`);
  });
});
