// The first stage of `npm test` (scripts/test.mjs): the end-to-end tests and
// Lighthouse need Chromium and the serving tests need nginx with brotli, which
// npm cannot install. Say so in one line at once, not minutes into the run.
import {existsSync} from 'node:fs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const missing = [
  [existsSync(chrome), `Chromium (${chrome}; set CHROME_PATH to use another)`],
  [existsSync('/usr/sbin/nginx'), 'nginx (/usr/sbin/nginx)'],
  [
    existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'),
    "nginx's brotli module (libnginx-mod-http-brotli-filter)",
  ],
]
  .filter(([present]) => !present)
  .map(([, what]) => what);

if (missing.length) {
  console.error(
    `npm test needs ${missing.join(', ')}: on Debian or Ubuntu, run "sudo bash .ci/install" (apt-get, then npm ci), then npm test again.`,
  );
  process.exit(1);
}
