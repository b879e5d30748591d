import {describe, expect, it} from 'vitest';
import {colord, extend} from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import {darkCodeTheme, lightCodeTheme} from '../../../config/prism';

extend([a11yPlugin]);

// Code is text: every token keeps WCAG AA's 4.5:1 on its theme's background (axe checks
// only the tokens the pages of the day happen to use).
describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('the %s code theme', (_name, theme) => {
  const background = String(theme.plain.backgroundColor);
  const colours: [string, string][] = [
    ['plain', String(theme.plain.color)],
    ...theme.styles.flatMap((s): [string, string][] =>
      s.style.color ? [[s.types.join(' '), s.style.color]] : [],
    ),
  ];
  it.each(colours)('%s has 4.5:1 on the background', (_types, colour) => {
    expect(colord(colour).contrast(background)).toBeGreaterThanOrEqual(4.5);
  });
});
