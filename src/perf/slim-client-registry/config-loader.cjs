/**
 * Rspack/webpack loader for `.docusaurus/docusaurus.config.mjs` in the client
 * bundle: drops the site config's build-time fields, which every page's main.js
 * carried (about 2.5 KB gzip) and no browser code reads: the plugin, theme and
 * preset options, the page template, Markdown options, head tags, the
 * broken-link settings. The server render keeps the whole config. A file in
 * another format fails the build rather than ship unchanged.
 */
const BUILD_ONLY = [
  'plugins',
  'themes',
  'presets',
  'ssrTemplate',
  'markdown',
  'headTags',
  'scripts',
  'stylesheets',
  'staticDirectories',
  'clientModules',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

/** @param {string} source */
function slimConfig(source) {
  const match = source.match(/export default (\{[\s\S]*\});?\s*$/);
  let config;
  try {
    config = match && JSON.parse(match[1]);
  } catch {
    config = null;
  }
  if (!config || typeof config.themeConfig !== 'object') {
    throw new Error(
      'slim-client-registry: .docusaurus/docusaurus.config.mjs is not `export default {JSON}`; its format changed (see src/perf/README.md)',
    );
  }
  for (const key of BUILD_ONLY) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
}

/** @param {string} source */
module.exports = function slimClientConfigLoader(source) {
  return slimConfig(source);
};
module.exports.slimConfig = slimConfig;
module.exports.BUILD_ONLY = BUILD_ONLY;
