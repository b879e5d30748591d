import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {DEPLOYED_ROOT, SITE_CONFIG, nginxConfig, siteConfig} from '../../../scripts/nginx.mjs';

const text = fs.readFileSync(SITE_CONFIG, 'utf8');

describe('scripts/nginx.mjs: the test server runs the repo’s site config', () => {
  it('points root and both generated includes at the build, and listens on loopback only', () => {
    const local = siteConfig(text, {buildDir: '/work/site/build', port: 4190});
    expect(local).not.toContain(DEPLOYED_ROOT);
    expect(local).toContain('root /work/site/build;');
    expect(local).toContain('include /work/site/build/.nginx/http.conf;');
    expect(local).toContain('include /work/site/build/.nginx/headers.conf;');
    expect(local.match(/^\s*listen .*$/gm)).toEqual(['    listen 127.0.0.1:4190;']);
    // Everything else is the deployed config, unchanged.
    expect(local).toContain('try_files $uri $uri/index.html $uri.html =404;');
    expect(local).toContain('error_page 404 /404.html;');
  });

  it('refuses a path nginx would misread', () => {
    expect(() => siteConfig(text, {buildDir: '/tmp/my build', port: 4190})).toThrow(/unsupported/);
    expect(() => siteConfig(text, {buildDir: '/tmp/a;b', port: 4190})).toThrow(/unsupported/);
  });

  it('writes a self-contained nginx.conf: foreground, pid and temp paths in its folder', () => {
    const conf = nginxConfig({
      tmpDir: '/tmp/t',
      siteConfigPath: '/tmp/t/tessera.conf',
      brotli: false,
      user: undefined,
    });
    expect(conf).toContain('daemon off;');
    expect(conf).toContain('pid /tmp/t/nginx.pid;');
    expect(conf).toContain('client_body_temp_path /tmp/t/client_body;');
    expect(conf).toContain('include /tmp/t/tessera.conf;');
    expect(conf).not.toMatch(/brotli|^user /m);
    const withBrotli = nginxConfig({
      tmpDir: '/tmp/t',
      siteConfigPath: '/tmp/t/tessera.conf',
      brotli: true,
      user: 'root',
    });
    expect(withBrotli).toMatch(/^load_module .*ngx_http_brotli_filter_module\.so;$/m);
    expect(withBrotli).toMatch(/include .*deploy\/nginx\/brotli\.conf;/);
    expect(withBrotli).toContain('user root;');
  });
});
