// Runs after the MDX loader on every Markdown file: declares to the bundler the
// files the remark plugins read while compiling it (project files, src/data),
// so an edit to one rebuilds the page in `npm start` and invalidates the
// persistent cache of `npm run build`. The MDX loader takes no per-file
// dependencies from remark plugins, only one static list per content plugin.
const {registry} = require('./registry.cjs');

module.exports = function mdxDependencies(source, map) {
  for (const file of registry().get(this.resourcePath) ?? []) this.addDependency(file);
  this.callback(null, source, map);
};
