import type { Page } from '@playwright/test';

/**
 * Installs, before the page's scripts, a recorder of what React draws a second time: every
 * component whose function runs again after its first drawing and whose first element holds a node
 * matching `selectors` (the top bar: the frame, or the bar itself), or, `exactly`, is one (a
 * topic's posts: not the list holding them). React reports every commit to the DevTools hook,
 * production builds included. Read the record with `redrawn`.
 */
export async function recordRedraws(page: Page, selectors: string[], { exactly = false } = {}): Promise<void> {
  await page.addInitScript(
    ([selectors, exactly]: [string[], boolean]) => {
      type Fiber = { type: unknown; flags: number; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null; stateNode: unknown };
      const PERFORMED_WORK = 1; // React's fiber flag: the component's function ran in this render
      const seen = window as unknown as { redrawn: string[] };
      seen.redrawn = [];
      const firstElement = (fiber: Fiber | null): Element | null => {
        for (let node = fiber; node; node = node.child) if (node.stateNode instanceof Element) return node.stateNode;
        return null;
      };
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          const kept = selectors.flatMap((selector) => [...document.querySelectorAll(selector)]);
          const walk = (first: Fiber | null) => {
            for (let fiber = first; fiber; fiber = fiber.sibling) {
              // Drawn again: it has an earlier version, and its function ran in this render.
              if (typeof fiber.type === 'function' && fiber.alternate && (fiber.flags & PERFORMED_WORK) !== 0) {
                const element = firstElement(fiber);
                if (element && kept.some((node) => (exactly ? element === node : element.contains(node)))) seen.redrawn.push(element.tagName.toLowerCase());
              }
              if (fiber.alternate && fiber.child === fiber.alternate.child) continue; // untouched: its flags are older
              walk(fiber.child);
            }
          };
          walk(root.current.child);
        },
      };
    },
    [selectors, exactly] as [string[], boolean],
  );
}

/** The elements of the components drawn again so far (recordRedraws). */
export const redrawn = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { redrawn: string[] }).redrawn);
