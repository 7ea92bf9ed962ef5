'use strict';
// Runs one of cardtext's bundles (dist/cli.js, dist/server.js) as Node would `require` it, but with
// V8's code cache written beside it by the build (`<bundle>.cache`, scripts/codeCache.mjs): V8 then
// reads the bundle's compiled code instead of parsing 1.5 MB of JavaScript and compiling what a run
// uses, a large part of a small lint's time. The cache holds the functions a typical run compiled
// (a lint of examples/design.cards; the language server checking a document).
//
// The cache names the bundle it was made from (its size and modification time): a bundle rebuilt
// since, a cache from another Node or V8 (V8 checks its own version and flags) or a damaged file is
// ignored, and the bundle is compiled as usual — a slower start, never different behaviour.
// CARDTEXT_CODE_CACHE=write makes the run write the cache when it exits (the build does this).
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const Module = require('module');

const mainModule = require.main;

/** What a cache file says about the bundle it belongs to: the first line of the file. */
function stamp(stat) {
  return `cardtext-code-cache 1 ${stat.size} ${Math.round(stat.mtimeMs)}\n`;
}

/** The cache's code if it is the bundle's (by its stamp); else why not. */
function readCache(cacheFile, bundleStamp) {
  let bytes;
  try {
    bytes = fs.readFileSync(cacheFile);
  } catch {
    return { state: 'absent' };
  }
  const header = Buffer.from(bundleStamp, 'latin1');
  return bytes.length > header.length && bytes.subarray(0, header.length).equals(header) ? { code: bytes.subarray(header.length) } : { state: 'stale' };
}

/**
 * Loads the bundle `file` as the module `parent` requires it (its `module`, `require`, `__filename`
 * and `__dirname` are the bundle's own). Returns its exports and what became of the cache: `used`,
 * `rejected` (by V8), `stale` (another build's), `absent`, or `writing`.
 */
function loadBundle(file, parent) {
  const source = fs.readFileSync(file, 'utf8');
  const bundleStamp = stamp(fs.statSync(file));
  const write = process.env.CARDTEXT_CODE_CACHE === 'write';
  const cache = write ? { state: 'writing' } : readCache(`${file}.cache`, bundleStamp);
  const script = new vm.Script(Module.wrap(source), {
    filename: file,
    cachedData: cache.code,
    // import() inside the bundle (none today) would go through Node's own loader.
    ...(vm.constants && vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER ? { importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER } : {}),
  });
  const bundle = new Module(file, parent);
  bundle.filename = file;
  bundle.paths = Module._nodeModulePaths(path.dirname(file));
  Module._cache[file] = bundle;
  const bundleRequire = (id) => bundle.require(id);
  bundleRequire.resolve = (request, options) => Module._resolveFilename(request, bundle, false, options);
  bundleRequire.main = mainModule;
  bundleRequire.cache = Module._cache;
  if (write) {
    // After the run, so that the cache holds the functions it compiled, not only the top level.
    process.once('exit', () => {
      try {
        fs.writeFileSync(`${file}.cache`, Buffer.concat([Buffer.from(bundleStamp, 'latin1'), script.createCachedData()]));
      } catch (error) {
        process.stderr.write(`cardtext: cannot write the code cache of ${file}: ${error.message}\n`);
      }
    });
  }
  script.runInThisContext({ displayErrors: true }).call(bundle.exports, bundle.exports, bundleRequire, bundle, file, path.dirname(file));
  bundle.loaded = true;
  return { exports: bundle.exports, cache: cache.code ? (script.cachedDataRejected ? 'rejected' : 'used') : cache.state };
}

module.exports = { loadBundle };
