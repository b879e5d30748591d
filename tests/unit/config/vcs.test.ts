import {describe, expect, it} from 'vitest';
import {BULK_COMMIT_FILES, fileHistory, parseGitLog} from '../../../config/vcs';

const commit = (ct: number, author: string, files: string[]) =>
  `\x1e${ct}\x1f${author}\n\n${files.join('\n')}\n`;

describe('"Last updated" from git, skipping bulk commits', () => {
  const bulk = Array.from({length: BULK_COMMIT_FILES}, (_, i) => `docs/page${i}.mdx`);
  // Newest first, as git log prints it.
  const log =
    commit(300, 'Ana', ['docs/page1.mdx']) +
    commit(200, 'Importer', bulk) +
    commit(100, 'Bo', ['docs/page2.mdx']);

  it('parses commits with their time in milliseconds, author and files', () => {
    const commits = parseGitLog(log);
    expect(commits).toHaveLength(3);
    expect(commits[0]).toEqual({timestamp: 300_000, author: 'Ana', files: ['docs/page1.mdx']});
    expect(commits[1].files).toHaveLength(BULK_COMMIT_FILES);
  });

  it('dates a page by its newest real edit, not by a later bulk commit', () => {
    const {updated, created} = fileHistory(parseGitLog(log));
    expect(updated.get('docs/page1.mdx')).toEqual({timestamp: 300_000, author: 'Ana'});
    expect(updated.get('docs/page2.mdx')).toEqual({timestamp: 100_000, author: 'Bo'});
    expect(created.get('docs/page2.mdx')).toEqual({timestamp: 100_000, author: 'Bo'});
  });

  it('gives no date to a page whose only commit is a bulk import', () => {
    const {updated, created} = fileHistory(parseGitLog(log));
    expect(updated.has('docs/page3.mdx')).toBe(false);
    expect(created.get('docs/page3.mdx')).toEqual({timestamp: 200_000, author: 'Importer'});
  });
});
