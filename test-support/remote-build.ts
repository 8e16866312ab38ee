import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RSPACK = join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
const PACKAGES = ['shell', 'mfe-marketplace', 'mfe-community', 'mfe-account', 'mfe-admin'];

/**
 * A deploy's folder: the shell and the other remotes as `npm run build` made them, and a copy of
 * this remote's sources, which resolves its packages from the repository's node_modules; its
 * `dist/` is its own once it is built there. Returns the folder and the copy.
 */
export function copyOfRemote(app: 'mfe-community' | 'mfe-marketplace'): { deploy: string; remote: string } {
  const deploy = mkdtempSync(join(tmpdir(), 'djelfa-redeploy-'));
  for (const name of [...PACKAGES.filter((name) => name !== app), 'node_modules', 'tsconfig.base.json']) symlinkSync(join(ROOT, name), join(deploy, name));
  cpSync(join(ROOT, app), join(deploy, app), { recursive: true, filter: (path) => !path.includes('/dist') && !path.includes('/e2e') });
  return { deploy, remote: join(deploy, app) };
}

/** The remote's own build, in its folder: `rspack build` there and nothing else. */
export const buildRemote = (dir: string) => execFileSync(process.execPath, [RSPACK, 'build'], { cwd: dir, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });

/** What the community team adds in the redeploy tests: a page under /blog, `/blog/archive/:year`, its heading "Archive <year>" (test id `archive`). */
export function addArchivePage(remote: string): void {
  writeFileSync(
    join(remote, 'src/features/archive-page.tsx'),
    'import { useParams } from \'react-router-dom\';\nexport function ArchivePage() {\n  const { year } = useParams();\n  return <h1 data-testid="archive">Archive {year}</h1>;\n}\n',
  );
  const routes = join(remote, 'src/routes.tsx');
  const source = `import { ArchivePage } from './features/archive-page';\n${readFileSync(routes, 'utf8')}`.replace(
    "  '/blog/:slug': BlogPostPage,",
    "  '/blog/:slug': BlogPostPage,\n  '/blog/archive/:year': ArchivePage,",
  );
  if (!source.includes("'/blog/archive/:year': ArchivePage")) throw new Error("The community's routes changed: the archive page is not added");
  writeFileSync(routes, source);
}
