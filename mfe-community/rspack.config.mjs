import { frontendConfig } from 'shared-contracts/build/rspack';

export default (_env, argv) => frontendConfig({ name: 'community', role: 'remote', dir: import.meta.dirname }, argv);
