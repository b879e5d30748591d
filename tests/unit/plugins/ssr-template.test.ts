import coreTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import {describe, expect, it} from 'vitest';
import {
  CORE_SCRIPT_LINE,
  SCRIPT_LOADER,
  SCRIPT_META,
  SSR_TEMPLATE,
  ssrTemplate,
} from '../../../src/perf/ssr-template';

describe('the page template is core’s, with the scripts added after the first paint', () => {
  it('differs from the installed Docusaurus template in two lines only', () => {
    const ours = SSR_TEMPLATE.split('\n');
    const core = coreTemplate.split('\n');
    const added = ours.filter((l) => !core.includes(l)).map((l) => l.trim());
    const removed = core.filter((l) => !ours.includes(l)).map((l) => l.trim());
    expect(removed).toEqual([CORE_SCRIPT_LINE]);
    expect(added).toEqual([
      `<meta name="${SCRIPT_META}" content="<%= it.baseUrl %><%= script %>">`,
      `<script>${SCRIPT_LOADER}</script>`,
    ]);
    // The loader runs last, after every tag Docusaurus puts in the body.
    expect(SSR_TEMPLATE.trim().split('\n').at(-3)?.trim()).toBe(
      `<script>${SCRIPT_LOADER}</script>`,
    );
  });

  it('stops the build, saying what to check, when core’s template changes where ours hooks in', () => {
    const changed = coreTemplate.replace(
      CORE_SCRIPT_LINE,
      '<script src="<%= script %>" async></script>',
    );
    expect(() => ssrTemplate(changed)).toThrow(
      /src\/perf\/ssr-template\.ts: Docusaurus's page template .* no longer has "<script src=.*UPGRADING\.md/,
    );
  });
});
