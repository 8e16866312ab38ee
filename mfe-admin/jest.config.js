import { componentTestConfig } from 'shared-contracts/build/jest';

export default componentTestConfig(import.meta.dirname);
