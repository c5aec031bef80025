// The `test` and `expect` every e2e spec uses: Playwright's own, plus CI's time budget.
//
// `npm test` runs the page gates and the @timing tests in full, then the walk through every tool page and the tool
// specs with a deadline (LK_E2E_DEADLINE_MS, set by scripts/test-all.mjs from what is left of CI's 90 minutes). A
// test that could not finish before that deadline is not started: it is reported as skipped, with the reason, and the run ends with its
// report instead of being cut off mid-test. Run by hand (no deadline), every test runs.
import { test as base, type Page } from '@playwright/test'

/** Makes goto, reload, goBack and goForward of `page` wait until the app has hydrated the page (see the fixture). */
export function untilLive(page: Page): void {
  const live = () =>
    page
      .waitForFunction(
        () =>
          !document.querySelector('script[type="module"][src*="/assets/main-"]') ||
          'live' in document.documentElement.dataset,
        undefined,
        { timeout: 30_000 },
      )
      .catch(() => {})
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args)
        await live()
        return response
      },
    })
  }
}

export { type BrowserContext, expect, type Locator, type Page, type Request, type Route } from '@playwright/test'

const deadline = Number(process.env.LK_E2E_DEADLINE_MS) || 0
/**
 * How long a test may take on a slow machine; one that would end after the deadline is not started. A longer test
 * says how long with `budget(ms)` in its details.
 */
const LONGEST_TEST_MS = 150_000

/** Test details for a test longer than usual, e.g. a walk through ten pages: `test(title, budget(8 * 60_000), fn)`. */
export const budget = (ms: number) => ({ annotation: { type: 'budget', description: String(ms) } })

export const BUDGET_SKIP_REASON = "not started: CI's time budget for the e2e suite is spent (scripts/test-all.mjs)"

export const test = base.extend<{ timeBudget: undefined }>({
  // The site paints its prerendered HTML first and loads its JavaScript after (src/app/boot.ts): a navigation
  // returns once the page is live (<html data-live>, set when React has hydrated it), as a person waits for the page
  // to respond. Pages without the app (harness pages, the sandbox) return at once.
  page: async ({ page }, use) => {
    untilLive(page)
    await use(page)
  },
  timeBudget: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      // A retry is held to the deadline too: npm test counts a test whose first run failed and whose retry was not
      // started as failed (scripts/test-all.mjs).
      const budgeted = Number(testInfo.annotations.find((a) => a.type === 'budget')?.description)
      const needs = budgeted || LONGEST_TEST_MS
      testInfo.skip(deadline > 0 && Date.now() + needs > deadline, BUDGET_SKIP_REASON)
      // A test's budget is also its time limit: a walk through 100 pages on a machine busy with another worker can
      // take longer than the default limit, which is meant for one scenario.
      if (budgeted > testInfo.timeout) testInfo.setTimeout(budgeted)
      await use(undefined)
    },
    { auto: true },
  ],
})
