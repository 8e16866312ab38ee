import { describe, expect, it } from '@jest/globals';
import { preloadManifest } from './preload-manifest.mjs';

// The shape of rspack's stats for a host: an entry group consuming react-dom/client, whose
// provider consumes react-dom in turn; react-dom has a provider chunk and a fallback chunk.
/** @type {any} only the fields preloadManifest reads */
const stats = {
  entrypoints: { main: { assets: [{ name: 'main.0.js' }] } },
  namedChunkGroups: { bootstrap: { chunks: [1] } },
  chunks: [
    { id: 1, files: ['bootstrap.1.js', 'bootstrap.1.css'], origins: [{ moduleName: './src/index.ts' }] },
    { id: 2, files: ['client.2.js'], origins: [{ moduleName: 'provide shared module (default) react-dom/client@19.3.1 = /x' }] },
    { id: 3, files: ['react-dom.3.js'], origins: [{ moduleName: 'provide shared module (default) react-dom@19.3.1 = /y' }] },
    { id: 4, files: ['react-dom-fallback.4.js'], origins: [{ moduleName: 'consume shared module (default) react-dom@^19.3.1 (strict) (fallback: /y)' }] },
    { id: 5, files: ['cssinjs.5.js'], origins: [{ moduleName: 'provide shared module (default) @ant-design/cssinjs@2.1.2 = /z' }] },
  ],
  modules: [
    { name: 'consume shared module (default) react-dom/client@^19.3.1 (strict) (fallback: /x)', chunks: [1] },
    { name: 'consume shared module (default) react-dom@^19.3.1 (strict) (fallback: /y)', chunks: [2] },
    { name: './src/bootstrap.ts', chunks: [1] },
  ],
};

describe('preloadManifest', () => {
  const manifest = preloadManifest(stats, 'bootstrap', 'shell');

  it("lists the page's own entry script and the entry group's files", () => {
    expect(manifest.initial).toEqual(['main.0.js']);
    expect(manifest.entry).toEqual(['bootstrap.1.js', 'bootstrap.1.css']);
  });

  it('leaves the page entry to the host: a remote is entered through remoteEntry.js', () => {
    expect(preloadManifest({ ...stats, namedChunkGroups: { __federation_expose_routes: { chunks: [1] } } }, '__federation_expose_routes', 'community').initial).toEqual([]);
  });

  it('follows what the providers consume in turn (react-dom/client → react-dom)', () => {
    expect(manifest.consumes).toEqual(['react-dom', 'react-dom/client']);
  });

  it("maps each share key to its provider's files only, never the fallback's (scoped names included)", () => {
    expect(manifest.provides).toEqual({
      'react-dom/client': ['client.2.js'],
      'react-dom': ['react-dom.3.js'],
      '@ant-design/cssinjs': ['cssinjs.5.js'],
    });
  });

  it("marks each of the entry group's stylesheets as rspack's runtime marks the links it adds, so that it reuses the portal's", () => {
    expect(manifest.styleMarks).toEqual({ 'bootstrap.1.css': 'shell:chunk-1' });
  });

  it('refuses a build whose entry group is missing, rather than hinting nothing', () => {
    expect(() => preloadManifest(stats, 'nope', 'shell')).toThrow('No chunk group named "nope"');
  });
});
