/**
 * @file A node:test reporter for the e2e runner's closing summary: one JSON line per failed test, with its full name
 * (suite > test) and the first line of its assertion message.
 */
import type { TestEvent } from "node:test/reporters";

export default async function* failureLines(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const names: string[] = [];
  for await (const event of source) {
    if (event.type === "test:start") names[event.data.nesting] = event.data.name;
    if (event.type !== "test:fail" || event.data.details.type === "suite") continue;
    const error = event.data.details.error as Error & { cause?: unknown };
    const cause = error.cause instanceof Error ? error.cause : error;
    const message = (cause.message || String(cause)).split("\n").find((line) => line.trim()) ?? "";
    const name = [...names.slice(0, event.data.nesting), event.data.name].join(" > ");
    yield `${JSON.stringify({ name, message: message.trim().slice(0, 300) })}\n`;
  }
}
