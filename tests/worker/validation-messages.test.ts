/**
 * @file The API's 400 `validation_failed` speaks German also where a schema names no message (issue 42): zod's own
 * English defaults ("Too big: expected string to have <=200 characters") are replaced by common/schemas/german-messages.ts,
 * and the messages the schemas set themselves are kept.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, sessionAs } from "./content-helpers";
import { seed } from "./helpers";

beforeAll(seed);

const member = (over: Record<string, unknown> = {}) => ({
  name: "Zoe Zimmermann",
  email: "zoe@example.com",
  position: "Data Engineer",
  bio: "Baut Datenplattformen.",
  image_url: "/images/team/zoe.svg",
  expertise: ["Spark"],
  ...over,
});

/** `details.fields` of a 400 `validation_failed`. */
async function fieldsOf(res: Response): Promise<Record<string, string[]>> {
  expect(res.status).toBe(400);
  const body = await json(res);
  expect(body.code).toBe("validation_failed");
  return body.details.fields;
}

describe("POST /api/admin/team: rules without a message of their own", () => {
  it("answers German texts for a too long e-mail, a wrong type and a non-integer; the schema's own messages stay", async () => {
    const admin = await sessionAs("admin");
    // a well-formed address over the 254 characters of `.max(254)`, which names no message
    const longEmail = `zoe@${"b".repeat(250)}.de`;
    const fields = await fieldsOf(
      await call(admin, "POST", "/api/admin/team", member({ email: longEmail, active: "ja", name: " ", position: 7 })),
    );
    expect(fields).toEqual({
      email: ["Höchstens 254 Zeichen"],
      active: ["Bitte ja oder nein angeben"],
      name: ["Pflichtfeld"],
      position: ["Bitte einen Text angeben"],
    });
  });

  it("keeps the schema's own message where it sets one", async () => {
    const admin = await sessionAs("admin");
    const fields = await fieldsOf(await call(admin, "POST", "/api/admin/team", member({ email: "nope", expertise: [] })));
    expect(fields).toEqual({
      email: ["Bitte eine gültige E-Mail-Adresse angeben"],
      expertise: ["Bitte mindestens ein Fachgebiet angeben"],
    });
  });
});

describe("GET /api/admin list queries: limits, numbers and choices", () => {
  it("answers German texts for an over-long search, a non-integer page size and an unknown filter", async () => {
    const admin = await sessionAs("admin");
    const team = await fieldsOf(await call(admin, "GET", `/api/admin/team?q=${"x".repeat(201)}&per_page=2.5&page=abc`));
    expect(team).toEqual({
      q: ["Höchstens 200 Zeichen"],
      per_page: ["Bitte eine ganze Zahl angeben"],
      page: ["Bitte eine Zahl angeben"],
    });
    const assets = await fieldsOf(await call(admin, "GET", "/api/admin/assets?type=videos"));
    expect(assets).toEqual({ type: ["Bitte eine der Möglichkeiten wählen: „all“, „images“, „documents“"] });
  });
});
