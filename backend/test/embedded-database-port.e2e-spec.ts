import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The embedded server's port is picked before the server binds it: another process can take it
// meanwhile (three API test files at once starting sites did). The first pick here is a port
// already taken, by something that accepts connections and never answers; the start takes
// another one instead of failing or waiting for ever.
const accepted = new Set<Socket>();
const taken: Server = createServer((socket) => accepted.add(socket));
let picks = 0;
let dataDir: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  dataDir = await mkdtemp(join(tmpdir(), 'djelfa-port-'));
});
afterAll(async () => {
  for (const socket of accepted) socket.destroy();
  await new Promise((resolve) => taken.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

it('starts on another port when the one it picked was taken before it could listen', async () => {
  const { freePort } = await import('../src/common/net/free-port.js');
  const takenPort = (taken.address() as { port: number }).port;
  jest.unstable_mockModule('../src/common/net/free-port.js', () => ({
    freePort: (avoid?: readonly number[]) => (picks++ === 0 ? Promise.resolve(takenPort) : freePort(avoid)),
  }));
  const { EmbeddedPostgres } = await import('../src/database/embedded/embedded-postgres.js');
  const server = await EmbeddedPostgres.start(dataDir);
  try {
    expect(picks).toBe(2);
    expect(new URL(server.url).port).not.toBe(String(takenPort));
  } finally {
    await server.stop();
  }
});
