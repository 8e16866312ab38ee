import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts';

/** A front-end build tree of the shape `npm run build` writes, small enough to read in a test. */
export const FIXTURE = {
  inlineScript: "document.documentElement.dataset.early='1'",
  // Big enough for the compression middleware (1 KB threshold).
  mainJs: `console.log(${JSON.stringify('shell '.repeat(400))});`,
};

function write(root: string, path: string, content: string | object): void {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

export function frontendFixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'djelfa-frontends-'));
  write(root, 'shell/dist/index.html', `<!doctype html><html lang="ar" dir="rtl"><head><title>t</title><script>${FIXTURE.inlineScript}</script><script defer src="/main.abcdef12.js"></script></head><body><div id="root"></div></body></html>`);
  write(root, 'shell/dist/main.abcdef12.js', FIXTURE.mainJs);
  write(root, 'shell/dist/preload-manifest.json', { initial: ['main.abcdef12.js'], entry: ['bootstrap.11111111.js'], consumes: ['react'], provides: { react: ['react.22222222.js'] } });
  for (const name of REMOTE_NAMES) {
    write(root, `mfe-${name}/dist/mf-manifest.json`, {
      id: name,
      name,
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      shared: [],
      exposes: [],
      remotes: [],
    });
    write(root, `mfe-${name}/dist/preload-manifest.json`, { initial: [], entry: [`routes.3333333${name.length}.js`], consumes: ['react', 'cssinjs'], provides: { cssinjs: ['cssinjs.44444444.js'] } });
    write(root, `mfe-${name}/dist/remoteEntry.js`, `var ${name} = {};`);
  }
  return root;
}
