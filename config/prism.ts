/**
 * Code highlighting themes. Prism's GitHub theme has five token colours
 * under 4.5:1 on its own background (comments 2.71:1, numbers and properties
 * 2.58:1); these are the same hues, darkened until every token keeps 4.5:1 on
 * the background and on a highlighted line.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const AA_LIGHT: Record<string, string> = {
  '#999988': '#5e5e53',
  '#e3116c': '#b10e55',
  '#36acaa': '#156a68',
  '#00a4db': '#006a90',
  '#d73a49': '#b52d3a',
};

export const lightCodeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((s) => {
    const color = s.style.color && AA_LIGHT[s.style.color];
    return color ? {...s, style: {...s.style, color}} : s;
  }),
};

export const darkCodeTheme: PrismTheme = themes.vsDark;
