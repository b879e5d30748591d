import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkSidebarDocs, sidebarDocIds} from '../../../config/sidebar-docs';
import sidebars from '../../../sidebars';

// intro.mdx, protocols/{modbus,http}.mdx, protocols/mqtt.md, _projects/hidden.mdx
const DOCS = path.join(__dirname, '../../fixtures/sidebar-docs');

const category = (items: unknown[]) => ({type: 'category' as const, label: 'Guide', items});

describe('sidebar doc ids must name a page under docs/', () => {
  it('accepts ids of .mdx pages, nested in categories and as doc links', () => {
    const ok = {
      docs: [
        'intro',
        category(['protocols/modbus', {type: 'doc', id: 'protocols/http'}]),
        {
          type: 'category' as const,
          label: 'Protocols',
          link: {type: 'doc' as const, id: 'protocols/modbus'},
          items: [],
        },
      ],
    };
    expect(checkSidebarDocs(ok as never, DOCS)).toBe(ok);
  });

  it('fails on a misspelt id, naming it, saying what to check and listing close matches', () => {
    const bad = {docs: ['intro', category(['protocols/modbsu'])]};
    expect(() => checkSidebarDocs(bad as never, DOCS)).toThrow(
      'no doc with id "protocols/modbsu": check the file name under sidebar-docs/ (the id is its path without .mdx), and that it is .mdx. Close matches: protocols/modbus.',
    );
  });

  it('fails on a page saved as .md, saying to rename it to .mdx', () => {
    expect(() => checkSidebarDocs({docs: ['protocols/mqtt']}, DOCS)).toThrow(
      'no doc with id "protocols/mqtt": sidebar-docs/protocols/mqtt.md exists, but pages here are .mdx: rename it to sidebar-docs/protocols/mqtt.mdx.',
    );
  });

  it('does not count files in _ folders as pages, and points a block id at the scaffold', () => {
    expect(() => checkSidebarDocs({docs: ['_projects/hidden']}, DOCS)).toThrow(
      'no doc with id "_projects/hidden"',
    );
    expect(() => checkSidebarDocs({docs: ['blocks/node_teleporter']}, DOCS)).toThrow(
      'A block record needs its page: npm run new -- block node_teleporter.',
    );
  });

  it('lists every unknown id in one message', () => {
    expect(() => checkSidebarDocs({docs: ['intro', 'nope', 'protocols/nope']}, DOCS)).toThrow(
      /docs that do not exist:\n- no doc with id "nope".*\n- no doc with id "protocols\/nope"/,
    );
  });

  it("the site's sidebars.ts loads, and names every block record's page", () => {
    const ids = sidebarDocIds(sidebars.docs);
    expect(ids).toContain('intro');
    expect(ids).toContain('blocks/node_timer');
  });
});
