import { frontendConfig } from 'shared-contracts/build/rspack';

export default (_env, argv) => frontendConfig({ name: 'marketplace', role: 'remote', dir: import.meta.dirname }, argv);
