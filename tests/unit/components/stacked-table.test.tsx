import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import StackedTable, {
  breakAfter,
  LONG_CELL,
  LONG_WORD,
  columnsOf,
  textOf,
} from '../../../src/components/StackedTable';

/** Short words, too many characters to sit beside a label. */
const long = 'word '.repeat(LONG_CELL / 5 + 1);

/** A table as MDX hands it over: newlines between the parts, inline markup in cells. */
const wiring = (
  <>
    {'\n'}
    <thead>
      <tr>
        <th>Part</th>
        <th>
          <code>CP-03</code> terminal
        </th>
        <th>Note</th>
      </tr>
    </thead>
    {'\n'}
    <tbody>
      <tr>
        <td>Reader</td>
        <td>WG-D0</td>
        <td>{long}</td>
      </tr>
      {'\n'}
      <tr>
        <td>Exit button</td>
        <td>DI2</td>
        <td />
      </tr>
    </tbody>
  </>
);

const cells = (html: string) =>
  [...html.matchAll(/<td([^>]*)>/g)].map((m) => ({
    label: /data-label="([^"]*)"/.exec(m[1])?.[1],
    long: m[1].includes('data-long'),
    title: m[1].includes('data-title'),
  }));

describe('a reference table stacked into cards on a phone', () => {
  it('reads each column header as text, inline markup included', () => {
    expect(textOf(<span>{['a ', <code key="c">b</code>, 3]}</span>)).toBe('a b3');
    expect(columnsOf(wiring.props.children).labels).toEqual(['Part', 'CP-03 terminal', 'Note']);
  });

  it('labels every body cell with its column header, and titles each card by the first', () => {
    const html = renderToStaticMarkup(<StackedTable>{wiring.props.children}</StackedTable>);
    expect(cells(html)).toEqual([
      {label: 'Part', long: false, title: true},
      {label: 'CP-03 terminal', long: false, title: false},
      {label: 'Note', long: true, title: false},
      {label: 'Part', long: false, title: true},
      {label: 'CP-03 terminal', long: false, title: false},
      {label: 'Note', long: true, title: false},
    ]);
    // The header row itself stays as it was, for screen readers.
    expect(html).toContain('<th>Part</th>');
  });

  it('marks a column long when a cell has more than LONG_CELL characters or a word of more than LONG_WORD', () => {
    const short = `${'x'.repeat(LONG_WORD)} `.repeat(3).slice(0, LONG_CELL);
    const {long: marks} = columnsOf([
      <thead key="h">
        <tr>
          <th>A</th>
          <th>B</th>
          <th>C</th>
        </tr>
      </thead>,
      <tbody key="b">
        <tr>
          <td>{short}</td>
          <td>{long}</td>
          <td>
            <code>{'y'.repeat(LONG_WORD + 1)}</code>
          </td>
        </tr>
      </tbody>,
    ]);
    expect(marks).toEqual([false, true, true]);
  });

  it('titles cards by another column when asked, and keeps its own props', () => {
    const html = renderToStaticMarkup(
      <StackedTable titleColumn={1} tabIndex={0} className="mine">
        {wiring.props.children}
      </StackedTable>,
    );
    expect(cells(html).map((c) => c.title)).toEqual([false, true, false, false, true, false]);
    expect(html).toMatch(/^<table class="[^"]*mine" tabindex="0">/);
  });

  it('lets a long token wrap only after the characters asked for', () => {
    const markup = (text: string, chars: string) =>
      renderToStaticMarkup(<code>{breakAfter(text, chars)}</code>);
    expect(markup('tessera-link-1.9.0.zip', '-')).toBe(
      '<code>tessera-<wbr/>link-<wbr/>1.9.0.zip</code>',
    );
    expect(markup('from https://fw.example/a-b.img', '/')).toBe(
      '<code>from https://<wbr/>fw.example/<wbr/>a-b.img</code>',
    );
    expect(markup('a]b', ']')).toBe('<code>a]<wbr/>b</code>');
  });
});
