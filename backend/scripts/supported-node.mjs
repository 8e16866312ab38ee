// The Node.js versions every dependency supports: package.json's "engines" says the same (a test
// keeps the two, and every installed package's own "engines", in agreement). Node 20 reached its
// end of life in April 2026. Run as a script, it exits 1 on any other version: .ci/run asks it.
export const SUPPORTED_NODE = '^22.22.3 || ^24.15.0 || >=26.0.0';

/** The lowest version of each supported line. */
export const LOWEST_SUPPORTED = ['22.22.3', '24.15.0', '26.0.0'];

export function isSupportedNode(version = process.versions.node) {
  const [major, minor, patch] = version.split('.').map(Number);
  const atLeast = (m, p) => minor > m || (minor === m && patch >= p);
  return (major === 22 && atLeast(22, 3)) || (major === 24 && atLeast(15, 0)) || major >= 26;
}

if (import.meta.url === `file://${process.argv[1]}` && !isSupportedNode()) {
  console.error(`Node.js ${process.versions.node} is not supported: Djelfa Estates needs Node.js ${SUPPORTED_NODE} (24 LTS is best).`);
  process.exit(1);
}
