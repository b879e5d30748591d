import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';
import {robotsTxt} from '../../../src/plugins/robots';

/** Loads docusaurus.config.ts afresh with the given environment. */
async function configWith(env: Record<string, string>): Promise<Config> {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return (await import('../../../docusaurus.config')).default as Config;
}

afterEach(() => vi.unstubAllEnvs());

describe('colour mode: a toggle by default, light only on request', () => {
  it('has a toggle that follows the system preference by default', async () => {
    const config = await configWith({});
    expect(config.themeConfig?.colorMode).toMatchObject({
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
  });

  it('builds a light-only site with no switch when TESSERA_LIGHT_ONLY is set', async () => {
    const config = await configWith({TESSERA_LIGHT_ONLY: 'true'});
    expect(config.themeConfig?.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
  });
});

describe('build strictness', () => {
  it('fails the build on broken links, anchors, Markdown links and duplicate routes', async () => {
    const config = await configWith({});
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });
});

describe('robots.txt', () => {
  it('points at the sitemap on the configured host and base URL', () => {
    expect(robotsTxt('https://www.acme.test', '/')).toContain(
      'Sitemap: https://www.acme.test/sitemap.xml',
    );
    expect(robotsTxt('https://www.acme.test', '/docs-site/')).toContain(
      'Sitemap: https://www.acme.test/docs-site/sitemap.xml',
    );
  });
});
