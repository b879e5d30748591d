import {describe, expect, it} from 'vitest';
import {tagsDescription} from '../../../src/lib/sections';

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
