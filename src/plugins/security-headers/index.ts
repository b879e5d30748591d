/**
 * After the build, hashes the inline code of every built page and writes the
 * response headers of config/headers.ts into the build output:
 *
 * - `_headers`: Netlify / Cloudflare Pages syntax (those hosts do not serve it);
 * - `.nginx/http.conf` and `.nginx/headers.conf`: included by deploy/nginx/tessera.conf.
 *
 * The Content-Security-Policy allows inline scripts by their sha256 only, so a
 * page whose inline script changes gets a policy that matches it. An inline event
 * handler (`onclick="…"`) cannot be allowed by hash: the build stops on one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadExternalConfig, type ExternalConfig} from '../../../config/external';
import {
  renderHeadersFile,
  renderNginxHeaders,
  renderNginxHttp,
  securityHeaders,
  type InlineHashes,
} from '../../../config/headers';

/** Script types a browser runs; any other type (JSON-LD, templates) is a data block. */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

export const NGINX_DIR = '.nginx';

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('base64');
}

/** The inline code of one HTML page, hashed; throws on inline event handlers. */
export function inlineHashes(html: string, file = 'page'): InlineHashes {
  const $ = cheerio.load(html);
  const scripts: string[] = [];
  const styles: string[] = [];
  $('script:not([src])').each((_, el) => {
    const type = ($(el).attr('type') ?? '').trim().toLowerCase();
    if (SCRIPT_TYPES.has(type)) scripts.push(sha256($(el).text()));
  });
  $('style').each((_, el) => {
    styles.push(sha256($(el).text()));
  });
  $('[style]').each((_, el) => {
    styles.push(sha256($(el).attr('style') ?? ''));
  });
  $('*').each((_, el) => {
    if (el.type !== 'tag') return;
    const handler = Object.keys(el.attribs).find((a) => /^on/i.test(a));
    if (handler) {
      throw new Error(
        `[security-headers] ${file}: <${el.tagName} ${handler}="…">: an inline event handler is blocked by the Content-Security-Policy; attach it from a script instead.`,
      );
    }
  });
  return {scripts, styles};
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The hashes of every built page, deduplicated. */
export async function siteInlineHashes(outDir: string): Promise<InlineHashes> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    const page = inlineHashes(await fs.readFile(file, 'utf8'), path.relative(outDir, file));
    page.scripts.forEach((h) => scripts.add(h));
    page.styles.forEach((h) => styles.add(h));
  }
  return {scripts: [...scripts].sort(), styles: [...styles].sort()};
}

function isExternalConfig(value: unknown): value is ExternalConfig {
  return typeof value === 'object' && value !== null && 'analytics' in value && 'chat' in value;
}

export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      // The config the site was built with (docusaurus.config.ts puts it in customFields).
      const fromSite = context.siteConfig.customFields?.external;
      const external = isExternalConfig(fromSite) ? fromSite : loadExternalConfig();
      const headers = securityHeaders(external, await siteInlineHashes(outDir));
      await fs.mkdir(path.join(outDir, NGINX_DIR), {recursive: true});
      await Promise.all([
        fs.writeFile(path.join(outDir, '_headers'), renderHeadersFile(headers)),
        fs.writeFile(path.join(outDir, NGINX_DIR, 'http.conf'), renderNginxHttp()),
        fs.writeFile(path.join(outDir, NGINX_DIR, 'headers.conf'), renderNginxHeaders(headers)),
      ]);
    },
  };
}
