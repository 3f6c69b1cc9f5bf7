import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every journey fails on an uncaught page error, a console error or a CSP
 * violation: a page that "works" while throwing is not working.
 */
export const test = base.extend<{ page: Page; expectedConsoleErrors: RegExp[] }>({
  // A test that makes a request fail on purpose (a stubbed 500) names the console error it expects:
  // test.use({ expectedConsoleErrors: [/status of 500/] }).
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
    page.on("console", (m) => {
      if (m.type() !== "error") return;
      const text = m.text();
      // Third-party embeds are blocked in tests by design (no internet here).
      if (
        /ERR_(NAME_NOT_RESOLVED|CONNECTION_REFUSED|INTERNET_DISCONNECTED|BLOCKED|ADDRESS_UNREACHABLE|TUNNEL)|net::ERR/.test(
          text,
        )
      )
        return;
      // A 404 page reports its own status as a failed "resource"; any other 404 is a real problem.
      if (/status of 404/.test(text) && m.location().url === page.url()) return;
      if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
      problems.push(`console.error: ${text} (${m.location().url})`);
    });
    await use(page);
    expect(problems, problems.join("\n")).toEqual([]);
  },
});

export { expect };

/** Counts elements matching a test id. */
export async function countTestId(page: Page, id: string) {
  return page.getByTestId(id).count();
}
