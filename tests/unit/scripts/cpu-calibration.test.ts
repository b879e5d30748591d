import {describe, expect, it} from 'vitest';
import {cpuSlowdownForBenchmarkIndex as slowdown} from '../../../scripts/perf/cpu-calibration.mjs';

describe('CPU slowdown calibrated to the host', () => {
  it('gives the calculator’s anchor points', () => {
    expect(slowdown(150)).toBe(1);
    expect(slowdown(800)).toBe(2);
    expect(slowdown(1300)).toBe(3);
    expect(slowdown(1533)).toBeCloseTo(4, 2);
    expect(slowdown(2000)).toBeCloseTo(6, 2);
  });

  it('is Lighthouse’s default 4x only for a host in the high-end desktop band', () => {
    expect(slowdown(1000)).toBeCloseTo(2.4, 5);
    expect(slowdown(3800)).toBeGreaterThan(13);
  });

  it('never speeds the CPU up, and refuses a missing index', () => {
    expect(slowdown(50)).toBe(1);
    expect(() => slowdown(0)).toThrow(/no benchmarkIndex/);
    expect(() => slowdown(Number.NaN)).toThrow(/no benchmarkIndex/);
  });
});
