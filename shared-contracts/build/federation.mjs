// The one sharing policy of every front end (docs/architecture.md §1). The shell and all four
// remotes build with exactly this map, so a module is either one instance for the whole
// site or private to an area, never "shared by some".
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @typedef {import('@module-federation/sdk').moduleFederationPlugin.SharedConfig} SharedConfig */

/**
 * One instance for the whole site: one React, one router, one i18next (the language), one SWR
 * cache (the session), one antd style cache.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'swr',
  'zustand',
  'dayjs',
  '@ant-design/cssinjs',
  'shared-contracts',
];

/**
 * Packages whose subpaths are imported too (`react-dom/client`, `react/jsx-runtime`,
 * `dayjs/locale/ar-dz.js`, `shared-contracts/react`): a key with a trailing slash shares those,
 * else each area would download its own copy (65 KB for react-dom/client).
 */
export const WITH_SUBPATHS = ['react', 'react-dom', 'swr', 'dayjs', 'shared-contracts'];

/**
 * Never shared: a shared module is not tree-shaken, so antd shared whole costs 444 KB gzip and
 * the icons another 185 KB (measured). Each area bundles only the components it uses.
 */
export const BUNDLED_PER_AREA = ['antd', '@ant-design/icons'];

/**
 * The router is shared with only the exports the site uses (62 → 13 KB gzip measured): a
 * shared module is otherwise not tree-shaken. Importing anything else from the router fails at
 * run time, so a test compares every router import in the workspace with this list.
 */
export const ROUTER_EXPORTS = ['BrowserRouter', 'Link', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'];
const TREE_SHAKEN = { 'react-router': ROUTER_EXPORTS, 'react-router-dom': ROUTER_EXPORTS };

/**
 * The version installed at the workspace root, read from the package's own package.json: a
 * subpath such as `react-dom/client` has none, and resolving it fails with
 * ERR_PACKAGE_PATH_NOT_EXPORTED.
 * @param {string} packageName
 * @returns {string}
 */
export function installedVersion(packageName) {
  return require(`${packageName}/package.json`).version;
}

/**
 * The `shared` option of ModuleFederationPlugin, identical for all five builds.
 * @param {{ treeShake?: boolean }} [options] share the router with only ROUTER_EXPORTS (production)
 * @returns {Record<string, SharedConfig>}
 */
export function sharedDependencies({ treeShake = true } = {}) {
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    /** @type {SharedConfig} */
    // No version range to check at run time: the five builds come from one install and are
    // deployed together, so a range could never fail, and checking it parsed semver ranges for
    // every shared module each area asked for: 15-30 ms of a page's start on this host
    // (README "No version checks at start").
    const config = { singleton: true, version, requiredVersion: false };
    const usedExports = TREE_SHAKEN[/** @type {keyof typeof TREE_SHAKEN} */ (name)];
    if (usedExports && treeShake) config.treeShaking = { usedExports, mode: 'runtime-infer' };
    shared[name] = config;
    if (WITH_SUBPATHS.includes(name)) shared[`${name}/`] = config;
  }
  return shared;
}
