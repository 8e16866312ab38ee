import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrations } from './index.js';

describe('migrations list', () => {
  it('registers every migration file of this folder, oldest first', () => {
    const files = readdirSync(fileURLToPath(new URL('.', import.meta.url)))
      .filter((file) => /^\d+-\w+\.ts$/.test(file))
      .sort();
    // TypeORM names a generated class `<Name><timestamp>` in the file `<timestamp>-<Name>.ts`.
    const expected = files.map((file) => {
      const [, timestamp, name] = /^(\d+)-(\w+)\.ts$/.exec(file)!;
      return `${name}${timestamp}`;
    });
    expect(migrations.map((migration) => migration.name)).toEqual(expected);
  });
});
