import {describe, expect, it} from 'vitest';
import {fittingList, tagsDescription} from '../../../src/lib/sections';

describe("a tags page's meta description", () => {
  it('names every tag while they fit', () => {
    expect(tagsDescription('Examples', 'examples', ['MQTT', 'Modbus'])).toBe(
      'Tessera Examples by tag, with the number of examples for each: MQTT, Modbus.',
    );
  });

  it('stays within 160 characters however many tags there are, saying how many it left out', () => {
    const labels = Array.from({length: 19}, (_, i) => `Tag number ${i + 1}`);
    const text = tagsDescription('Examples', 'examples', labels);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/Tag number 1, .* and \d+ more\.$/);
  });
});

describe('a list fitted into a meta description', () => {
  const teams = ['Tessera firmware team', 'Tessera Studio team', 'Tessera Cloud team'];
  it('names every item when they fit', () => {
    expect(fittingList('Who writes the blog: ', teams, 'fallback')).toBe(
      'Who writes the blog: Tessera firmware team, Tessera Studio team, Tessera Cloud team.',
    );
  });
  it('names as many as fit in 160 characters, then how many more', () => {
    const text = fittingList('x'.repeat(100), teams, 'fallback');
    expect(text).toBe(`${'x'.repeat(100)}Tessera firmware team, Tessera Studio team and 1 more.`);
    expect(text.length).toBeLessThanOrEqual(160);
  });
  it('falls back when not even one fits', () => {
    expect(fittingList('x'.repeat(150), teams, 'fallback')).toBe('fallback');
  });
});
