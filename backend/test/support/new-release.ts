import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Env } from '../../src/config/validate-config.js';
// @ts-expect-error: a plain ESM script of the workspace, without types.
import { ROOT } from '../../scripts/workspace.mjs';

/** A release of the API beside the running one, as a new image is: its own files, one migration more. */
export interface NewRelease {
  /** Its backend/dist/main.js. */
  main: string;
  /** The migration it adds: a column of `properties` the running release knows nothing of. */
  migration: string;
  column: string;
  /** `node backend/dist/database/migrate.js` of this release (docker-compose's migrate service): its exit code and what it printed. */
  migrate(env: Env): Promise<{ code: number; output: string }>;
  remove(): Promise<void>;
}

/**
 * The built API copied into a folder of its own (the packages it imports are the repository's) with
 * a migration added as the next release would add one: backwards compatible, a column that the
 * previous release, still serving meanwhile, neither reads nor writes.
 */
export async function newRelease(): Promise<NewRelease> {
  const folder = await mkdtemp(join(tmpdir(), 'djelfa-release-'));
  const backend = join(folder, 'backend');
  await cp(join(ROOT as string, 'backend', 'dist'), join(backend, 'dist'), { recursive: true });
  await cp(join(ROOT as string, 'backend', 'package.json'), join(backend, 'package.json'));
  await symlink(join(ROOT as string, 'node_modules'), join(folder, 'node_modules'));
  const migration = 'NextReleaseListingNote1799999999999';
  const column = 'next_release_note';
  const migrations = join(backend, 'dist', 'database', 'migrations');
  await writeFile(
    join(migrations, `1799999999999-NextReleaseListingNote.js`),
    `export class ${migration} {\n` +
      `  async up(queryRunner) { await queryRunner.query('ALTER TABLE "properties" ADD "${column}" text'); }\n` +
      `  async down(queryRunner) { await queryRunner.query('ALTER TABLE "properties" DROP COLUMN "${column}"'); }\n}\n`,
  );
  const index = join(migrations, 'index.js');
  const listed = (await readFile(index, 'utf8')).replace(/\n\];/, `,\n    ${migration}\n];`);
  if (!listed.includes(`    ${migration}\n];`)) throw new Error('The migrations index has another shape: the new release cannot list its migration');
  await writeFile(index, `import { ${migration} } from './1799999999999-NextReleaseListingNote.js';\n${listed}`);
  return {
    main: join(backend, 'dist', 'main.js'),
    migration,
    column,
    migrate: (env) =>
      promisify(execFile)(process.execPath, [join(backend, 'dist', 'database', 'migrate.js')], { cwd: folder, env: { ...process.env, NODE_ENV: 'production', ...env } }).then(
        ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
      ),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
