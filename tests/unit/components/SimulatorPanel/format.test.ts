import {describe, expect, it} from 'vitest';
import {
  announcement,
  describeState,
  formatClock,
  formatValue,
  pausedStatus,
  virtualStep,
} from '../../../../src/components/SimulatorPanel/format';

const line = (at: string, text: string) => ({time: 0, at, text});

describe('formatValue', () => {
  it('rounds float noise and keeps integers', () => {
    expect(formatValue(22.400000000000002)).toBe('22.4');
    expect(formatValue(3)).toBe('3');
    expect(formatValue(true)).toBe('true');
    expect(formatValue(null)).toBe('null');
    expect(formatValue(undefined)).toBe('');
  });
  it('shortens long values with an ellipsis', () => {
    expect(formatValue({temperature: 22.4, humidity: 50}, 12)).toBe('{"temperatu…');
    expect(formatValue('abcdef', 4)).toBe('abc…');
  });
});

describe('describeState', () => {
  it('reads outputs as a person does', () => {
    expect(describeState({on: true})).toBe('on');
    expect(describeState({on: false})).toBe('off');
    expect(describeState({duty: 40.5})).toBe('duty 40.5 %');
    expect(describeState({page: '1', text: 'Temp 22.4'})).toBe('Temp 22.4');
    expect(describeState({title: 'Humidity', value: 50, text: '50 %'})).toBe('50 %');
    expect(describeState({title: 'Vent fan', value: true})).toBe('true');
    expect(describeState({state: true, schedule: 'Mon-Sun 06:00-20:00'})).toBe('on');
    expect(describeState({state: 'high'})).toBe('high');
    expect(describeState({temperature: 22.4})).toBe('22.4 °C');
    expect(describeState({sounding: false})).toBe('silent');
  });
  it('falls back to the first fields, and to nothing for no state', () => {
    expect(describeState({last_topic: 'a/b', last_payload: 'x', more: 1})).toBe(
      'last topic a/b, last payload x',
    );
    expect(describeState({title: 'Vent fan'})).toBeNull();
    expect(describeState({})).toBeNull();
    expect(describeState(undefined)).toBeNull();
  });
});

describe('formatClock', () => {
  it('shows the date and time in the run’s time zone', () => {
    const t = Date.UTC(2026, 9, 20, 8, 0, 5);
    expect(formatClock(t, 'Europe/Amsterdam')).toBe('Tue 20 Oct 2026, 10:00:05');
    expect(formatClock(t, 'UTC')).toBe('Tue 20 Oct 2026, 08:00:05');
  });
});

describe('announcement', () => {
  it('reads one line, or a count and the last line', () => {
    expect(announcement([])).toBe('');
    expect(announcement([line('2026-10-20 10:00:00.000', '[sim] relay 1 on')])).toBe(
      '10:00:00 [sim] relay 1 on',
    );
    expect(
      announcement([
        line('2026-10-20 10:00:00.000', '[sim] relay 1 on'),
        line('2026-10-20 10:00:10.000', '[sim] relay 2 on'),
      ]),
    ).toBe('2 new Console lines, the last: 10:00:10 [sim] relay 2 on');
  });
});

describe('virtualStep', () => {
  it('multiplies the wall-clock interval by the speed, capped after a sleeping tab', () => {
    expect(virtualStep(100, 60)).toBe(6000);
    expect(virtualStep(100, 0)).toBe(0);
    expect(virtualStep(60_000, 3600)).toBe(250 * 3600);
    expect(virtualStep(-5, 10)).toBe(0);
  });
});

describe('pausedStatus', () => {
  it('puts the engine’s cap sentence in the reader’s terms, and nothing else', () => {
    expect(
      pausedStatus(
        'more than 1000000 events in one call: the clock stopped at 2026-10-20 07:41:40.000; advance again to go on',
      ),
    ).toBe(
      'Paused at 2026-10-20 07:41:40.000: the project ran more than 1,000,000 events (timers and messages) in one step of the clock, the most the simulator runs at once. Choose a speed or Step to next event to go on; if it pauses again, look for a loop through a Delay or Timer with a very short time.',
    );
    expect(pausedStatus(null)).toBeNull();
    expect(pausedStatus('A card number is digits only, such as 12345.')).toBeNull();
  });
});
