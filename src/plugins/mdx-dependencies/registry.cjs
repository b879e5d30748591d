// Shared between the remark plugins (loaded through jiti with the config) and
// the loader (loaded by the bundler with require): both reach the same Map on
// globalThis, whichever module instance they hold.
const KEY = Symbol.for('tessera.mdx-dependencies');

/** @returns {Map<string, Set<string>>} content file → files its remark plugins read */
function registry() {
  const shared = /** @type {{[KEY]?: Map<string, Set<string>>}} */ (globalThis);
  shared[KEY] ??= new Map();
  return shared[KEY];
}

module.exports = {registry};
