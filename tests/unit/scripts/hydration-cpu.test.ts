// cspell:ignore tdur
import {describe, expect, it} from 'vitest';
import {mainJsCpu} from '../../../scripts/perf/hydration-cpu.mjs';

// A renderer main thread (pid 1, tid 7) and one other thread, in trace units (µs).
const thread = {name: 'thread_name', ph: 'M', pid: 1, tid: 7, args: {name: 'CrRendererMain'}};
const MAIN = 'http://localhost:4450/assets/js/main.0123abcd.js';
const script = (name: string, ts: number, dur: number, tdur: number, url = MAIN, tid = 7) => ({
  name,
  ph: 'X',
  pid: 1,
  tid,
  ts,
  dur,
  tdur,
  args: {data: {url}},
});
const hydrated = (ts: number) => ({name: 'hydrated', ph: 'R', pid: 1, tid: 7, ts});

describe('mainJsCpu', () => {
  it('sums thread time of main.js, an event nested in a counted one once, split at the hydrated mark', () => {
    const events = [
      thread,
      script('EvaluateScript', 1000, 500, 400),
      // Nested in the evaluation above: already in its 400.
      script('FunctionCall', 1100, 100, 90),
      script('v8.compile', 2000, 50, 30),
      hydrated(3000),
      script('FunctionCall', 4000, 80, 60),
    ];
    const cpu = mainJsCpu(events);
    expect(cpu.toHydratedMs).toBeCloseTo(0.43, 9);
    expect(cpu.wholeLoadMs).toBeCloseTo(0.49, 9);
  });

  it('leaves out other scripts, other threads, and events that are not script runs', () => {
    const events = [
      thread,
      hydrated(9000),
      script('EvaluateScript', 1000, 500, 400, 'http://localhost:4450/assets/js/7f3a.1b2c.js'),
      script('EvaluateScript', 2000, 500, 400, 'http://localhost:4450/assets/js/main.js'),
      script('EvaluateScript', 3000, 500, 400, MAIN, 8),
      script('ParseHTML', 4000, 500, 400),
      script('FunctionCall', 5000, 20, 10),
    ];
    const cpu = mainJsCpu(events);
    expect(cpu.toHydratedMs).toBeCloseTo(0.01, 9);
    expect(cpu.wholeLoadMs).toBeCloseTo(0.01, 9);
  });

  it('counts React DOM with main.js: it was part of main.js until split off', () => {
    const reactDom = 'http://localhost:4450/assets/js/react-dom.4567cdef.js';
    const events = [
      thread,
      script('EvaluateScript', 1000, 500, 300, reactDom),
      script('EvaluateScript', 2000, 500, 200),
      hydrated(3000),
    ];
    expect(mainJsCpu(events).toHydratedMs).toBeCloseTo(0.5, 9);
  });

  it('falls back to wall time for an event without thread time', () => {
    const noThreadTime = {...script('EvaluateScript', 1000, 250, 0), tdur: undefined};
    expect(mainJsCpu([thread, noThreadTime, hydrated(2000)]).toHydratedMs).toBe(0.25);
  });

  it('refuses a trace without the hydrated mark or the renderer thread', () => {
    expect(() => mainJsCpu([thread, script('EvaluateScript', 0, 1, 1)])).toThrow(/hydrated/);
    expect(() => mainJsCpu([hydrated(1)])).toThrow(/renderer main thread/);
  });

  it('counts the renderer that marked hydration, not another one the tab used first', () => {
    const before = {...thread, pid: 2};
    const events = [
      before,
      {...script('EvaluateScript', 500, 100, 100), pid: 2},
      thread,
      script('EvaluateScript', 1000, 100, 40),
      hydrated(2000),
    ];
    expect(mainJsCpu(events).toHydratedMs).toBeCloseTo(0.04, 9);
  });
});
