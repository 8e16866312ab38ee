// `node shell/bench/react-commits.mjs /search /blog`: each commit React makes while the built
// portal's page loads, with how many components it drew and the components whose own state
// started it (README "No second drawing after the hydration"). A commit after the hydration's
// that redraws much of the page is work the visitor's phone does for nothing. `npm run build` first.
import { visitPages } from './visit-pages.mjs';

/** Installed before the page's scripts: React reports every commit to a DevTools hook, production builds included. */
function recordCommits() {
  const PERFORMED_WORK = 1; // React's fiber flag: the component's function ran in this render
  const commits = [];
  globalThis.reactCommits = commits;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot(_id, root) {
      let drawn = 0;
      const starters = [];
      const walk = (first, parentDrew) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const drew = typeof fiber.type === 'function' && (fiber.flags & PERFORMED_WORK) !== 0;
          if (drew) drawn++;
          if (drew && !parentDrew && fiber.alternate) starters.push(String(fiber.type).slice(0, 120));
          // A subtree this render did not touch keeps its children: its flags are from an older render.
          if (fiber.alternate && fiber.child === fiber.alternate.child) continue;
          walk(fiber.child, drew || (parentDrew && typeof fiber.type !== 'function'));
        }
      };
      walk(root.current.child, false);
      commits.push({ at: Math.round(performance.now()), drawn, starters });
    },
  };
}

await visitPages(async (browser, url, path) => {
  const page = await browser.newPage({ locale: 'ar' });
  await page.addInitScript(recordCommits);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000); // the page's own requests and effects settle
  console.log(`\n${path}`);
  for (const { at, drawn, starters } of await page.evaluate(() => globalThis.reactCommits)) {
    console.log(`  ${String(at).padStart(5)} ms  ${String(drawn).padStart(4)} drawn  ${starters.length} started by: ${starters.slice(0, 3).join(' | ')}`);
  }
  await page.close();
});
