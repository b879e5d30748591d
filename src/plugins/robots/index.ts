/**
 * Writes robots.txt after the build, pointing crawlers at the sitemap on the
 * configured site URL (a static file would hard-code one host).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const sitemap = new URL(`${baseUrl.replace(/\/?$/, '/')}sitemap.xml`, siteUrl).toString();
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

export default function robotsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'robots',
    async postBuild({outDir, siteConfig}) {
      await fs.writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt(siteConfig.url, siteConfig.baseUrl),
      );
    },
  };
}
