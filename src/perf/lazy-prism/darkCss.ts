import type {PrismTheme} from 'prism-react-renderer';

/** The attribute the theme sets on <html> for dark mode. */
const DARK = "[data-theme='dark'] .theme-code-block";

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const declarations = (style: Record<string, unknown>) =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${kebab(property)}:${String(value)} !important`)
    .join(';');

/**
 * The dark code theme as a stylesheet. The build renders code in the light theme, and on
 * a page's first load a code block stays that HTML until a visitor comes to it
 * (src/theme/CodeBlock, src/perf/static-parts): its colours are inline styles, so in
 * dark mode these rules override them with `!important`. No library turns a
 * prism-react-renderer theme into CSS; the rules follow its own resolution: entries in
 * order, so a later one wins as it does in its theme dictionary, language-specific ones
 * only under that language's class, and a token's properties from the light theme reset to
 * inherit the plain colour. A rendered block gets the same values inline.
 */
export function darkCodeCss(light: PrismTheme, dark: PrismTheme): string {
  const {backgroundColor, ...plain} = dark.plain;
  const lightProperties = new Set(light.styles.flatMap((s) => Object.keys(s.style)));
  const reset = [...lightProperties].map((p) => `${kebab(p)}:unset !important`).join(';');
  const rules = [
    `${DARK}{--prism-color:${String(plain.color)} !important;--prism-background-color:${String(backgroundColor)} !important}`,
    `${DARK} pre{${declarations({...plain, backgroundColor})}}`,
    `${DARK} .token-line{color:unset !important}`,
    `${DARK} .token{${reset}}`,
  ];
  for (const {types, languages, style} of dark.styles) {
    const scopes = languages?.map((l) => `.language-${l}`) ?? [''];
    const selectors = scopes.flatMap((scope) =>
      types.map((type) => `${DARK}${scope} .token.${type}`),
    );
    rules.push(`${selectors.join(',')}{${declarations(style)}}`);
  }
  return `${rules.join('\n')}\n`;
}
