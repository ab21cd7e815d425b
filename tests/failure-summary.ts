/** @file A vitest reporter that ends a failed run with each failed test's name and the first line of its error. */
import type { Reporter, TestModule } from "vitest/node";

const firstLine = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? "";

export class FailureSummary implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const lines: string[] = [];
    for (const module of testModules) {
      for (const error of module.errors()) lines.push(`  ✖ ${module.relativeModuleId} (the file)\n      ${firstLine(error.message)}`);
      for (const test of module.children.allTests("failed")) {
        const result = test.result();
        const message = result.state === "failed" ? firstLine(result.errors[0]?.message) : "";
        lines.push(`  ✖ ${module.relativeModuleId} › ${test.fullName}\n      ${message}`);
      }
    }
    if (lines.length) console.log(`\nFailed tests:\n${lines.join("\n")}`);
  }
}
