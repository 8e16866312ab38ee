// The build of every front end: the shell (the host) and the four remotes differ only in the
// few options below, so the five rspack.config.mjs files stay one call each.
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { RasterFavicon } from './favicon.mjs';
import { typeScaleRules } from './type-scale.mjs';
import { SINGLETONS, sharedDependencies } from './federation.mjs';
import { PreloadManifestPlugin } from './preload-manifest.mjs';
import { PrecacheListPlugin } from './precache-list.mjs';
import { hasPrerender, prerenderConfig } from './prerender.mjs';
import { serviceWorkerConfig } from './service-worker.mjs';

const HTML_TEMPLATE = fileURLToPath(new URL('./index.html', import.meta.url));
// The installable app (README "The installable app"): the portal serves the manifest and icons
// (backend/src/portal/mount-app-manifest.ts), so only the host's pages link them, not a remote's
// standalone page. With credentials, or the browser fetches the manifest without the language
// cookie. Neither blocks the first paint: Chromium fetches the manifest after it, no browser but
// Safari reads the touch icon.
const APP_LINKS =
  '    <link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials" />\n    <link rel="apple-touch-icon" sizes="180x180" href="/app-icons/apple-touch-icon.png" />\n';
const RUNTIME_PLUGINS = ['yielding-start.ts', 'no-second-links.ts'].map((file) => fileURLToPath(new URL(`../src/federation/${file}`, import.meta.url)));

/**
 * The page reads the stored language before the first paint, so an English visitor never sees
 * an Arabic right-to-left flash; the language cookie when the storage holds none (blocked, or
 * cleared): the portal drew the page in the cookie's language. Must equal LANGUAGE_STORAGE_KEY and
 * LANGUAGE_COOKIE (src/i18n/language.ts; a test holds them together).
 */
export const LANGUAGE_STORAGE_KEY = 'djelfa-estates.language';
export const LANGUAGE_COOKIE = 'djelfa-estates.language';
const languageCookiePattern = LANGUAGE_COOKIE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Ports of the development servers; the backend's API stays on 3000. */
export const DEV_PORTS = { shell: 3001, marketplace: 3002, community: 3003, account: 3004, admin: 3005 };

/** Browsers our visitors use: recent Chrome on Android first (lab-measured on Chromium). */
const TARGETS = ['chrome >= 100', 'edge >= 100', 'firefox >= 100', 'safari >= 15'];

/**
 * The shared packages every page starts with (SINGLETONS but antd's style cache, which only the
 * antd areas load), with the packages they bring, in two files of the shell's instead of
 * sixteen: the federation's start asks for all of them at once, and each script it adds costs
 * more than the bytes it saves by being apart (docs/architecture.md §2). Two, not one: the
 * browser ends a script's compile and runs its top level in one task on the main thread, and for
 * all of them at once that task was 11–18 ms on a fast host, long enough to block a phone (README
 * "The start's packages in two files").
 */
const STARTUP_PACKAGES = [
  ...SINGLETONS.filter((name) => name !== '@ant-design/cssinjs' && name !== 'shared-contracts'),
  'scheduler',
  'use-sync-external-store',
  'dequal',
  'html-parse-stringify',
  'void-elements',
];
const packagesTest = (/** @type {string[]} */ names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
/** React DOM alone is as large as the other start-up packages together. */
const REACT_DOM = ['react-dom', 'scheduler'];

/** @type {Record<string, import('@rspack/core').OptimizationSplitChunksCacheGroup>} */
const STARTUP_CHUNKS = {
  startupReactDom: { test: packagesTest(REACT_DOM), name: 'startup-react-dom', chunks: 'async', enforce: true, priority: 21 },
  startup: {
    // shared-contracts is the workspace's own source, not a package under node_modules.
    test: new RegExp(`${packagesTest(STARTUP_PACKAGES.filter((name) => !REACT_DOM.includes(name))).source}|[\\\\/]shared-contracts[\\\\/]src[\\\\/]`),
    name: 'startup-shared',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
};
const STARTUP_CHUNK_NAMES = Object.values(STARTUP_CHUNKS).map(({ name }) => name);

/** @param {boolean} development */
function swcRule(development) {
  return {
    test: /\.(ts|tsx)$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: false } },
      },
      env: { targets: TARGETS },
    },
  };
}

/**
 * @typedef {{ name: keyof typeof DEV_PORTS, role: 'host' | 'remote', dir: string }} FrontendApp
 * @param {{ name: string, role: FrontendApp['role'], production: boolean }} options
 * @returns {import('@module-federation/sdk').moduleFederationPlugin.ModuleFederationPluginOptions}
 */
export function federation({ name, role, production }) {
  /** @type {import('@module-federation/sdk').moduleFederationPlugin.ModuleFederationPluginOptions} */
  const common = {
    name,
    // Tree-shaken shares only in production: in development MF's used-exports optimizer makes
    // rspack drop the federation SDK's CommonJS helpers (`__exportAll is not a function`).
    shared: sharedDependencies({ treeShake: production }),
    shareStrategy: 'loaded-first',
    runtimePlugins: RUNTIME_PLUGINS,
    manifest: true,
    dts: false,
    // The router's tree-shaken share is also built alone; our preload manifest is not its business.
    treeShakingSharedExcludePlugins: ['PreloadManifestPlugin'],
  };
  if (role === 'host') {
    // Remotes are registered at run time from /remotes.json, never compiled in. The host
    // provides the federation runtime once; production remotes reuse it (remoteEntry 34 → 14 KB).
    return { ...common, remotes: {}, experiments: { provideExternalRuntime: production, optimization: { target: 'web' } } };
  }
  return {
    ...common,
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes.tsx' },
    // A remote's own standalone page (development) carries its runtime; in production the
    // shell's runtime is the only one.
    experiments: { externalRuntime: production, optimization: { target: 'web' } },
  };
}

/**
 * V8's explicit compile hint on the scripts every first visit runs nearly all of (the shell's
 * start, an area's entry and routes): all their functions compiled at once while they stream
 * in, on a background thread, instead of each on the main thread when first called. Not on the
 * pages' own chunks, which hold code a visit may never call: hinted too, a listing's page blocked
 * longer (README "Compiled while they download"). Written after minification, which would drop
 * the comment.
 */
function compileHints() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: new RegExp(`^(main|${STARTUP_CHUNK_NAMES.join('|')}|bootstrap)\\.[0-9a-f]+\\.js$|^remoteEntry\\.js$|^__federation_expose_`),
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * The shell's entry script `async`, not `defer`: a deferred script runs in the task that ends
 * the page's parsing, with DOMContentLoaded and the layout of the page's last part, one task
 * long enough to block a phone; the entry waits for the parse itself (shell/src/index.ts).
 * README "The entry script in a task of its own".
 */
class AsyncEntryScript {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(AsyncEntryScript.name, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(AsyncEntryScript.name, async (data) => {
        for (const tag of data.assetTags.scripts) {
          delete tag.attributes.defer;
          tag.attributes.async = true;
        }
        return data;
      });
    });
  }
}

/**
 * The browser build, and in production the prerender build when the app has static pages
 * (prerender.mjs) and the host's service worker (service-worker.mjs).
 * @param {FrontendApp} app
 * @param {{ mode?: string }} [argv] rspack CLI arguments
 * @returns {import('@rspack/core').Configuration | import('@rspack/core').Configuration[]}
 */
export function frontendConfig(app, argv = {}) {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const web = browserConfig(app, production);
  if (!production) return web;
  const shared = { resolve: web.resolve ?? {}, rules: web.module?.rules ?? [] };
  return [web, ...(hasPrerender(app.dir) ? [prerenderConfig(app, shared)] : []), ...(app.role === 'host' ? [serviceWorkerConfig(app, shared)] : [])];
}

/**
 * @param {FrontendApp} app
 * @param {boolean} production
 * @returns {import('@rspack/core').Configuration}
 */
function browserConfig(app, production) {
  const port = DEV_PORTS[app.name];
  return {
    name: app.name,
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2020'],
    // SOURCE_MAPS=1: maps beside the built files, for shell/bench/cpu-profile.mjs; the scripts stay the same bytes.
    devtool: production ? (process.env.SOURCE_MAPS ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
    output: {
      path: join(app.dir, 'dist'),
      // The shell serves deep links such as /property/12, so its chunks need an absolute
      // base; a remote works out its base from where its remoteEntry.js was loaded.
      publicPath: app.role === 'host' ? '/' : 'auto',
      uniqueName: app.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      // The router's full build (independent-packages/) is written first and must survive.
      clean: { keep: /independent-packages/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // shared-contracts is consumed from its TypeScript source (its own export condition; a
      // plain `source` would also pick other packages' raw TypeScript): one build, live reload.
      conditionNames: ['djelfa-source', '...'],
      // Its imports end in .js (Node ESM style) and name .ts/.tsx files.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [swcRule(!production), { test: /\.css$/, type: 'css/auto' }],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: HTML_TEMPLATE,
        templateParameters: { languageStorageKey: LANGUAGE_STORAGE_KEY, languageCookiePattern, typeScale: typeScaleRules(), appLinks: app.role === 'host' ? APP_LINKS : '' },
      }),
      new RasterFavicon(),
      ...(app.role === 'host' ? [new AsyncEntryScript()] : []),
      new ModuleFederationPlugin(federation({ name: app.name, role: app.role, production })),
      new PreloadManifestPlugin(app.role),
      ...(production ? [compileHints(), new PrecacheListPlugin(app.role, join(app.dir, 'dist'))] : []),
    ],
    performance: { hints: false },
    optimization: {
      ...(app.role === 'host' && production && { splitChunks: { cacheGroups: STARTUP_CHUNKS } }),
      ...(process.env.REACT_DEV_DEBUG && { nodeEnv: 'development', minimize: false }),
    },
    // rspack 2 compiles dynamic imports on demand in development; with federation the async
    // boundary's chunk then never arrives (blank page). Compile everything up front.
    lazyCompilation: false,
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell's dev server answers the API, the remotes map and the photos through the backend.
      proxy: app.role === 'host' ? [{ context: ['/api', '/remotes.json', '/uploads'], target: 'http://127.0.0.1:3000' }] : [],
    },
  };
}
