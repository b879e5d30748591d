// Runs after the MDX loader on every Markdown file: declares to the bundler the
// files the remark plugins read while compiling it (project files, src/data),
// so an edit to one rebuilds the page in `npm start` and invalidates the
// persistent cache of `npm run build`. The MDX loader takes no per-file
// dependencies from remark plugins, only one static list per content plugin.
// A folder is declared as a context dependency: a file added to it rebuilds the page too
// (block pages list the pages that use the block, which a new tutorial joins).
const fs = require('node:fs');
const {registry} = require('./registry.cjs');

const isFolder = (/** @type {string} */ file) =>
  fs.statSync(file, {throwIfNoEntry: false})?.isDirectory() ?? false;

/**
 * @this {import('@rspack/core').LoaderContext}
 * @param {string} source
 * @param {Parameters<import('@rspack/core').LoaderContext['callback']>[2]} map
 */
module.exports = function mdxDependencies(source, map) {
  for (const file of registry().get(this.resourcePath) ?? []) {
    if (isFolder(file)) this.addContextDependency(file);
    else this.addDependency(file);
  }
  this.callback(null, source, map);
};
