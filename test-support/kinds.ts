/**
 * The kinds of browser test, each with its time budget in shell/playwright.config.ts. A test
 * without a kind is a page: one visitor on one or two pages. Tag the others in the test's details:
 * `test(title, { tag: FLOW }, …)`.
 */

/** Several pages, people or uploads in turn: a task as a person does it from start to end. */
export const FLOW = '@flow';

/** Starts a site or a build of its own before it opens a page. */
export const SITE = '@site';
