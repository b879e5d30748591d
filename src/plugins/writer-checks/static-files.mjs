// Static files a page refers to, and which of them do not exist. Shared by the
// writer-checks plugin (the build and `npm start`) and `npm run check`
// (scripts/check.mjs), which runs in plain Node: hence JavaScript. Docusaurus
// checks Markdown images itself; a JSX <img src>, <a href> or CSS url() to a
// path under static/ it lets through, and the dev server answers such a path
// with a page, so the image is broken without a word (issue #39).
import {existsSync} from 'node:fs';
import path from 'node:path';

const PATTERNS = [
  /!?\[[^\]]*\]\((\/[^)\s#?]+)/g,
  /\b(?:src|href|poster|srcSet)=["'{`]+(\/[^"'}`\s#?]+)/g,
  /url\(["']?(\/[^"')\s#?]+)/g,
];

/**
 * Root-relative paths to files (a name with an extension) in a page's
 * Markdown links and images, JSX attributes and CSS url(); not page routes.
 * @param {string} text
 * @returns {string[]}
 */
export function staticReferences(text) {
  const refs = new Set();
  for (const re of PATTERNS)
    for (const m of text.matchAll(re)) if (/\.[a-z0-9]+$/i.test(m[1])) refs.add(m[1]);
  return [...refs];
}

/**
 * The static references of a page with no file under `static/`, each with the
 * first line that names it.
 * @param {string} text
 * @param {string} siteDir
 * @returns {{ref: string, line: number}[]}
 */
export function missingStaticFiles(text, siteDir) {
  const lines = text.split('\n');
  return staticReferences(text)
    .filter((ref) => !existsSync(path.join(siteDir, 'static', decodeURI(ref))))
    .map((ref) => ({ref, line: lines.findIndex((l) => l.includes(ref)) + 1}));
}

/** What a writer reads for one missing file. */
export const MISSING_STATIC_FIX =
  'is not a file under static/ (images go in static/img/<section>/)';
