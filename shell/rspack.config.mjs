import { frontendConfig } from 'shared-contracts/build/rspack';

export default (_env, argv) => frontendConfig({ name: 'shell', role: 'host', dir: import.meta.dirname }, argv);
