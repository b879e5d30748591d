import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parseFeed} from '@rowanmanning/feed-parser';
import {BLOG_SECTIONS} from '../../config/sections';
import {BUILD_DIR, loadPage} from './site';

/**
 * Every feed read as a feed reader reads it, with a maintained feed parser
 * (validators.spec.ts checks the XML against RSS 2.0 and RFC 4287): each item
 * leads to a built page of the section, with that page's title, date and
 * description.
 */
const sitemap = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
// The origin the build was made for, as the validators take it.
const origin = new URL(sitemap.match(/<loc>([^<]+)<\/loc>/)![1]).origin;

for (const section of BLOG_SECTIONS)
  for (const name of ['rss.xml', 'atom.xml']) {
    test(`/${section}/${name} parses, and each item is its page's title, date and summary`, () => {
      const feed = parseFeed(fs.readFileSync(path.join(BUILD_DIR, section, name), 'utf8'));
      expect(feed.url).toBe(`${origin}/${section}`);
      expect(feed.title).toMatch(/^Tessera /);
      expect(feed.items.length).toBeGreaterThan(0);
      const problems = feed.items.flatMap((item) => {
        const where = `${name} item "${item.title ?? ''}"`;
        const url = item.url ? new URL(item.url) : null;
        if (!url || url.origin !== origin || !url.pathname.startsWith(`/${section}/`))
          return [`${where}: link ${item.url} is not an absolute URL in /${section}/`];
        const $ = loadPage(url.pathname);
        const page = {
          title: $('article h1').first().text().trim(),
          date: $('meta[property="article:published_time"]').attr('content'),
          summary: $('meta[name="description"]').attr('content'),
        };
        const date = (item.published ?? item.updated)?.toISOString();
        const wrong = [
          item.title !== page.title && `title "${item.title}", page "${page.title}"`,
          date !== page.date && `date ${date}, page ${page.date}`,
          item.description !== page.summary &&
            `summary "${item.description}", page "${page.summary}"`,
        ].filter(Boolean);
        return wrong.length ? [`${where}: ${wrong.join('; ')}`] : [];
      });
      expect(problems).toEqual([]);
    });
  }
