/** @file The admin lists' `?translation=` filter as the translation tests read it: the ids listed, and a refused value. */
import { expect } from "vitest";
import { json } from "./content-helpers";
import { send } from "./undo-fixtures";

/** The ids an admin list answers for `?translation=<state>` (one page of up to 200). */
export const idsListedAs = async (session: string, list: string, state: string) =>
  ((await json(await send(session, "GET", `${list}?translation=${state}&per_page=200`))) as { id: number }[]).map((r) => r.id);

/** A value the filter does not know is a 400 in the error shape, with a code. */
export async function expectFilterRefuses(session: string, list: string, value: string) {
  const res = await send(session, "GET", `${list}?translation=${encodeURIComponent(value)}`);
  expect(res.status).toBe(400);
  expect(await json(res)).toMatchObject({ code: expect.any(String) });
}
