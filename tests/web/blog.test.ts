import { describe, expect, it } from "vitest";
import { blogPostPath, displayStatus, formatLongDate, wordCount } from "../../common/blog";
import { splitCommaList as parseTags } from "../../common/comma-list";
import { blogPostInputSchema } from "../../common/schemas/blog";
import { insertImageMarkdown, matchesSearch } from "../../web/admin/screens/blog/picker-logic";

const asset = {
  id: 1,
  url: "/media/a.png",
  file_name: "Team-Foto.png",
  mime_type: "image/png",
  size: 1,
  width: null,
  height: null,
  alt_text: "Unser Team",
  alt_en: "Our team",
  description: "",
  tags: ["Büro", "Menschen"],
  created_at: "",
};

describe("blog helpers", () => {
  it("shows the admin status: published wins, then scheduled, review, archived, else draft", () => {
    expect(displayStatus({ published: true, content_status: "draft" })).toBe("published");
    expect(displayStatus({ published: false, content_status: "scheduled" })).toBe("scheduled");
    expect(displayStatus({ published: false, content_status: "review" })).toBe("review");
    expect(displayStatus({ published: false, content_status: "published" })).toBe("draft");
  });

  it("counts words by whitespace and splits comma tags", () => {
    expect(wordCount("  Eins zwei\n\ndrei  ")).toBe(3);
    expect(wordCount("")).toBe(0);
    expect(parseTags(" KI, Daten ,, KI ,")).toEqual(["KI", "Daten"]);
  });

  it("writes German long dates and English ones on English pages", () => {
    expect(formatLongDate("2026-03-05T10:00:00Z")).toBe("5. März 2026");
    expect(formatLongDate("2026-03-05T10:00:00Z", "en")).toBe("March 5, 2026");
    expect(blogPostPath("a-b", "en")).toBe("/en/blog/a-b");
  });

  it("writes the same long dates as Intl in Berlin's time zone, around midnight and the summer-time changes too", () => {
    const intl = (iso: string, locale: "de" | "en") =>
      new Date(iso).toLocaleDateString(locale === "en" ? "en-US" : "de-DE", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "Europe/Berlin",
      });
    const start = Date.UTC(2024, 0, 1);
    // every 7 hours and 13 minutes over three years: each hour of the day, both changes of each year
    for (let t = start; t < Date.UTC(2027, 0, 1); t += (7 * 60 + 13) * 60_000) {
      const iso = new Date(t).toISOString();
      expect(formatLongDate(iso), iso).toBe(intl(iso, "de"));
      expect(formatLongDate(iso, "en"), iso).toBe(intl(iso, "en"));
    }
    for (const iso of [
      "2026-03-29T00:59:59Z",
      "2026-03-29T01:00:00Z",
      "2026-10-24T22:00:00Z",
      "2026-10-25T00:59:59Z",
      "2026-12-31T23:30:00Z",
    ]) {
      expect(formatLongDate(iso), iso).toBe(intl(iso, "de"));
    }
    expect(formatLongDate("nonsense")).toBe("");
  });
});

describe("blog post schema (form and server)", () => {
  it("accepts a minimal post and fills the defaults", () => {
    const data = blogPostInputSchema.parse({ title: " T ", content: "C", excerpt: "E", slug: "", tags: ["a", "a"] });
    expect(data).toMatchObject({
      title: "T",
      slug: null,
      category: "themen-artikel",
      content_status: "draft",
      published: false,
      tags: ["a"],
      title_en: null,
    });
  });

  it("normalises the scheduled date to UTC ISO with milliseconds (what the cron compares)", () => {
    const data = blogPostInputSchema.parse({ title: "T", content: "C", excerpt: "E", scheduled_publish_date: "2030-01-01T10:00:00+01:00" });
    expect(data.scheduled_publish_date).toBe("2030-01-01T09:00:00.000Z");
  });
});

describe("image picker", () => {
  it("searches file name, alt text and tags", () => {
    expect(matchesSearch(asset, "team-foto")).toBe(true);
    expect(matchesSearch(asset, "unser")).toBe(true);
    expect(matchesSearch(asset, "büro")).toBe(true);
    expect(matchesSearch(asset, "auto")).toBe(false);
    expect(matchesSearch(asset, "  ")).toBe(true);
  });

  it("inserts the image as Markdown at the cursor, on its own line", () => {
    expect(insertImageMarkdown("Vorher Nachher", 7, 7, asset)).toEqual({
      text: "Vorher \n![Unser Team](/media/a.png)\nNachher",
      cursor: 35,
    });
    expect(insertImageMarkdown("", 0, 0, { ...asset, alt_text: "" })).toEqual({ text: "![Team-Foto](/media/a.png)", cursor: 26 });
    // a selection is replaced
    expect(insertImageMarkdown("a\nXYZ\nb", 2, 5, asset).text).toBe("a\n![Unser Team](/media/a.png)\nb");
  });
});
