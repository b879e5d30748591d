/** Conformance cases for the timers records (timers.ts); see CASES.md. Never imported by the site. */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './timers';

const CLOCK_ALWAYS_SET =
  'the simulator runs on a virtual clock that is always set, so a device whose clock ran down cannot be shown';

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_timer: {
    cases: [
      {
        name: 'ticks every interval from the start of the project, numbered from 1',
        covers: [
          ['outputs.tick', 'Fires every interval while the timer runs'],
          ['properties.interval', 'Time between ticks'],
          ['properties.start_with_project', 'Starts the timer when the project starts'],
          ['properties.first_tick', 'Whether the first tick comes one interval after the start'],
        ],
        props: {interval: 5000},
        steps: [
          {at: '4999ms', expect: {port: 'tick', count: 0}},
          {at: '5s', expect: {port: 'tick', last: 1, count: 1}},
          {at: '15s', expect: {port: 'tick', last: 3, count: 3}},
        ],
      },
      {
        name: 'first tick at once, and a fixed number of repeats',
        covers: [
          ['properties.first_tick', 'or at once'],
          ['properties.max_ticks', 'Stops the timer by itself after this many ticks'],
        ],
        props: {interval: 1000, first_tick: 'immediately', max_ticks: 3},
        steps: [
          {at: 0, expect: {port: 'tick', last: 1, count: 1}},
          {at: '2s', expect: {port: 'tick', last: 3, count: 3}},
          {at: '1min', expect: {port: 'tick', last: 3, count: 3}},
        ],
      },
      {
        name: 'waits for start when not started with the project; stop and start again numbers from 1',
        covers: [
          ['properties.start_with_project', 'it waits for a message on start'],
          ['inputs.start', 'Starts the timer, with the first tick one interval later'],
          ['inputs.start', 'ignored while it runs'],
          ['inputs.stop', 'Stops the timer, so no tick is sent until the next start'],
          ['outputs.tick', '1 for the first tick after each start'],
          ['properties.max_ticks', '0 runs until stop'],
        ],
        props: {interval: 1000, start_with_project: false},
        steps: [
          {at: '10s', expect: {port: 'tick', count: 0}},
          {set: {start: 'anything'}},
          {at: '10.5s', set: {start: true}},
          {at: '11s', expect: {port: 'tick', last: 1, count: 1}},
          {at: '13s', expect: {port: 'tick', last: 3, count: 3}},
          {set: {stop: 0}},
          {at: '20s', expect: {port: 'tick', count: 3}},
          {set: {start: null}},
          {at: '21s', expect: {port: 'tick', last: 1, count: 4}},
        ],
      },
      {
        name: 'a Timer start block controls it by name',
        covers: [['properties.name', 'by which Timer start blocks control this timer']],
        props: {interval: 1000, name: 'poll'},
        blocks: [
          {id: 'ctl', type: 'node_timer_start', properties: {timer: 'poll'}},
          {id: 'halt', type: 'node_setting', properties: {name: 'halt', emit_at_start: false}},
        ],
        wires: [{from: 'halt.value', to: 'ctl.stop'}],
        settings: {halt: {value: null}},
        steps: [
          {at: '2s', expect: {port: 'tick', count: 2}},
          {set: {halt: true}},
          {expect: {port: 'ctl.running', last: false}},
          {at: '10s', expect: {port: 'tick', count: 2}},
        ],
      },
      {
        name: 'Studio refuses an interval under 50 ms',
        covers: [
          ['properties.interval', 'from 50 ms to 24 h'],
          ['errors[0]', 'below the 50 ms minimum'],
        ],
        props: {interval: 20},
        refused: 'property "interval" is 20: below the minimum 50',
      },
      {
        name: 'two timers with one name',
        covers: [['errors[2]', 'timer: two timers named "poll"']],
        props: {name: 'poll'},
        blocks: [{id: 'other', type: 'node_timer', properties: {name: 'poll'}}],
        steps: [{at: 0, expect: {console: 'timer: two timers named "poll"'}}],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.interval', 'for times of day, use a Cron event block'],
        reason: 'advice on choosing a block',
      },
      {
        sentence: ['errors[1]', 'missed 3 ticks'],
        reason:
          'the simulator runs every block in no time, so the project is never busy when a tick is due',
      },
    ],
  },

  node_timer_start: {
    cases: [
      {
        name: 'start, stop and restart the named timer, and say whether it runs',
        covers: [
          ['properties.timer', 'The name of the Timer block to control'],
          ['inputs.start', 'Starts the named timer; ignored while it runs'],
          ['inputs.stop', 'Stops the named timer'],
          ['outputs.running', 'true after start or restart, false after stop'],
        ],
        props: {timer: 'poll'},
        blocks: [
          {
            id: 'poll',
            type: 'node_timer',
            properties: {interval: 1000, name: 'poll', start_with_project: false},
          },
        ],
        steps: [
          {at: '5s', expect: {port: 'poll.tick', count: 0}},
          {set: {start: 1}},
          {at: '5.5s', set: {start: 1}},
          {expect: {port: 'running', last: true, count: 2}},
          {at: '6s', expect: {port: 'poll.tick', last: 1, count: 1}},
          {at: '8s', set: {stop: 'x'}},
          {expect: {port: 'running', last: false}},
          {at: '20s', expect: {port: 'poll.tick', count: 3}},
        ],
      },
      {
        name: 'restart: the next tick one full interval from now',
        covers: [
          ['inputs.restart', 'so the next tick comes one full interval from now'],
          ['outputs.running', 'true after start or restart'],
        ],
        props: {timer: 'poll'},
        blocks: [{id: 'poll', type: 'node_timer', properties: {interval: 10000, name: 'poll'}}],
        steps: [
          {at: '8s', set: {restart: true}},
          {expect: {port: 'running', last: true}},
          {at: '17.9s', expect: {port: 'poll.tick', count: 0}},
          {at: '18s', expect: {port: 'poll.tick', last: 1, count: 1}},
        ],
      },
      {
        name: 'a new interval from the next tick, until the project restarts',
        covers: [
          [
            'inputs.interval',
            'Sets a new interval in ms for the named timer, used from its next tick, until the project restarts',
          ],
        ],
        props: {timer: 'poll'},
        blocks: [{id: 'poll', type: 'node_timer', properties: {interval: 10000, name: 'poll'}}],
        steps: [
          {at: '5s', set: {interval: 2000}},
          {at: '10s', expect: {port: 'poll.tick', count: 1}},
          {at: '12s', expect: {port: 'poll.tick', count: 2}},
          {at: '14s', expect: {port: 'poll.tick', count: 3}},
          {restart: 'restart'},
          {at: '23.9s', expect: {port: 'poll.tick', count: 3}},
          {at: '24s', expect: {port: 'poll.tick', count: 4}},
        ],
      },
      {
        name: 'a rejected interval: too short, or text',
        covers: [
          ['outputs.error', 'The message of a rejected interval'],
          ['errors[1]', 'timer_start: interval 20 ms below the 50 ms minimum'],
          ['errors[2]', 'timer_start: interval "5 s" is not a number of ms'],
        ],
        props: {timer: 'poll'},
        blocks: [{id: 'poll', type: 'node_timer', properties: {interval: 1000, name: 'poll'}}],
        steps: [
          {set: {interval: 20}},
          {expect: {port: 'error', last: 'timer_start: interval 20 ms below the 50 ms minimum'}},
          {set: {interval: '5 s'}},
          {expect: {console: 'timer_start: interval "5 s" is not a number of ms'}},
          {at: '3s', expect: {port: 'poll.tick', count: 3}},
        ],
      },
      {
        name: 'no timer by that name',
        covers: [['errors[0]', 'timer_start: no timer named "poll" in the project']],
        props: {timer: 'poll'},
        steps: [
          {at: 0, expect: {console: 'timer_start: no timer named "poll" in the project'}},
          {set: {start: true}},
          {expect: {port: 'error', last: 'timer_start: no timer named "poll" in the project'}},
        ],
      },
    ],
  },

  node_delay: {
    cases: [
      {
        name: 'each message held for its own delay, unchanged',
        covers: [
          ['inputs.in', 'The message to hold for delay before it leaves on out'],
          ['outputs.out', 'The message, unchanged, delay after it arrived'],
          ['properties.delay', 'How long each message is held'],
          ['properties.mode', 'each holds every message for its own delay'],
        ],
        props: {delay: 2000},
        steps: [
          {set: {in: {a: 1}}},
          {at: '1s', set: {in: 'second'}},
          {at: '1999ms', expect: {port: 'out', count: 0}},
          {at: '2s', expect: {port: 'out', last: {a: 1}, count: 1}},
          {at: '3s', expect: {port: 'out', last: 'second', count: 2}},
        ],
      },
      {
        name: 'restart mode keeps only the newest, an off-delay',
        covers: [
          ['inputs.in', 'treated as mode sets'],
          [
            'properties.mode',
            'restart keeps only the newest and starts the wait again, as an off-delay',
          ],
        ],
        props: {delay: 2000, mode: 'restart'},
        steps: [
          {set: {in: 1}},
          {at: '1.5s', set: {in: 2}},
          {at: '3s', set: {in: 3}},
          {at: '4.9s', expect: {port: 'out', count: 0}},
          {at: '5s', expect: {port: 'out', last: 3, count: 1}},
        ],
      },
      {
        name: 'ignore mode drops messages while one is held',
        covers: [['properties.mode', 'ignore drops messages while one is held']],
        props: {delay: 2000, mode: 'ignore'},
        steps: [
          {set: {in: 1}},
          {at: '1s', set: {in: 2}},
          {at: '2s', expect: {port: 'out', last: 1, count: 1}},
          {at: '2.5s', set: {in: 3}},
          {at: '4.5s', expect: {port: 'out', last: 3, count: 2}},
        ],
      },
      {
        name: 'cancel discards every message held',
        covers: [['inputs.cancel', 'Discards every message held, so none of them leaves']],
        props: {delay: 2000},
        steps: [
          {set: {in: 1}},
          {at: '0.5s', set: {in: 2}},
          {at: '1s', set: {cancel: 'x'}},
          {at: '1min', expect: {port: 'out', count: 0}},
        ],
      },
      {
        name: 'more than max_pending held: dropped, with an error',
        covers: [
          [
            'properties.max_pending',
            'The most messages held at once in each mode; more are dropped',
          ],
          ['outputs.error', 'The message of a dropped message when too many are held'],
          ['errors[0]', 'messages pending, message dropped'],
        ],
        props: {delay: 1000, max_pending: 2},
        steps: [
          {set: {in: 1}},
          {set: {in: 2}},
          {set: {in: 3}},
          {expect: {port: 'error', last: 'delay: 2 messages pending, message dropped'}},
          {at: '1s', expect: {port: 'out', last: 2, count: 2}},
        ],
      },
      {
        name: 'delay from 0 to 24 h',
        covers: [['properties.delay', 'from 0 to 24 h']],
        props: {delay: 86400001},
        refused: 'property "delay" is 86400001: above the maximum 86400000',
      },
    ],
  },

  node_cron_event: {
    cases: [
      {
        name: 'weekdays at 07:00, at second 0, carrying the time; next_time after each fire',
        covers: [
          ['outputs.fire', 'Fires at each time the schedule matches, at second 0 of the minute'],
          ['outputs.next_time', 'The next time the block will fire, updated after each fire'],
          ['properties.schedule', 'for example 0 7 * * 1-5 for 07:00 on weekdays'],
          ['properties.enabled', 'Whether the block fires from the start of the project'],
        ],
        // Friday 2026-10-23 08:00 local time, in a zone an hour ahead of UTC in winter
        start: '2026-10-23T08:00:00',
        timeZone: 'Europe/Amsterdam',
        props: {schedule: '0 7 * * 1-5'},
        steps: [
          {at: 0, expect: {port: 'next_time', last: '2026-10-26T06:00:00.000Z'}},
          {at: '2d 23h 59min 59s', expect: {port: 'fire', count: 0}},
          {at: '3d', expect: {port: 'fire', last: '2026-10-26T06:00:00.000Z', count: 1}},
          {expect: {port: 'next_time', last: '2026-10-27T06:00:00.000Z'}},
        ],
      },
      {
        name: '@hourly works; disable stops it firing until enable',
        covers: [
          ['properties.schedule', '@hourly, @daily, @weekly and @monthly also work'],
          ['inputs.disable', 'Stops the block firing until enable'],
          ['inputs.enable', 'Lets the block fire again after disable'],
        ],
        start: '2026-10-20T07:30:00',
        props: {schedule: '@hourly'},
        steps: [
          {at: '30min', expect: {port: 'fire', last: '2026-10-20T08:00:00.000Z', count: 1}},
          {set: {disable: 1}},
          {at: '2h 30min', expect: {port: 'fire', count: 1}},
          {set: {enable: 1}},
          {at: '3h 30min', expect: {port: 'fire', last: '2026-10-20T11:00:00.000Z', count: 2}},
        ],
      },
      {
        name: 'enabled off: silent until enable',
        covers: [['properties.enabled', 'before any enable or disable']],
        start: '2026-10-20T07:30:00',
        props: {schedule: '@hourly', enabled: false},
        steps: [
          {at: '2h', expect: {port: 'fire', count: 0}},
          {set: {enable: true}},
          {at: '3h', expect: {port: 'fire', count: 1}},
        ],
      },
      {
        name: 'an hour out of range',
        covers: [['errors[0]', 'hour 25 outside 0–23']],
        props: {schedule: '0 25 * * *'},
        steps: [{at: 0, expect: {console: 'cron_event: "0 25 * * *" hour 25 outside 0–23'}}],
      },
      {
        name: 'four fields',
        covers: [['errors[1]', 'has 4 fields, expected 5']],
        props: {schedule: '*/5 * * *'},
        steps: [{at: 0, expect: {console: 'cron_event: "*/5 * * *" has 4 fields, expected 5'}}],
      },
    ],
    notBehaviour: [
      {
        sentence: ['outputs.next_time', 'each change of the device clock'],
        reason:
          'the simulator’s clock only moves forward, so the device clock never changes under the block',
      },
      {sentence: ['outputs.error', 'the device clock is not set'], reason: CLOCK_ALWAYS_SET},
      {sentence: ['errors[2]', 'device clock not set'], reason: CLOCK_ALWAYS_SET},
      {
        sentence: ['properties.catch_up', 'Fires once when the project starts'],
        reason:
          'a restart in the simulator takes no time, so no scheduled time passes while the device is off',
      },
    ],
  },

  node_scheduler: {
    cases: [
      {
        name: 'on at the start of a period, off at its end, state in between',
        covers: [
          ['outputs.on', 'Fires with true when a scheduled period starts'],
          ['outputs.off', 'Fires with false when a scheduled period ends'],
          ['outputs.state', 'true inside a scheduled period and false outside it'],
          ['properties.schedule', 'each days then start-end, for example Mon-Fri 07:00-18:00'],
          [
            'properties.emit_at_start',
            'Sends on or off for the current state when the project starts',
          ],
        ],
        // Tuesday 06:00
        start: '2026-10-20T06:00:00',
        props: {name: 'Lights', schedule: 'Mon-Fri 07:00-18:00; Sat 08:00-12:00'},
        steps: [
          {at: 0, expect: {port: 'off', last: false, count: 1}},
          {at: '59min', expect: {port: 'on', count: 0}},
          {at: '1h', expect: {port: 'on', last: true, count: 1}},
          {expect: {port: 'state', last: true}},
          {at: '12h', expect: {port: 'off', last: false, count: 2}},
          {expect: {port: 'state', last: false}},
          // Saturday 08:00 to 12:00
          {at: '4d 2h', expect: {port: 'on', count: 5}},
          {at: '4d 6h', expect: {port: 'off', count: 6}},
        ],
      },
      {
        name: 'a period ending before it starts runs past midnight',
        covers: [['properties.schedule', 'a period ending before it starts runs past midnight']],
        start: '2026-10-23T21:00:00',
        props: {name: 'Night', schedule: 'Fri 22:00-06:00'},
        steps: [
          {at: '1h', expect: {port: 'on', last: true, count: 1}},
          {at: '8h 59min', expect: {port: 'state', last: true}},
          {at: '9h', expect: {port: 'off', count: 2}},
        ],
      },
      {
        name: 'emit_at_start off: no on or off when the project starts',
        covers: [['properties.emit_at_start', 'so equipment is right again after a power cut']],
        start: '2026-10-20T08:00:00',
        props: {name: 'Lights', emit_at_start: false},
        steps: [
          {at: 0, expect: {port: 'on', count: 0}},
          {restart: 'power_on'},
          {expect: {port: 'on', count: 0}},
        ],
      },
      {
        name: 'after a power cut inside a period, on again',
        covers: [['properties.emit_at_start', 'so equipment is right again after a power cut']],
        start: '2026-10-20T08:00:00',
        props: {name: 'Lights'},
        steps: [
          {at: 0, expect: {port: 'on', count: 1}},
          {at: '1h', restart: 'power_on'},
          {expect: {port: 'on', last: true, count: 2}},
        ],
      },
      {
        name: 'disable pauses, read reports without resuming, enable resumes with the state now',
        covers: [
          ['inputs.disable', 'Pauses the schedule, so no on or off is sent until enable'],
          ['inputs.read', 'Sends on or off for the state the schedule is in now'],
          [
            'inputs.enable',
            'Resumes the schedule after disable and sends the state it should be in now',
          ],
        ],
        start: '2026-10-20T06:00:00',
        props: {name: 'Lights', schedule: 'Tue 07:00-08:00; Tue 09:00-10:00'},
        steps: [
          {at: 0, expect: {port: 'off', count: 1}},
          {at: '30min', set: {disable: true}},
          {at: '1h', expect: {port: 'on', count: 0}},
          {at: '1h 30min', set: {read: true}},
          {expect: {port: 'on', last: true, count: 1}},
          // Still paused: the 08:00 end of the period and the 09:00 start send nothing.
          {at: '3h 30min', expect: {port: 'off', count: 1}},
          {expect: {port: 'on', count: 1}},
          {set: {enable: 1}},
          {expect: {port: 'on', count: 2}},
          {at: '4h', expect: {port: 'off', count: 2}},
        ],
      },
      {
        name: 'an edit on the device applies at once and is kept across a restart',
        covers: [
          [
            'properties.editable',
            'Lets operators edit the schedule on the web dashboard and in LUIS',
          ],
          ['properties.editable', 'edits are kept on the device'],
        ],
        start: '2026-10-20T06:00:00',
        props: {name: 'Lights'},
        steps: [
          {set: {block: 'Tue 05:00-07:00'}},
          {expect: {port: 'on', last: true, count: 1}},
          {expect: {state: 'block', is: {schedule: 'Tue 05:00-07:00'}}},
          {at: '30min', restart: 'restart'},
          {expect: {state: 'block', is: {schedule: 'Tue 05:00-07:00', state: true}}},
          {at: '1h', expect: {port: 'off', last: false}},
        ],
      },
      {
        name: 'a time out of range',
        covers: [
          ['errors[0]', 'time 25:00 outside 00:00–24:00'],
          ['outputs.error', 'The message of a rejected schedule edit'],
        ],
        props: {name: 'Lights', schedule: 'Sat 08:00-12:00; Mon-Fri 07:00-25:00'},
        steps: [
          {
            at: 0,
            expect: {
              console: 'scheduler: period 2 "Mon-Fri 07:00-25:00" time 25:00 outside 00:00–24:00',
            },
          },
        ],
      },
      {
        name: 'more than 16 periods: the edit is rejected and the old schedule stays',
        covers: [
          ['properties.schedule', 'Up to 16 periods separated by semicolons'],
          ['errors[1]', 'scheduler: 17 periods, the maximum is 16'],
          ['outputs.error', 'The message of a rejected schedule edit'],
        ],
        start: '2026-10-20T06:00:00',
        props: {name: 'Lights'},
        steps: [
          {
            set: {
              block: Array.from(
                {length: 17},
                (_, i) =>
                  `Tue ${String(i + 1).padStart(2, '0')}:00-${String(i + 1).padStart(2, '0')}:30`,
              ).join('; '),
            },
          },
          {expect: {port: 'error', last: 'scheduler: 17 periods, the maximum is 16'}},
          {expect: {state: 'block', is: {schedule: 'Mon-Fri 07:00-18:00'}}},
          {at: '1h', expect: {port: 'on', count: 1}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.name', 'The name shown on the web dashboard and in LUIS'],
        reason: 'a label on the web dashboard and LUIS, which the simulator does not draw',
      },
      {sentence: ['outputs.error', 'or an unset device clock'], reason: CLOCK_ALWAYS_SET},
      {sentence: ['errors[2]', 'device clock not set'], reason: CLOCK_ALWAYS_SET},
    ],
  },

  node_datetime: {
    cases: [
      {
        name: 'now: the current time on timestamp, text and parts',
        covers: [
          ['inputs.now', 'Sends the current time on timestamp, text and parts'],
          ['outputs.timestamp', 'The current time after now'],
          ['outputs.text', 'for example 2026-10-20 07:00:00'],
          ['outputs.parts', 'weekday (1 Monday to 7 Sunday) and day_of_year'],
          ['properties.format', 'The pattern for text'],
        ],
        steps: [
          {set: {now: 'ignored'}},
          {expect: {port: 'timestamp', last: '2026-10-20T07:00:00.000Z'}},
          {expect: {port: 'text', last: '2026-10-20 07:00:00'}},
          {
            expect: {
              port: 'parts',
              last: {
                year: 2026,
                month: 10,
                day: 20,
                hour: 7,
                minute: 0,
                second: 0,
                weekday: 2,
                day_of_year: 293,
              },
            },
          },
          {expect: {port: 'elapsed', count: 0}},
        ],
      },
      {
        name: 'value: ISO text or Unix seconds, with the seconds elapsed',
        covers: [
          ['inputs.value', 'also accepted as ISO 8601 text or as Unix seconds'],
          ['inputs.value', 'it is sent on timestamp, text, parts and elapsed'],
          ['outputs.timestamp', 'or the timestamp received on value'],
          [
            'outputs.elapsed',
            'For a message on value only, the seconds from that timestamp to now',
          ],
          ['outputs.elapsed', 'negative when it is in the future'],
        ],
        steps: [
          {set: {value: '2026-10-20T06:59:00Z'}},
          {expect: {port: 'elapsed', last: 60}},
          {expect: {port: 'text', last: '2026-10-20 06:59:00'}},
          {set: {value: 1792483200}},
          {expect: {port: 'timestamp', last: '2026-10-20T08:00:00.000Z'}},
          {expect: {port: 'elapsed', last: -3600}},
          {expect: {port: 'parts', last: {hour: 8}}},
        ],
      },
      {
        name: 'tokens, and the device zone with daylight saving time or UTC',
        covers: [
          [
            'properties.format',
            'from the tokens YYYY, MM, DD, HH, mm, ss, SSS, ddd (Mon) and Z (UTC offset)',
          ],
          [
            'properties.time_zone',
            'the device time zone from the project settings, with daylight saving time',
          ],
        ],
        start: '2026-10-24T12:00:00',
        timeZone: 'Europe/Amsterdam',
        props: {format: 'ddd DD.MM.YYYY HH:mm:ss.SSS Z'},
        steps: [
          {set: {now: 1}},
          {expect: {port: 'text', last: 'Sat 24.10.2026 12:00:00.000 +02:00'}},
          {at: '1d', set: {now: 1}},
          {expect: {port: 'text', last: 'Sun 25.10.2026 11:00:00.000 +01:00'}},
          {expect: {port: 'parts', last: {hour: 11, weekday: 7}}},
        ],
      },
      {
        name: 'time_zone utc',
        covers: [['properties.time_zone', 'or UTC']],
        start: '2026-10-24T12:00:00',
        timeZone: 'Europe/Amsterdam',
        props: {time_zone: 'utc'},
        steps: [
          {set: {now: 1}},
          {expect: {port: 'text', last: '2026-10-24 10:00:00'}},
          {expect: {port: 'parts', last: {hour: 10}}},
        ],
      },
      {
        name: 'not a valid date',
        covers: [
          ['errors[1]', 'is not a valid date'],
          ['outputs.error', 'a value that is not a valid date'],
        ],
        steps: [
          {set: {value: '31/02/2026'}},
          {expect: {port: 'error', last: 'datetime: "31/02/2026" is not a valid date'}},
          {set: {value: '2026-02-31T12:00:00Z'}},
          {expect: {port: 'error', last: 'datetime: "2026-02-31T12:00:00Z" is not a valid date'}},
          {expect: {port: 'text', count: 0}},
        ],
      },
      {
        name: 'an unknown format token',
        covers: [['errors[2]', 'datetime: unknown format token "YYY"']],
        props: {format: 'YYY-MM'},
        steps: [{at: 0, expect: {console: 'datetime: unknown format token "YYY"'}}],
      },
    ],
    notBehaviour: [
      {sentence: ['outputs.error', 'The message of an unset clock'], reason: CLOCK_ALWAYS_SET},
      {sentence: ['errors[0]', 'clock not set'], reason: CLOCK_ALWAYS_SET},
    ],
  },
};
