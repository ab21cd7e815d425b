/** The admin QueryClient shows a failed load at once (issue 17, item 20): no silent retries before the error box. */
import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { queryClient } from "../../web/admin/query-client";
import { ApiClientError } from "../../web/api/errors";

describe("the admin query client", () => {
  it("reports an unreachable server after the first failed attempt", async () => {
    const queryFn = vi.fn(async () => {
      throw new ApiClientError(0, "unreachable", "Der Server ist nicht erreichbar.");
    });
    const observer = new QueryObserver(queryClient, { queryKey: ["admin", "test", "unreachable"], queryFn });
    const started = Date.now();
    const result = await new Promise<{ status: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no error state within 500 ms")), 500);
      const unsubscribe = observer.subscribe((r) => {
        if (r.status !== "error") return;
        clearTimeout(timer);
        unsubscribe();
        resolve(r);
      });
    });
    expect(result.status).toBe("error");
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
