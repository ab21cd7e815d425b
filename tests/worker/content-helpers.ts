/** @file Helpers of the content-management tests: a signed-in staff member per role and JSON calls as them. */
import { asStaff, createStaff, loadedVersion, request, signIn } from "./helpers";

export async function sessionAs(role: "admin" | "editor" | "viewer") {
  const staff = await createStaff(role);
  return signIn(staff.email, staff.password);
}

/** A JSON request to the API as the given session (or anonymous with null); the body is JSON-encoded. */
export function call(cookie: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = cookie
    ? asStaff(cookie)
    : { origin: "http://127.0.0.1:8787", "content-type": "application/json" };
  return request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

// biome-ignore lint/suspicious/noExplicitAny: the tests read fields of the answers without naming their types (unknown breaks ~60 assertions)
export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** `call` for an update, as the admin app sends it: with the version it loaded the record at in `If-Match`. */
export async function edit(cookie: string | null, method: string, path: string, body?: unknown) {
  const version = await loadedVersion(cookie ?? undefined, path);
  const headers: Record<string, string> = cookie
    ? asStaff(cookie, { "if-match": `"${version}"` })
    : { origin: "http://127.0.0.1:8787", "content-type": "application/json", "if-match": `"${version}"` };
  return request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
