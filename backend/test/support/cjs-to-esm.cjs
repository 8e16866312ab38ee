// Jest transform for CommonJS packages (tsc output) that require() an ESM-only package, such as
// @nestjs/throttler 6 requiring @nestjs/common 12. Node ≥ 20.19 runs them (require of ESM); Jest 30
// can only do so on Node ≥ 24.9. Rewritten as an ES module, the file imports its dependencies
// instead, and Jest loads a file of ESM syntax as ESM even in a CommonJS package.
const { createHash } = require('node:crypto');

const unique = (values) => [...new Set(values)];

function process(source) {
  const specifiers = unique([...source.matchAll(/require\("([^"]+)"\)/g)].map(([, specifier]) => specifier));
  const reexported = unique([...source.matchAll(/__exportStar\(require\("([^"]+)"\), exports\)/g)].map(([, specifier]) => specifier));
  const names = unique([...source.matchAll(/^exports\.([A-Za-z_$][\w$]*) = /gm)].map(([, name]) => name)).filter((name) => name !== '__esModule');
  const code = [
    ...specifiers.map((specifier, i) => `import * as __dependency${i} from ${JSON.stringify(specifier)};`),
    `const __dependencies = { ${specifiers.map((specifier, i) => `${JSON.stringify(specifier)}: __dependency${i}`).join(', ')} };`,
    'const module = { exports: {} };',
    '(function (exports, require, module) {',
    source,
    '}).call(module.exports, module.exports, (specifier) => __dependencies[specifier], module);',
    ...names.map((name) => `export const ${name} = module.exports.${name};`),
    ...reexported.map((specifier) => `export * from ${JSON.stringify(specifier)};`),
    'export default module.exports;',
  ].join('\n');
  return { code };
}

module.exports = {
  process,
  getCacheKey: (source, path) => createHash('sha256').update(`cjs-to-esm:1:${path}:${source}`).digest('hex'),
};
