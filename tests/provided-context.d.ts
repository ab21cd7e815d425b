/** @file The values vitest.config.ts hands to every test file (`inject`): TEST_DATES for the date runs (tests/chosen-dates.ts). */
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Comma-separated ISO instants, or '' for the default list. */
    testDates: string;
  }
}
