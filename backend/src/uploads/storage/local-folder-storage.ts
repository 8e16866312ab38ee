import express, { type RequestHandler } from 'express';
import { access, constants, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isUploadFileName } from '../upload-names.js';
import { UploadsStorage } from './uploads-storage.js';

/** The photos as files of one folder (UPLOADS_DIR): the default, beside the embedded database. */
export class LocalFolderStorage extends UploadsStorage {
  readonly description: string;

  constructor(private readonly dir: string) {
    super();
    this.description = `the folder ${dir}`;
  }

  async put(name: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // 'wx': a name is never written twice, whatever the odds of a random collision.
    await writeFile(join(this.dir, name), data, { flag: 'wx' });
  }

  async has(name: string): Promise<boolean> {
    return stat(join(this.dir, name)).then(
      (found) => found.isFile(),
      (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : Promise.reject(error)),
    );
  }

  read(name: string): Promise<Buffer> {
    return readFile(join(this.dir, name));
  }

  async *names(): AsyncIterable<string> {
    const entries = await readdir(this.dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
    for (const entry of entries) if (entry.isFile() && isUploadFileName(entry.name)) yield entry.name;
  }

  async delete(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(join(this.dir, name), { force: true })));
  }

  /** The folder exists (made as an upload would make it) and this process may write there. */
  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // W_OK also fails on a read-only mount (EROFS), not only on permissions.
    await access(this.dir, constants.W_OK);
  }

  serve(): RequestHandler {
    return express.static(this.dir, {
      immutable: true,
      maxAge: '1y', // PHOTO_CACHE_CONTROL
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      // Served as image/webp whatever a browser would sniff from the bytes.
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    });
  }
}
