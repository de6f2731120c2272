import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints one plain closing line, `Tests: N passed, N failed`, after the default reporter's
 * summary, so that CI systems that only understand that line can tell a real run from an
 * empty one.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    for (const testModule of testModules) {
      if (testModule.state() === "failed" && [...testModule.children.allTests()].length === 0) {
        failed += 1; // a file that failed to load counts as one failure
      }
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed += 1;
        else if (state === "failed") failed += 1;
      }
    }
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed\n`);
  }
}
