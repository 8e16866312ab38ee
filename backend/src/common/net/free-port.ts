import { createServer } from 'node:net';

async function kernelsPick(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A port of 127.0.0.1 no one listens on now (the kernel's pick), other than those of `avoid`:
 * ports that are spoken for but not listened on yet.
 */
export async function freePort(avoid: readonly number[] = []): Promise<number> {
  for (;;) {
    const port = await kernelsPick();
    if (!avoid.includes(port)) return port;
  }
}
