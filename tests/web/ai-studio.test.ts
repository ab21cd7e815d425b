/**
 * The AI studio's pure parts: the month calendar (weeks Sunday to Saturday, month navigation, Berlin days), the
 * LinkedIn tracking link, keyword parsing and display, counters and the error texts of spec section 8.
 */
import { describe, expect, it } from "vitest";
import { addDays } from "../../common/berlin-days";
import { splitCommaList } from "../../common/comma-list";
import { berlinDay, berlinToday, groupByDay, monthLabel, monthWeeks, shiftMonth } from "../../web/admin/screens/ai-content/calendar-weeks";
import { canPublishEntry } from "../../web/admin/screens/ai-content/content-card";
import { linkedinCounter, wordCount } from "../../web/admin/screens/ai-content/counts";
import { englishFields, translationJobs } from "../../web/admin/screens/ai-content/english-version";
import { clientFailure, failureNotice, sourceNotice } from "../../web/admin/screens/ai-content/failure-text";
import { progressAt } from "../../web/admin/screens/ai-content/generating-step";
import { generateBlocker } from "../../web/admin/screens/ai-content/input-step";
import { entryTrackingUrl } from "../../web/admin/screens/ai-content/tracking";
import { ApiClientError } from "../../web/api/errors";

describe("month calendar", () => {
  it("lays November 2026 out in weeks from Sunday to Saturday, padded with the neighbouring months", () => {
    const weeks = monthWeeks("2026-11");
    // 1 November 2026 is a Sunday, 30 November a Monday
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]).toEqual({ date: "2026-11-01", day: 1, inMonth: true });
    expect(weeks[4].map((d) => d.date)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(weeks[4].filter((d) => d.inMonth)).toHaveLength(2);
    for (const week of weeks) expect(week).toHaveLength(7);
  });

  it("starts a month beginning on Saturday in the previous month's week, and needs six weeks when it must", () => {
    const weeks = monthWeeks("2026-08"); // 1 August 2026 is a Saturday
    expect(weeks[0].slice(0, 6).every((d) => !d.inMonth)).toBe(true);
    expect(weeks[0][0].date).toBe("2026-07-26");
    expect(weeks[0][6]).toEqual({ date: "2026-08-01", day: 1, inMonth: true });
    expect(weeks).toHaveLength(6);
    expect(monthWeeks("2026-02")).toHaveLength(4); // February 2026: Sunday 1st to Saturday 28th
  });

  it("moves between months across the year's end and names them in German", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(monthLabel("2026-03")).toBe("März 2026");
  });

  it("places a timestamp on its Berlin day and a plain date as it is", () => {
    expect(berlinDay("2026-11-30 23:30:00")).toBe("2026-12-01"); // UTC text from SQLite, Berlin is an hour ahead
    expect(berlinDay("2026-06-30T22:30:00Z")).toBe("2026-07-01"); // summer: two hours
    expect(berlinDay("2026-11-30")).toBe("2026-11-30");
    expect(berlinToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
  });

  it("groups entries by day, keeping their order", () => {
    const days = groupByDay(
      [
        { id: 1, day: "2026-11-03" },
        { id: 2, day: "2026-11-05" },
        { id: 3, day: "2026-11-03" },
      ],
      (e) => e.day,
    );
    expect(days.get("2026-11-03")?.map((e) => e.id)).toEqual([1, 3]);
    expect(days.get("2026-11-04")).toBeUndefined();
  });
});

describe("LinkedIn tracking link", () => {
  it("points at the blog post with utm_source=linkedin, utm_medium=social, campaign = category, content = slug and date", () => {
    const entry = { title: "KI im Mittelstand", blog_slug: null, category: "trends-topics" as const, planned_date: "2026-12-01" };
    const link = new URL(entryTrackingUrl("https://example.com", entry));
    expect(link.origin + link.pathname).toBe("https://example.com/blog/ki-im-mittelstand");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "trends-topics",
      utm_content: "ki-im-mittelstand-2026-12-01",
    });
  });

  it("uses the published post's slug once there is one (umlauts transliterated otherwise)", () => {
    const published = { title: "Größe zählt", blog_slug: "groesse-zaehlt-2", category: "events" as const, planned_date: null };
    expect(new URL(entryTrackingUrl("http://127.0.0.1:8787", published)).pathname).toBe("/blog/groesse-zaehlt-2");
    expect(new URL(entryTrackingUrl("http://127.0.0.1:8787", { ...published, blog_slug: null })).pathname).toBe("/blog/groesse-zaehlt");
  });
});

describe("keywords and counters", () => {
  it("splits comma-separated keywords, trimmed, empties dropped (the form's keyword field)", () => {
    expect(splitCommaList(" KI, Mittelstand,, Daten ,")).toEqual(["KI", "Mittelstand", "Daten"]);
  });

  it("counts LinkedIn characters against 3,000 for display and words by spaces", () => {
    expect(linkedinCounter("a".repeat(3001))).toBe("3.001 / 3.000 Zeichen");
    expect(linkedinCounter("Grüße 👋")).toBe("7 / 3.000 Zeichen");
    expect(wordCount("  Daten   sind\nKapital ")).toBe(3);
  });
});

describe("keywords of the wizard", () => {
  it("keeps 'Content generieren' disabled without title, description and tags, saying why", () => {
    expect(generateBlocker({ title: "", description: "x", tags: "a" })).toBe("Bitte geben Sie einen Titel und eine Beschreibung ein.");
    expect(generateBlocker({ title: "T", description: "  ", tags: "a" })).toBe("Bitte geben Sie einen Titel und eine Beschreibung ein.");
    expect(generateBlocker({ title: "T", description: "D", tags: " , ," })).not.toBeNull();
    expect(generateBlocker({ title: "T", description: "D", tags: "KI" })).toBeNull();
  });
});

describe("generating and publishing", () => {
  it("moves the progress and the stage on with the seconds, short of 100 % until the answer is there", () => {
    const at = [0, 4, 10, 30, 45, 59, 90].map(progressAt);
    for (let i = 1; i < at.length; i++) {
      expect(at[i].percent).toBeGreaterThanOrEqual(at[i - 1].percent);
      expect(at[i].stage).toBeGreaterThanOrEqual(at[i - 1].stage);
    }
    expect(at[0]).toEqual({ stage: 0, percent: 3 });
    expect(at[3].stage).toBeGreaterThan(at[1].stage);
    expect(at[6].percent).toBe(95);
  });

  it("offers publishing only for drafts with blog content", () => {
    expect(canPublishEntry({ status: "draft", blog_content: "## Text" })).toBe(true);
    expect(canPublishEntry({ status: "draft", blog_content: "  " })).toBe(false);
    expect(canPublishEntry({ status: "draft", blog_content: null })).toBe(false);
    expect(canPublishEntry({ status: "scheduled", blog_content: "## Text" })).toBe(false);
    expect(canPublishEntry({ status: "published", blog_content: "## Text" })).toBe(false);
  });
});

describe("English version of an entry", () => {
  it("translates the German texts that exist, article and excerpt as blog, title and LinkedIn text as general", () => {
    const jobs = translationJobs({ title: "Titel", blog_excerpt: "", blog_content: "Text", linkedin_content: "Post" });
    expect(jobs.map((j) => [j.target, j.request.context])).toEqual([
      ["title_en", "general"],
      ["content_en", "blog"],
      ["linkedin_content_en", "general"],
    ]);
    const answer = (t: string, source = "template") => ({ success: true as const, source, provider_error: null, translated_text: t });
    const { fields, notice } = englishFields(jobs, [answer("Title"), answer("Text EN"), answer("Post EN")]);
    expect(fields).toEqual({ title_en: "Title", content_en: "Text EN", linkedin_content_en: "Post EN" });
    expect(notice).toMatch(/^Vorlage verwendet/);
  });

  it("refuses with the spec's text when there is no German content", () => {
    expect(() => translationJobs({ title: "T", blog_excerpt: null, blog_content: " ", linkedin_content: null })).toThrow(
      "Kein Inhalt zum Übersetzen gefunden",
    );
  });
});

describe("AI error texts (spec section 8)", () => {
  it("says nothing when the model answered, and that templates answered (and why) otherwise", () => {
    expect(sourceNotice({ source: "gpt-4o", provider_error: null })).toBeNull();
    expect(sourceNotice({ source: "template", provider_error: null })).toMatch(/^Vorlage verwendet/);
    const failed = sourceNotice({
      source: "template",
      provider_error: { kind: "unauthorized", message: "API-Schlüssel ungültig oder abgelaufen (401).", status: 401 },
    });
    expect(failed).toMatch(/^API-Schlüssel ungültig.*Vorlage verwendet/);
    // a reachable provider's 401 is what happened: no "none configured or unreachable"
    expect(failed).not.toMatch(/konfiguriert|erreichbar/);
    expect(sourceNotice({ source: "template", provider_error: null })).toContain("kein KI-Anbieter konfiguriert");
  });

  it("puts a failed call to the worker in the spec's terms, followed by the template fallback", () => {
    expect(failureNotice({ kind: "timeout", status: null })).toMatch(/60 Sekunden.*Vorlage verwendet/);
    expect(failureNotice({ kind: "status", status: 418 })).toMatch(/^API Fehler 418 /);
  });

  it("classifies a failed call to the worker; the user's own cancel is no failure", () => {
    expect(clientFailure(new DOMException("aborted", "AbortError"), true)).toEqual({ kind: "timeout", status: null });
    expect(clientFailure(new DOMException("aborted", "AbortError"), false)).toBeNull();
    expect(clientFailure(new ApiClientError(0, "unreachable", "x"), false)).toEqual({ kind: "network", status: null });
    expect(clientFailure(new ApiClientError(200, "not_json", "x"), false)).toEqual({ kind: "unreadable", status: null });
    expect(clientFailure(new ApiClientError(429, "rate_limited", "Zu viele"), false)).toEqual({
      kind: "rate_limited",
      status: 429,
      message: "Zu viele",
    });
    expect(clientFailure(new ApiClientError(500, "internal_error", "x"), false)).toEqual({ kind: "server_error", status: 500 });
    expect(clientFailure(new ApiClientError(503, "unexpected_response", "x"), false)).toEqual({ kind: "status", status: 503 });
  });
});
