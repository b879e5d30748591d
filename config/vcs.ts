/**
 * Where "Last updated" comes from. Docusaurus's git strategy reports the last
 * commit that touched a page, so a bulk import (or a shallow CI clone) would
 * stamp every page with the same meaningless date. This strategy reads the
 * history once and skips commits that touched many content files at once;
 * a page whose only commits are such bulk commits shows no date at all.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';

/** A commit touching this many content files or more is a bulk change, not an edit of each page. */
export const BULK_COMMIT_FILES = 25;

const CONTENT_DIRS = [
  'docs',
  'blog',
  'elements',
  'solutions',
  'examples',
  'tutorials',
  'src/pages',
];

interface Commit extends VcsChangeInfo {
  files: string[];
}

/** Parses `git log --format=%x1e%ct%x1f%an --name-only`, newest first. */
export function parseGitLog(output: string): Commit[] {
  return output
    .split('\x1e')
    .filter((chunk) => chunk.trim())
    .map((chunk) => {
      const [header, ...lines] = chunk.split('\n');
      const [ct, author] = header.split('\x1f');
      return {
        timestamp: Number(ct) * 1000,
        author,
        files: lines.map((l) => l.trim()).filter(Boolean),
      };
    });
}

export interface FileHistory {
  created: Map<string, VcsChangeInfo>;
  updated: Map<string, VcsChangeInfo>;
}

/** First commit of each file, and its newest commit that is not a bulk commit. */
export function fileHistory(commits: Commit[], bulkFiles = BULK_COMMIT_FILES): FileHistory {
  const created = new Map<string, VcsChangeInfo>();
  const updated = new Map<string, VcsChangeInfo>();
  for (const {timestamp, author, files} of commits) {
    const bulk = files.length >= bulkFiles;
    for (const file of files) {
      created.set(file, {timestamp, author}); // oldest wins: the log is newest first
      if (!bulk && !updated.has(file)) updated.set(file, {timestamp, author});
    }
  }
  return {created, updated};
}

export function meaningfulGitVcs(): VcsConfig {
  let root = '';
  let history: FileHistory = {created: new Map(), updated: new Map()};
  const key = (filePath: string) => path.relative(root, filePath).split(path.sep).join('/');
  return {
    initialize({siteDir}) {
      try {
        root = execFileSync('git', ['rev-parse', '--show-toplevel'], {
          cwd: siteDir,
          encoding: 'utf8',
        }).trim();
        const log = execFileSync(
          'git',
          ['log', '--format=%x1e%ct%x1f%an', '--name-only', '--no-renames', '--', ...CONTENT_DIRS],
          {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
        );
        history = fileHistory(parseGitLog(log));
      } catch {
        // Not a git checkout (a source tarball): pages simply show no dates.
      }
    },
    getFileCreationInfo: async (filePath) => history.created.get(key(filePath)) ?? null,
    getFileLastUpdateInfo: async (filePath) => history.updated.get(key(filePath)) ?? null,
  };
}
