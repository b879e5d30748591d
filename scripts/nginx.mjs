// Serves a build through nginx with the production site configuration, on loopback:
//   node scripts/nginx.mjs <buildDir> <port>
// Writes a complete nginx.conf into a fresh temporary folder (pid, logs and temp
// paths all there, nginx in the foreground as the current user), includes
// deploy/nginx/tessera.conf with its root and listen rewritten for this build and
// port, and runs Debian's nginx (/usr/sbin/nginx, or NGINX_BIN) until it is
// stopped. Brotli is on when Debian's brotli filter module is installed.
// It does not build: run `npm run build` (or `npm run build:tracking`) first.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';
export const SITE_CONFIG = path.join(repo, 'deploy/nginx/tessera.conf');
export const BROTLI_CONFIG = path.join(repo, 'deploy/nginx/brotli.conf');
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
export const MIME_TYPES = '/etc/nginx/mime.types';
/** The deployment path deploy/nginx/tessera.conf is written for. */
export const DEPLOYED_ROOT = '/srv/tessera/build';

/**
 * nginx would split a path with these characters, or read it as a variable or comment.
 * @param {string} p
 */
function checkPath(p) {
  if (/[\s;{}"'$#\\]/.test(p)) throw new Error(`nginx.mjs: unsupported character in path "${p}"`);
  return p;
}

/**
 * deploy/nginx/tessera.conf for a build folder and a loopback port.
 * @param {string} text
 * @param {{buildDir: string, port: number}} where
 */
export function siteConfig(text, {buildDir, port}) {
  for (const needed of [
    `root ${DEPLOYED_ROOT};`,
    `include ${DEPLOYED_ROOT}/.nginx/http.conf;`,
    `include ${DEPLOYED_ROOT}/.nginx/headers.conf;`,
  ]) {
    if (!text.includes(needed)) throw new Error(`nginx.mjs: ${SITE_CONFIG} lacks "${needed}"`);
  }
  let listens = 0;
  const local = text.replace(
    /^([ \t]*)listen[ \t]+[^;\n]+;/gm,
    (/** @type {string} */ line, /** @type {string} */ indent) => {
      listens += 1;
      return listens === 1
        ? `${indent}listen 127.0.0.1:${port};`
        : `${indent}# ${line.trim()} (one loopback listener for the test server)`;
    },
  );
  if (listens === 0) throw new Error(`nginx.mjs: ${SITE_CONFIG} has no listen directive`);
  return local.split(DEPLOYED_ROOT).join(checkPath(buildDir));
}

/**
 * The whole nginx.conf of the test server.
 * @param {{tmpDir: string, siteConfigPath: string, brotli: boolean, user?: string}} options
 */
export function nginxConfig({tmpDir, siteConfigPath, brotli, user}) {
  const t = checkPath(tmpDir);
  return `# Written by scripts/nginx.mjs for a local server; removed when nginx stops.
daemon off;
worker_processes 1;
pid ${t}/nginx.pid;
error_log stderr error;
${user ? `user ${user};\n` : ''}${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}
events {
    worker_connections 512;
}

http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${t}/client_body;
    proxy_temp_path ${t}/proxy;
    fastcgi_temp_path ${t}/fastcgi;
    uwsgi_temp_path ${t}/uwsgi;
    scgi_temp_path ${t}/scgi;
${brotli ? `    include ${checkPath(BROTLI_CONFIG)};\n` : ''}    include ${checkPath(siteConfigPath)};
}
`;
}

/** @param {string[]} args `<buildDir> <port>` */
function main([dirArg, portArg]) {
  const port = Number(portArg);
  if (!dirArg || !Number.isInteger(port) || port < 1 || port > 65535) {
    console.error('usage: node scripts/nginx.mjs <buildDir> <port>');
    process.exit(2);
  }
  const buildDir = path.resolve(dirArg);
  for (const file of ['index.html', '404.html', '.nginx/http.conf', '.nginx/headers.conf']) {
    if (!fs.existsSync(path.join(buildDir, file))) {
      console.error(`nginx.mjs: ${buildDir} has no ${file}; build the site first.`);
      process.exit(1);
    }
  }
  for (const file of [NGINX_BIN, MIME_TYPES]) {
    if (!fs.existsSync(file)) {
      console.error(
        `nginx.mjs: ${file} is missing; install Debian's nginx (apt-get install nginx).`,
      );
      process.exit(1);
    }
  }
  const brotli = fs.existsSync(BROTLI_MODULE);
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-nginx-'));
  const siteConfigPath = path.join(tmpDir, 'tessera.conf');
  fs.writeFileSync(
    siteConfigPath,
    siteConfig(fs.readFileSync(SITE_CONFIG, 'utf8'), {buildDir, port}),
  );
  // nginx's workers drop to `user` only when the master runs as root: keep them as root then.
  const user = process.getuid?.() === 0 ? os.userInfo().username : undefined;
  const confPath = path.join(tmpDir, 'nginx.conf');
  fs.writeFileSync(confPath, nginxConfig({tmpDir, siteConfigPath, brotli, user}));

  const nginx = spawn(NGINX_BIN, ['-p', tmpDir, '-e', 'stderr', '-c', confPath], {
    stdio: 'inherit',
  });
  console.log(
    `nginx: http://127.0.0.1:${port}/ serves ${buildDir} (gzip${brotli ? ', brotli' : ''}); config in ${tmpDir}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      // SIGTERM is nginx's fast shutdown; it may already have had it from the process group.
      try {
        nginx.kill('SIGTERM');
      } catch {
        // already gone
      }
    });
  }
  nginx.on('exit', (code, signal) => {
    fs.rmSync(tmpDir, {recursive: true, force: true});
    process.exit(code ?? (signal ? 0 : 1));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2));
}
