import { frontendConfig } from 'shared-contracts/build/rspack';

export default (_env, argv) => frontendConfig({ name: 'account', role: 'remote', dir: import.meta.dirname }, argv);
