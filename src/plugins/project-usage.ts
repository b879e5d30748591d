/**
 * Which pages draw which blocks: every MDX page's <FlowDiagram src> project
 * files, read once per build. Block pages list the tutorials, examples and
 * elements that use them from this, so the lists stay true as content grows.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {BLOG_SECTIONS, SECTION_OPTIONS} from '../../config/sections';
import type {ProjectFile} from '../data/projects/types';
import {projectSources} from './remark-flow-diagram';

/** The content folders read for uses: the docs and every listing section. */
const SECTIONS = ['docs', ...BLOG_SECTIONS] as const;
export type UsageSection = (typeof SECTIONS)[number];

export interface UsingPage {
  title: string;
  url: string;
  section: UsageSection;
}

/**
 * What a using page is, before its title in a block page's list ("Tutorial: …"):
 * a listing section's own kind (config/sections.ts), so a new section brings its label.
 */
export function usageKind(section: UsageSection): string {
  return section === 'docs' ? 'Documentation' : SECTION_OPTIONS[section].kind;
}

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('_') ? [] : mdxFiles(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

/** The route of a content file, as Docusaurus builds it for this site. */
export function pageUrl(section: UsingPage['section'], relative: string, slug?: string): string {
  const base = relative.replace(/\.mdx?$/, '');
  if (section === 'docs') {
    if (slug)
      return `/docs${slug.startsWith('/') ? slug : `/${path.posix.join(path.posix.dirname(base), slug)}`}`;
    return `/docs/${base}`;
  }
  return `/${section}/${slug ?? base.replace(/^\d{4}-\d{2}-\d{2}-/, '')}`;
}

/** The folders blockUsage reads: a page that lists the uses depends on them, new files included. */
export function usageFolders(siteDir: string): string[] {
  return SECTIONS.map((s) => path.join(siteDir, s)).filter((d) => fs.existsSync(d));
}

let cache: {siteDir: string; usage: Map<string, UsingPage[]>} | undefined;

export function blockUsage(siteDir: string): Map<string, UsingPage[]> {
  if (cache?.siteDir === siteDir) return cache.usage;
  const usage = new Map<string, UsingPage[]>();
  for (const section of SECTIONS) {
    const root = path.join(siteDir, section);
    for (const file of mdxFiles(root)) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (section === 'docs' && relative.startsWith('blocks/')) continue; // a block page is not a use
      const text = fs.readFileSync(file, 'utf8');
      const sources = projectSources(text);
      if (!sources.length) continue;
      const fm = (yaml.load(text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '') ?? {}) as {
        title?: string;
        slug?: string;
      };
      const page: UsingPage = {
        title: fm.title ?? relative,
        url: pageUrl(section, relative, fm.slug),
        section,
      };
      const types = new Set<string>();
      for (const src of sources) {
        const project = JSON.parse(
          fs.readFileSync(path.resolve(path.dirname(file), src), 'utf8'),
        ) as ProjectFile;
        for (const b of project.blocks) types.add(b.type);
      }
      for (const type of types) usage.set(type, [...(usage.get(type) ?? []), page]);
    }
  }
  for (const pages of usage.values()) pages.sort((a, b) => a.url.localeCompare(b.url));
  cache = {siteDir, usage};
  return usage;
}
