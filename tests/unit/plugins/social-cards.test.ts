import {describe, expect, it} from 'vitest';
import {cardFileName, isStandalone, pageText, withCard} from '../../../src/plugins/social-cards';

describe('social cards (src/plugins/social-cards)', () => {
  it('draws cards for standalone pages only', () => {
    expect(['/', '/contact', '/features/modbus', '/terms/', '/samples/'].every(isStandalone)).toBe(
      true,
    );
    expect(
      ['/docs/intro', '/blog', '/blog/x', '/tutorials/introduction', '/404.html'].some(
        isStandalone,
      ),
    ).toBe(false);
  });

  it('names one file per route', () => {
    expect(cardFileName('/')).toBe('home.png');
    expect(cardFileName('/features/modbus')).toBe('features-modbus.png');
    expect(cardFileName('/terms/')).toBe('terms.png');
    expect(cardFileName('/terms/terms')).toBe('terms-terms.png');
  });

  it('reads the title and description of minified and quoted HTML alike', () => {
    const minified =
      '<meta data-rh=true property=og:title content="Modbus | Tessera"/><meta data-rh=true name=description content="Poll meters &amp; drives."/>';
    expect(pageText(minified)).toEqual({title: 'Modbus', description: 'Poll meters & drives.'});
    const quoted =
      '<meta property="og:title" content="Contact us | Tessera"><meta name="description" content="Ask an engineer.">';
    expect(pageText(quoted)).toEqual({title: 'Contact us', description: 'Ask an engineer.'});
  });

  it('points og:image and twitter:image at the card, and nothing else', () => {
    const html =
      '<meta data-rh=true property=og:image content=https://a.example/img/social-card.png /><meta data-rh=true name=twitter:image content=https://a.example/img/social-card.png /><meta property=og:title content=X>';
    const out = withCard(html, 'https://a.example/img/social/x.png');
    expect(out.match(/img\/social\/x\.png/g)).toHaveLength(2);
    expect(out).toContain('og:title content=X');
    expect(out).not.toContain('social-card.png');
  });
});
