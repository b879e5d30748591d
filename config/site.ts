/** Site-wide head tags and the announcement bar. */
import type {HtmlTagObject} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {ExternalConfig} from './external';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The bar's id comes from config: the theme remembers a dismissal per id, so a
 * new id shows the new announcement to visitors who closed the old one.
 */
export function announcementBar(external: ExternalConfig): ThemeConfig['announcementBar'] {
  const {id, text} = external.announcement;
  return {
    id,
    content: `<a href="${escapeHtml(external.demoProjectUrl)}" rel="noopener">${escapeHtml(text)}</a>`,
    isCloseable: true,
  };
}

export function headTags(): HtmlTagObject[] {
  return [
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/apple-touch-icon.png'}},
    {tagName: 'meta', attributes: {name: 'theme-color', content: '#0b5d57'}},
  ];
}
