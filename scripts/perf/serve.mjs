// Serves a built site the way a real static host does: gzip on compressible
// types, clean URLs (/docs/intro -> docs/intro/index.html), 404.html for unknown
// paths, no directory listing. `docusaurus serve` sends everything uncompressed,
// which would make Lighthouse and byte counts look far worse than production.
import http from 'node:http';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import path from 'node:path';

// serve-handler and compression are what the `serve` CLI itself wires together;
// resolve them from `serve`'s own folder so we get the versions it pins even if
// npm stops hoisting them.
const requireFromServe = createRequire(
  new URL('../../node_modules/serve/package.json', import.meta.url),
);
const handler = requireFromServe('serve-handler');
const compression = requireFromServe('compression');

/**
 * @param {string} dir built site folder (e.g. "build")
 * @param {number} port 4400–4499 (4173/4174 belong to the e2e suite)
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function serveBuild(dir, port) {
  const root = path.resolve(dir);
  // Default level (6) and 1 KB threshold, like most CDNs' gzip.
  const compress = promisify(compression());
  const config = {public: root, cleanUrls: true, directoryListing: false, etag: true};

  const server = http.createServer((req, res) => {
    compress(req, res)
      .then(() => handler(req, res, config))
      .catch((/** @type {unknown} */ err) => {
        res.statusCode = 500;
        res.end(String(err));
      });
  });
  // Lighthouse opens many parallel connections; don't let idle keep-alive sockets block close().
  server.keepAliveTimeout = 2000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });

  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/**
 * serveBuild on the first free port from `from` up to 4499, so a leftover server doesn't block a run.
 * @param {string} dir
 */
export async function serveBuildOnFreePort(dir, from = 4400) {
  for (let port = from; port <= 4499; port++) {
    try {
      return await serveBuild(dir, port);
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EADDRINUSE') throw err;
    }
  }
  throw new Error(`no free port in ${from}–4499`);
}
