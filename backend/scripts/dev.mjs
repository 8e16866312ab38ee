// `npm run dev`: rspack dev servers with hot reload for the shell and each remote, and the
// backend rebuilt on change. Open the shell's server; it forwards /api and /remotes.json to
// the backend, which points the shell at each remote's dev server.
import concurrently from 'concurrently';
import { DEV_PORTS } from '../../shared-contracts/build/rspack.mjs';
import { ROOT } from './workspace.mjs';

const remoteUrls = Object.fromEntries(
  ['marketplace', 'community', 'account', 'admin'].map((name) => [`REMOTE_URL_${name.toUpperCase()}`, `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`]),
);

console.log(`Djelfa Estates (development): http://localhost:${DEV_PORTS.shell}`);

const { result } = concurrently(
  [
    { name: 'contracts', command: 'npm run build -w shared-contracts -- --watch' },
    { name: 'api', command: 'npm run dev -w backend', env: { SERVE_FRONTENDS: 'false', ...remoteUrls } },
    ...['marketplace', 'community', 'account', 'admin'].map((name) => ({ name, command: `npm run dev -w mfe-${name}` })),
    { name: 'shell', command: 'npm run dev -w shell' },
  ],
  { cwd: ROOT, prefixColors: ['gray', 'blue', 'green', 'magenta', 'cyan', 'yellow', 'red'], killOthersOn: ['failure'] },
);
await result.catch(() => process.exit(1));
