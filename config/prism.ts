/**
 * Code highlighting themes. Prism's GitHub theme has five token colours
 * under 4.5:1 on its own background (comments 2.71:1, numbers and properties
 * 2.58:1); these are the same hues, darkened until every token keeps 4.5:1 on
 * the background and on a highlighted line. VS Dark has three (prolog 1.04:1,
 * constants 3.08:1, markup punctuation 4.22:1), lightened the same way.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const AA_LIGHT: Record<string, string> = {
  '#999988': '#5e5e53',
  '#e3116c': '#b10e55',
  '#36acaa': '#156a68',
  '#00a4db': '#006a90',
  '#d73a49': '#b52d3a',
};

const AA_DARK: Record<string, string> = {
  'rgb(0, 0, 128)': '#8585c2',
  'rgb(100, 102, 149)': '#8385aa',
  '#808080': '#888888',
};

const recolored = (theme: PrismTheme, colors: Record<string, string>): PrismTheme => ({
  ...theme,
  styles: theme.styles.map((s) => {
    const color = s.style.color && colors[s.style.color];
    return color ? {...s, style: {...s.style, color}} : s;
  }),
});

export const lightCodeTheme = recolored(themes.github, AA_LIGHT);

export const darkCodeTheme = recolored(themes.vsDark, AA_DARK);
