import { componentTestConfig } from 'shared-contracts/build/jest';

const base = componentTestConfig(import.meta.dirname);
// supercluster and its kdbush are ES modules only: compiled to CommonJS like our own code.
const ES_ONLY = ['supercluster', 'kdbush'];

export default {
  ...base,
  transform: { ...base.transform, [`[\\\\/]node_modules[\\\\/](${ES_ONLY.join('|')})[\\\\/].+\\.js$`]: Object.values(base.transform ?? {})[0] },
  transformIgnorePatterns: [`/node_modules/(?!(${ES_ONLY.join('|')})/)`],
};
