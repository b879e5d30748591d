import {describe, expect, it} from 'vitest';
import {fitColumns} from '../../../src/components/CardGrid/columns';

describe('CardGrid columns fit the count', () => {
  it('fills every row where it can, and never leaves a row half empty or a column empty', () => {
    // The home page's sections: steps, industries, platform, latest (3), devices (4), capabilities (8).
    expect(fitColumns(3, 4)).toBe(3);
    expect(fitColumns(3, 3)).toBe(3);
    expect(fitColumns(4, 4)).toBe(4);
    expect(fitColumns(8, 4)).toBe(4);
    expect(fitColumns(8, 5)).toBe(4);
    expect(fitColumns(10, 4)).toBe(2);
    expect(fitColumns(4, 3)).toBe(2);
    expect(fitColumns(5, 4)).toBe(3);
    expect(fitColumns(7, 4)).toBe(4);
    expect(fitColumns(6, 4)).toBe(3);
    expect(fitColumns(1, 4)).toBe(1);
    expect(fitColumns(0, 4)).toBe(1);
  });
});
