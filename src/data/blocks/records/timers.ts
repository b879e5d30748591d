/** Full records of the timers blocks: interval timers, delays, cron events, weekly schedules and date and time. */
import type {BlockRecord} from '../types';

export const records = [
  {
    id: 'node_timer',
    title: 'Timer',
    category: 'timers',
    summary: 'Emits a tick at a fixed interval while it is running.',
    keywords: ['interval', 'periodic', 'poll', 'ticker', 'heartbeat', 'every n seconds', 'cyclic'],
    inputs: [
      {
        name: 'start',
        kind: 'event',
        type: 'any',
        description:
          'Starts the timer, with the first tick one interval later; ignored while it runs, and the value is ignored.',
      },
      {
        name: 'stop',
        kind: 'event',
        type: 'any',
        description:
          'Stops the timer, so no tick is sent until the next start; the value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'tick',
        kind: 'event',
        type: 'integer',
        description:
          'Fires every interval while the timer runs, carrying the tick number, 1 for the first tick after each start.',
      },
    ],
    properties: [
      {
        name: 'interval',
        type: 'duration',
        default: 1000,
        min: 50,
        max: 86400000,
        unit: 'ms',
        required: true,
        description:
          'Time between ticks, from 50 ms to 24 h; for times of day, use a Cron event block.',
      },
      {
        name: 'start_with_project',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Starts the timer when the project starts; off, it waits for a message on start or a Timer start block.',
      },
      {
        name: 'first_tick',
        type: 'enum',
        default: 'after_interval',
        options: ['after_interval', 'immediately'],
        required: false,
        description: 'Whether the first tick comes one interval after the start, or at once.',
      },
      {
        name: 'max_ticks',
        type: 'integer',
        default: 0,
        min: 0,
        max: 1000000,
        required: false,
        description:
          'Stops the timer by itself after this many ticks, for a fixed number of repeats; 0 runs until stop.',
      },
      {
        name: 'name',
        type: 'string',
        default: '',
        required: false,
        description:
          'A name unique in the project, such as poll, by which Timer start blocks control this timer.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'timer: interval 20 ms below the 50 ms minimum',
        cause: 'interval is shorter than the 50 ms the runtime schedules reliably.',
        fix: 'Set interval to 50 ms or more; for fast signals, use the sampling or counting built into the input blocks.',
      },
      {
        message: 'timer: "poll" missed 3 ticks, the project was busy',
        cause:
          'The blocks triggered by earlier ticks were still working when the next ticks were due; missed ticks are dropped, not queued.',
        fix: 'Raise interval, or move slow work such as HTTP requests or long serial exchanges to their own, slower timer.',
      },
      {
        message: 'timer: two timers named "poll"',
        cause:
          'Two Timer blocks have the same name, so a Timer start block cannot tell them apart; Studio reports this before deploying.',
        fix: 'Give each named Timer block its own name.',
      },
    ],
    related: ['node_timer_start', 'node_delay', 'node_cron_event', 'node_onewire'],
  },
  {
    id: 'node_timer_start',
    title: 'Timer start',
    category: 'timers',
    summary: 'Starts, stops or restarts a named timer from anywhere in the project.',
    keywords: [
      'start timer',
      'stop timer',
      'restart timer',
      'retrigger',
      'remote timer control',
      'change interval',
    ],
    inputs: [
      {
        name: 'start',
        kind: 'event',
        type: 'any',
        description: 'Starts the named timer; ignored while it runs, and the value is ignored.',
      },
      {
        name: 'stop',
        kind: 'event',
        type: 'any',
        description: 'Stops the named timer; the value is ignored.',
      },
      {
        name: 'restart',
        kind: 'event',
        type: 'any',
        description:
          'Stops and starts the named timer, so the next tick comes one full interval from now; the value is ignored.',
      },
      {
        name: 'interval',
        kind: 'event',
        type: 'integer',
        description:
          'Sets a new interval in ms for the named timer, used from its next tick, until the project restarts.',
      },
    ],
    outputs: [
      {
        name: 'running',
        kind: 'event',
        type: 'boolean',
        description:
          'Whether the named timer runs after each command: true after start or restart, false after stop.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The message of a rejected interval.',
      },
    ],
    properties: [
      {
        name: 'timer',
        type: 'string',
        required: true,
        description:
          'The name of the Timer block to control, as set in that block’s name property.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'timer_start: no timer named "poll" in the project',
        cause: 'No Timer block has this name; Studio reports this before deploying.',
        fix: 'Set the name property of the Timer block, or correct the timer property; it must be spelled exactly as the Timer block names it.',
      },
      {
        message: 'timer_start: interval 20 ms below the 50 ms minimum',
        cause: 'A message on interval carried less than 50 ms; the timer keeps its interval.',
        fix: 'Send 50 ms or more, for example from a Setting block with a minimum of 50.',
      },
      {
        message: 'timer_start: interval "5 s" is not a number of ms',
        cause: 'A message on interval carried a text; intervals travel as whole milliseconds.',
        fix: 'Send 5000 for 5 s; in Project settings → Settings, give the setting the integer type.',
      },
    ],
    related: ['node_timer', 'node_delay', 'node_setting', 'node_button'],
  },
  {
    id: 'node_delay',
    title: 'Delay',
    category: 'timers',
    summary: 'Holds each message for a set time before passing it on.',
    keywords: ['wait', 'pause', 'on-delay', 'off-delay', 'retrigger', 'sleep', 'time delay relay'],
    inputs: [
      {
        name: 'in',
        kind: 'event',
        type: 'any',
        description: 'The message to hold for delay before it leaves on out, treated as mode sets.',
      },
      {
        name: 'cancel',
        kind: 'event',
        type: 'any',
        description: 'Discards every message held, so none of them leaves; the value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'out',
        kind: 'event',
        type: 'any',
        description: 'The message, unchanged, delay after it arrived.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The message of a dropped message when too many are held.',
      },
    ],
    properties: [
      {
        name: 'delay',
        type: 'duration',
        default: 1000,
        min: 0,
        max: 86400000,
        unit: 'ms',
        required: true,
        description: 'How long each message is held, from 0 to 24 h.',
      },
      {
        name: 'mode',
        type: 'enum',
        default: 'each',
        options: ['each', 'restart', 'ignore'],
        required: false,
        description:
          'each holds every message for its own delay; restart keeps only the newest and starts the wait again, as an off-delay; ignore drops messages while one is held.',
      },
      {
        name: 'max_pending',
        type: 'integer',
        default: 100,
        min: 1,
        max: 1000,
        required: false,
        description: 'The most messages held at once in each mode; more are dropped.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'delay: 100 messages pending, message dropped',
        cause:
          'In each mode, messages arrive faster than delay lets them leave, and max_pending are already held.',
        fix: 'Shorten delay, send fewer messages, or use restart mode if only the latest message matters.',
      },
    ],
    related: ['node_timer', 'node_timer_start', 'node_relay', 'node_change'],
  },
  {
    id: 'node_cron_event',
    title: 'Cron event',
    category: 'timers',
    summary: 'Emits an event at times given by a cron expression, in the device time zone.',
    keywords: ['cron', 'crontab', 'schedule', 'time of day', 'daily', 'at a time', 'calendar'],
    inputs: [
      {
        name: 'enable',
        kind: 'event',
        type: 'any',
        description: 'Lets the block fire again after disable; the value is ignored.',
      },
      {
        name: 'disable',
        kind: 'event',
        type: 'any',
        description: 'Stops the block firing until enable; the value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'fire',
        kind: 'event',
        type: 'timestamp',
        description:
          'Fires at each time the schedule matches, at second 0 of the minute, carrying that time.',
      },
      {
        name: 'next_time',
        kind: 'data',
        type: 'timestamp',
        description:
          'The next time the block will fire, updated after each fire and each change of the device clock.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The message when the block cannot fire because the device clock is not set.',
      },
    ],
    properties: [
      {
        name: 'schedule',
        type: 'cron',
        default: '0 * * * *',
        required: true,
        description:
          'Minute, hour, day of month, month and day of week, for example 0 7 * * 1-5 for 07:00 on weekdays; @hourly, @daily, @weekly and @monthly also work.',
      },
      {
        name: 'enabled',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Whether the block fires from the start of the project, before any enable or disable.',
      },
      {
        name: 'catch_up',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Fires once when the project starts if a scheduled time passed while the device was off or restarting.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'cron_event: "0 25 * * *" hour 25 outside 0–23',
        cause: 'A field of the schedule is out of range; Studio reports this before deploying.',
        fix: 'Keep minute 0–59, hour 0–23, day of month 1–31, month 1–12 and day of week 0–7 (0 and 7 are Sunday).',
      },
      {
        message: 'cron_event: "*/5 * * *" has 4 fields, expected 5',
        cause:
          'A field is missing, or a seconds field was added; Tessera cron has no seconds field.',
        fix: 'Write five fields separated by spaces, for example */5 * * * * for every 5 minutes.',
      },
      {
        message: 'cron_event: device clock not set, waiting for time sync',
        cause:
          'The device has no valid time: its real-time clock ran down after more than 72 hours without power and SNTP has not answered.',
        fix: 'Switch on SNTP in Project settings → Features and check that the device reaches the network; the block fires once the clock is set.',
      },
    ],
    related: ['node_scheduler', 'node_datetime', 'node_timer', 'node_upgrade_firmware'],
  },
  {
    id: 'node_scheduler',
    title: 'Scheduler',
    category: 'timers',
    summary: 'Emits on and off events from a weekly schedule that can be edited on the device.',
    keywords: [
      'weekly schedule',
      'time switch',
      'timetable',
      'opening hours',
      'lighting schedule',
      'time clock',
    ],
    inputs: [
      {
        name: 'enable',
        kind: 'event',
        type: 'any',
        description:
          'Resumes the schedule after disable and sends the state it should be in now; the value is ignored.',
      },
      {
        name: 'disable',
        kind: 'event',
        type: 'any',
        description:
          'Pauses the schedule, so no on or off is sent until enable; the value is ignored.',
      },
      {
        name: 'read',
        kind: 'event',
        type: 'any',
        description: 'Sends on or off for the state the schedule is in now; the value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'on',
        kind: 'event',
        type: 'boolean',
        description: 'Fires with true when a scheduled period starts.',
      },
      {
        name: 'off',
        kind: 'event',
        type: 'boolean',
        description: 'Fires with false when a scheduled period ends.',
      },
      {
        name: 'state',
        kind: 'data',
        type: 'boolean',
        description: 'true inside a scheduled period and false outside it.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The message of a rejected schedule edit or an unset device clock.',
      },
    ],
    properties: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description:
          'The name shown on the web dashboard and in LUIS, where the schedule is edited, for example Grow lights.',
      },
      {
        name: 'schedule',
        type: 'string',
        default: 'Mon-Fri 07:00-18:00',
        required: true,
        description:
          'Up to 16 periods separated by semicolons, each days then start-end, for example Mon-Fri 07:00-18:00; Sat 08:00-12:00; a period ending before it starts runs past midnight.',
      },
      {
        name: 'emit_at_start',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Sends on or off for the current state when the project starts, so equipment is right again after a power cut.',
      },
      {
        name: 'editable',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Lets operators edit the schedule on the web dashboard and in LUIS; edits are kept on the device until a deploy changes schedule.',
      },
    ],
    requires: {},
    since: '1.4',
    errors: [
      {
        message: 'scheduler: period 2 "Mon-Fri 07:00-25:00" time 25:00 outside 00:00–24:00',
        cause: 'A time in the schedule is not a valid time of day.',
        fix: 'Write times as HH:MM from 00:00 to 24:00; to run past midnight, end the period on the next day’s time, for example Fri 22:00-06:00.',
      },
      {
        message: 'scheduler: 17 periods, the maximum is 16',
        cause:
          'The schedule, written in Studio or edited on the device, has too many periods; an edit on the device is rejected and the old schedule stays.',
        fix: 'Merge periods with day ranges, for example Mon-Fri instead of five separate days.',
      },
      {
        message: 'scheduler: device clock not set, outputs held until time sync',
        cause:
          'The device has no valid time: its real-time clock ran down and SNTP has not answered.',
        fix: 'Switch on SNTP in Project settings → Features and check the network; the schedule sends its current state once the clock is set.',
      },
    ],
    related: ['node_cron_event', 'node_relay', 'node_pwm', 'node_setting'],
  },
  {
    id: 'node_datetime',
    title: 'Date and time',
    category: 'timers',
    summary: 'Emits the current date and time, or formats and compares timestamps.',
    keywords: [
      'clock',
      'date',
      'time',
      'timestamp',
      'RTC',
      'format date',
      'elapsed time',
      'time zone',
    ],
    inputs: [
      {
        name: 'now',
        kind: 'event',
        type: 'any',
        description: 'Sends the current time on timestamp, text and parts; the value is ignored.',
      },
      {
        name: 'value',
        kind: 'event',
        type: 'timestamp',
        description:
          'A timestamp to format and compare, also accepted as ISO 8601 text or as Unix seconds; it is sent on timestamp, text, parts and elapsed.',
      },
    ],
    outputs: [
      {
        name: 'timestamp',
        kind: 'event',
        type: 'timestamp',
        description: 'The current time after now, or the timestamp received on value.',
      },
      {
        name: 'text',
        kind: 'event',
        type: 'string',
        description: 'The same time written with format, for example 2026-10-20 07:00:00.',
      },
      {
        name: 'parts',
        kind: 'event',
        type: 'object',
        description:
          'The same time as fields year, month, day, hour, minute, second, weekday (1 Monday to 7 Sunday) and day_of_year.',
      },
      {
        name: 'elapsed',
        kind: 'event',
        type: 'number',
        description:
          'For a message on value only, the seconds from that timestamp to now, negative when it is in the future.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The message of an unset clock or a value that is not a valid date.',
      },
    ],
    properties: [
      {
        name: 'format',
        type: 'string',
        default: 'YYYY-MM-DD HH:mm:ss',
        required: false,
        description:
          'The pattern for text, from the tokens YYYY, MM, DD, HH, mm, ss, SSS, ddd (Mon) and Z (UTC offset).',
      },
      {
        name: 'time_zone',
        type: 'enum',
        default: 'device',
        options: ['device', 'utc'],
        required: false,
        description:
          'The zone for text and parts: the device time zone from the project settings, with daylight saving time, or UTC.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'datetime: clock not set, no RTC time and no SNTP answer',
        cause:
          'The real-time clock ran down after more than 72 hours without power, and SNTP is off or unreachable.',
        fix: 'Switch on SNTP in Project settings → Features and check that the device reaches the network.',
      },
      {
        message: 'datetime: "31/02/2026" is not a valid date',
        cause:
          'A text on value is not an ISO 8601 date such as 2026-02-28T12:00:00Z, or names a day that does not exist.',
        fix: 'Send ISO 8601 text or Unix seconds; build the text with a Text format block if the source uses another order.',
      },
      {
        message: 'datetime: unknown format token "YYY"',
        cause:
          'format holds a run of letters that is not a token; Studio reports this before deploying.',
        fix: "Use only the tokens listed for format, and put literal letters in single quotes, for example HH'h'mm.",
      },
    ],
    related: ['node_cron_event', 'node_scheduler', 'node_string', 'node_table_insert'],
  },
] as const satisfies readonly BlockRecord[];
