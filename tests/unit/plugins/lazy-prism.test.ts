import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeCss} from '../../../src/perf/lazy-prism/darkCss';

const light: PrismTheme = {
  plain: {color: '#393A34', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment'], style: {color: '#5e5e53', fontStyle: 'italic'}},
    {types: ['keyword'], style: {color: '#00009f'}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#9CDCFE', backgroundColor: '#1E1E1E'},
  styles: [
    {types: ['tag'], style: {color: 'rgb(78, 201, 176)'}},
    {types: ['tag'], languages: ['markup'], style: {color: 'rgb(86, 156, 214)'}},
    {types: ['keyword', 'builtin'], style: {color: 'rgb(86, 156, 214)'}},
  ],
};
const D = "[data-theme='dark'] .theme-code-block";
const rules = darkCodeCss(light, dark).trim().split('\n');

describe('lazy-prism: the dark code theme as CSS', () => {
  it('sets the plain colours on the block, its pre (inline in the build) and its lines', () => {
    expect(rules).toContain(
      `${D}{--prism-color:#9CDCFE !important;--prism-background-color:#1E1E1E !important}`,
    );
    expect(rules).toContain(
      `${D} pre{color:#9CDCFE !important;background-color:#1E1E1E !important}`,
    );
    expect(rules).toContain(`${D} .token-line{color:unset !important}`);
  });

  it('resets what the light theme sets on a token (the italic comment), before any dark rule', () => {
    const reset = rules.indexOf(`${D} .token{color:unset !important;font-style:unset !important}`);
    expect(reset).toBeGreaterThan(-1);
    expect(rules.findIndex((r) => r.includes('.token.'))).toBeGreaterThan(reset);
  });

  it('gives each entry one rule, in the theme’s order, a language’s only under its class', () => {
    const tokenRules = rules.filter((r) => r.includes('.token.'));
    expect(tokenRules).toEqual([
      `${D} .token.tag{color:rgb(78, 201, 176) !important}`,
      `${D}.language-markup .token.tag{color:rgb(86, 156, 214) !important}`,
      `${D} .token.keyword,${D} .token.builtin{color:rgb(86, 156, 214) !important}`,
    ]);
  });
});
