/** Conformance cases for the LCD records (lcd.ts); see CASES.md. Never imported by the site. */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './lcd';

const DRAWING =
  'how the item is drawn on the panel (pixels, fonts, colours of the frame); the simulator keeps each item’s state, not a picture of the screen';
const PAGE_CLIPPING =
  'not modelled yet: the page would count the items other blocks place beyond a CP-02’s 480 × 320; the simulator checks each Label on its own (node_lcd_label’s case)';

/** Two pages: Overview (home, order 1) and Pumps (order 2). */
const PAGES = [
  {id: 'overview', type: 'node_lcd_page', properties: {name: 'Overview', order: 1, home: true}},
  {id: 'pumps', type: 'node_lcd_page', properties: {name: 'Pumps', order: 2}},
] as const;

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_lcd_page: {
    cases: [
      {
        name: 'a message on show brings the page to the screen and the other page leaves',
        covers: [
          ['inputs.show', 'Any message brings the page to the screen'],
          ['outputs.shown', 'when the page comes to the screen'],
          ['outputs.left', 'when another page replaces it'],
          ['properties.home', 'Shows this page at start'],
        ],
        props: {name: 'Alarms', order: 2},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: 0, expect: {state: 'overview', is: {showing: true}}},
          {expect: {state: 'block', is: {showing: false}}},
          {at: '1s', set: {show: 'anything'}},
          {expect: {port: 'shown', last: 'Alarms', count: 1}},
          {expect: {port: 'overview.left', last: 'Overview', count: 1}},
          {expect: {state: 'overview', is: {showing: false}}},
          {expect: {console: '[sim] lcd page Alarms'}},
        ],
      },
      {
        name: 'with no home page set, the first page by order shows at start',
        covers: [['properties.home', 'the first by order if none is set']],
        props: {name: 'Second', order: 2},
        blocks: [{id: 'first', type: 'node_lcd_page', properties: {name: 'First', order: 1}}],
        steps: [
          {at: 0, expect: {state: 'first', is: {showing: true}}},
          {expect: {state: 'block', is: {showing: false}}},
        ],
      },
      {
        name: 'the operator steps to a page in the sequence; item blocks name the page',
        covers: [
          ['properties.order', 'Position in the page sequence'],
          ['properties.name', 'the name item blocks use in their page property'],
        ],
        props: {name: 'Pumps', order: 2},
        blocks: [
          {...PAGES[0]},
          {id: 'label', type: 'node_lcd_label', properties: {page: 'Pumps', x: 10, y: 40}},
        ],
        steps: [
          {at: '1s', press: 'block'},
          {expect: {state: 'block', is: {showing: true}}},
          {expect: {state: 'label', is: {page: 'Pumps'}}},
          {expect: {noConsole: 'lcd: no page named', contains: true}},
        ],
      },
      {
        name: 'returns home after the wait without a touch; a press starts the wait again',
        covers: [
          ['properties.return_home_after', 'the home page returns after this long'],
          ['properties.return_home_after', 'without a touch or button press'],
        ],
        props: {name: 'Pumps', order: 2, return_home_after: 10000},
        blocks: [
          {...PAGES[0]},
          {
            id: 'ok',
            type: 'node_lcd_button',
            properties: {source: 'front panel', key: 'OK'},
          },
        ],
        steps: [
          {at: '1s', set: {show: true}},
          {at: '8s', press: 'ok'},
          {at: '17s', expect: {state: 'block', is: {showing: true}}},
          {at: '18.2s', expect: {state: 'overview', is: {showing: true}}},
          {expect: {port: 'left', last: 'Pumps', count: 1}},
        ],
      },
      {
        name: '0 stays on the page',
        covers: [['properties.return_home_after', '0 stays on the page']],
        props: {name: 'Pumps', order: 2},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', set: {show: true}},
          {at: '2h', expect: {state: 'block', is: {showing: true}}},
        ],
      },
    ],
    notBehaviour: [
      {sentence: ['properties.name', 'shown in the title bar'], reason: DRAWING},
      {sentence: ['properties.background', 'Background colour'], reason: DRAWING},
      {sentence: ['properties.title_bar', 'Shows a 32-pixel bar'], reason: DRAWING},
      {sentence: ['errors[0]', 'laid out for 800 × 480'], reason: PAGE_CLIPPING},
      {sentence: ['errors[1]', 'has 41 items, 40 shown'], reason: DRAWING},
    ],
  },

  node_lcd_label: {
    cases: [
      {
        name: 'shows its initial text, then each new value as written',
        covers: [
          ['properties.initial_text', 'The text shown until a message arrives'],
          ['inputs.text', 'The text to show, replacing the previous one'],
          ['inputs.text', 'numbers and booleans are shown as written'],
          ['properties.page', 'The name of the LCD page that shows the label'],
        ],
        props: {page: 'Overview', initial_text: 'Starting'},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: 0, expect: {state: 'block', is: {page: 'Overview', text: 'Starting'}}},
          {at: '1s', set: {text: 'Pump on'}},
          {expect: {state: 'block', is: {text: 'Pump on'}}},
          {set: {text: 12.5}},
          {expect: {state: 'block', is: {text: '12.5'}}},
          {set: {text: true}},
          {expect: {state: 'block', is: {text: 'true'}}},
        ],
      },
      {
        name: 'a page no LCD page block defines',
        covers: [['errors[1]', 'lcd: no page named Main for label']],
        props: {page: 'Main'},
        blocks: [{...PAGES[0]}],
        steps: [{at: 0, expect: {console: 'lcd: no page named Main for label'}}],
      },
      {
        name: 'on a CP-02, a label placed for a CP-03 is reported at start',
        covers: [
          ['errors[0]', 'lcd: label at x 600 outside the 480 × 320 display on page Overview'],
        ],
        device: 'cp-02',
        props: {page: 'Overview', x: 600},
        blocks: [{...PAGES[0]}],
        steps: [
          {
            at: 0,
            expect: {console: 'lcd: label at x 600 outside the 480 × 320 display on page Overview'},
          },
        ],
      },
      {
        name: 'on a CP-03 the same label fits',
        covers: [['errors[0]', 'outside the 480 × 320 display']],
        device: 'cp-03',
        props: {page: 'Overview', x: 600},
        blocks: [{...PAGES[0]}],
        steps: [{at: 0, expect: {noConsole: 'outside the', contains: true, for: '1s'}}],
      },
    ],
    notBehaviour: [
      {sentence: ['properties.x', 'Left edge'], reason: DRAWING},
      {sentence: ['properties.y', 'Top edge'], reason: DRAWING},
      {sentence: ['properties.width', 'longer texts end in an ellipsis'], reason: DRAWING},
      {sentence: ['properties.font_size', 'Character height'], reason: DRAWING},
      {sentence: ['properties.colour', 'Text colour'], reason: DRAWING},
      {sentence: ['properties.align', 'Alignment of the text'], reason: DRAWING},
    ],
  },

  node_lcd_value: {
    cases: [
      {
        name: 'label, rounded number and unit; coloured by the limits',
        covers: [
          ['inputs.value', 'The number to show, in the unit set by the unit property'],
          ['properties.label', 'Text shown before the number'],
          ['properties.unit', 'Unit shown after the number'],
          ['properties.decimals', 'Decimals shown; the number is rounded'],
          ['properties.colour', 'while the value is between the limits'],
          ['properties.low_limit', 'Below this the number is drawn in low_colour'],
          ['properties.high_limit', 'Above this the number is drawn in high_colour'],
          ['properties.low_colour', 'below low_limit'],
          ['properties.high_colour', 'above high_limit'],
          ['properties.page', 'The name of the LCD page that shows the value'],
        ],
        props: {
          page: 'Overview',
          label: 'Temperature',
          unit: '°C',
          decimals: 1,
          low_limit: 5,
          high_limit: 30,
        },
        blocks: [{...PAGES[0]}],
        steps: [
          {at: 0, expect: {state: 'block', is: {page: 'Overview', text: '--'}}},
          {at: '1s', set: {value: 21.46}},
          {expect: {state: 'block', is: {text: 'Temperature 21.5 °C', colour: '#FFFFFF'}}},
          {set: {value: 30}},
          {expect: {state: 'block', is: {colour: '#FFFFFF'}}},
          {set: {value: 31.2}},
          {expect: {state: 'block', is: {text: 'Temperature 31.2 °C', colour: '#EF4444'}}},
          {set: {value: 4.9}},
          {expect: {state: 'block', is: {colour: '#3B82F6'}}},
        ],
      },
      {
        name: 'no limits: every number in the normal colour',
        covers: [
          ['properties.low_limit', 'empty for no low limit'],
          ['properties.high_limit', 'empty for no high limit'],
        ],
        props: {page: 'Overview', decimals: 0},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', set: {value: -1e6}},
          {expect: {state: 'block', is: {text: '-1000000', colour: '#FFFFFF'}}},
          {set: {value: 1e6}},
          {expect: {state: 'block', is: {text: '1000000', colour: '#FFFFFF'}}},
        ],
      },
      {
        name: 'a number with no newer value turns to -- after stale_after; 0 keeps it',
        covers: [
          [
            'properties.stale_after',
            'the number is replaced by -- when no value arrives for this long',
          ],
        ],
        props: {page: 'Overview', decimals: 0, stale_after: 60000},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', set: {value: 7}},
          {at: '50s', set: {value: 8}},
          {at: '1min 49s', expect: {state: 'block', is: {text: '8'}}},
          {at: '1min 51s', expect: {state: 'block', is: {text: '--'}}},
        ],
      },
      {
        name: '0 keeps the last number',
        covers: [['properties.stale_after', '0 keeps the last number']],
        props: {page: 'Overview', decimals: 0},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', set: {value: 7}},
          {at: '1d', expect: {state: 'block', is: {text: '7'}}},
        ],
      },
      {
        name: 'a text on value shows as -- with a Console line',
        covers: [['errors[0]', 'is not a number, shown as --']],
        props: {page: 'Overview', label: 'Temperature'},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', set: {value: 20}},
          {at: '2s', set: {value: 'ERR'}},
          {expect: {console: 'lcd: value "ERR" for Temperature is not a number, shown as --'}},
          {expect: {state: 'block', is: {text: '--'}}},
        ],
      },
      {
        name: 'a page no LCD page block defines',
        covers: [['errors[1]', 'lcd: no page named Main for value Temperature']],
        props: {page: 'Main', label: 'Temperature'},
        blocks: [{...PAGES[0]}],
        steps: [{at: 0, expect: {console: 'lcd: no page named Main for value Temperature'}}],
      },
    ],
    notBehaviour: [
      {sentence: ['properties.x', 'Left edge'], reason: DRAWING},
      {sentence: ['properties.y', 'Top edge'], reason: DRAWING},
      {sentence: ['properties.font_size', 'Character height of the number'], reason: DRAWING},
    ],
  },

  node_lcd_gauge: {
    cases: [
      {
        name: 'fills from the minimum to the maximum, in its unit',
        covers: [
          ['inputs.value', 'The number to draw, in the gauge’s range and unit'],
          ['properties.style', 'A bar that fills from the minimum'],
          ['properties.min', 'Value at the empty end of the scale'],
          ['properties.max', 'Value at the full end of the scale'],
          ['properties.unit', 'Unit shown with the value and the scale'],
          ['properties.colour', 'Fill or needle colour as #RRGGBB below high_limit'],
          ['properties.page', 'The name of the LCD page that shows the gauge'],
        ],
        props: {page: 'Overview', min: 0, max: 200, unit: 'bar'},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: 0, expect: {state: 'block', is: {page: 'Overview', value: 0, fill: 0, unit: 'bar'}}},
          {at: '1s', set: {value: 50}},
          {expect: {state: 'block', is: {value: 50, fill: 25, colour: '#22C55E'}}},
          {set: {value: 200}},
          {expect: {state: 'block', is: {fill: 100}}},
        ],
      },
      {
        name: 'from high_limit up, the high colour',
        covers: [
          ['properties.high_limit', 'From this value up the gauge is drawn in high_colour'],
          ['properties.high_colour', 'at and above high_limit'],
        ],
        props: {page: 'Overview', high_limit: 80},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', set: {value: 79.9}},
          {expect: {state: 'block', is: {colour: '#22C55E'}}},
          {set: {value: 80}},
          {expect: {state: 'block', is: {colour: '#EF4444'}}},
        ],
      },
      {
        name: 'no high limit: never the high colour',
        covers: [['properties.high_limit', 'empty for none']],
        props: {page: 'Overview'},
        blocks: [{...PAGES[0]}],
        steps: [{at: '1s', set: {value: 100}}, {expect: {state: 'block', is: {colour: '#22C55E'}}}],
      },
      {
        name: 'a value above the range pins the gauge and keeps the real number',
        covers: [['errors[0]', 'above its range 0–100, drawn at 100']],
        props: {page: 'Overview'},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', set: {value: 112}},
          {expect: {console: 'lcd: gauge value 112 above its range 0–100, drawn at 100'}},
          {expect: {state: 'block', is: {value: 112, fill: 100}}},
        ],
      },
      {
        name: 'a page no LCD page block defines',
        covers: [['errors[1]', 'lcd: no page named Main for gauge']],
        props: {page: 'Main'},
        blocks: [{...PAGES[0]}],
        steps: [{at: 0, expect: {console: 'lcd: no page named Main for gauge'}}],
      },
    ],
    notBehaviour: [
      {sentence: ['properties.x', 'Left edge'], reason: DRAWING},
      {sentence: ['properties.y', 'Top edge'], reason: DRAWING},
      {sentence: ['properties.width', 'Width of the gauge'], reason: DRAWING},
      {sentence: ['properties.height', 'Height of the gauge'], reason: DRAWING},
    ],
  },

  node_lcd_button: {
    cases: [
      {
        name: 'a press sends true, the release false, a long hold its time once',
        covers: [
          ['outputs.pressed', 'true when the button is pressed'],
          ['outputs.released', 'false when the button is released'],
          ['outputs.long_press', 'once, when the button is held longer than long_press_time'],
          ['properties.long_press_time', 'How long a hold lasts before `long_press` fires'],
        ],
        props: {source: 'front panel', key: 'OK', long_press_time: 1000},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', press: 'block', hold: '300ms'},
          {expect: {port: 'pressed', last: true, count: 1}},
          {at: '1.3s', expect: {port: 'released', last: false, count: 1}},
          {expect: {port: 'long_press', count: 0}},
          {at: '2s', press: 'block', hold: '2.5s'},
          {at: '3s', expect: {port: 'long_press', last: 1000, count: 1}},
          {at: '4.5s', expect: {port: 'released', count: 2}},
          {expect: {port: 'long_press', count: 1}},
        ],
      },
      {
        name: 'false on enabled greys the button out and refuses presses until true',
        covers: [
          [
            'inputs.enabled',
            'false greys a touch button out and ignores presses until true arrives',
          ],
          ['inputs.enabled', 'buttons start enabled'],
        ],
        props: {source: 'touch', page: 'Overview', label: 'Start'},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: 0, expect: {state: 'block', is: {enabled: true}}},
          {at: '1s', set: {enabled: false}},
          {expect: {state: 'block', is: {enabled: false}}},
          {press: 'block', refused: 'is disabled'},
          {expect: {port: 'pressed', count: 0}},
          {set: {enabled: true}},
          {press: 'block'},
          {expect: {port: 'pressed', count: 1}},
        ],
      },
      {
        name: 'its label until a text arrives, then the text',
        covers: [
          ['properties.label', 'the text on the button until a message arrives on `text`'],
          ['inputs.text', 'Replaces the button’s text'],
        ],
        props: {source: 'touch', page: 'Overview', label: 'Start'},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: 0, expect: {state: 'block', is: {label: 'Start'}}},
          {at: '1s', set: {text: 'Stop'}},
          {expect: {state: 'block', is: {label: 'Stop'}}},
        ],
      },
      {
        name: 'a button of another page cannot be pressed; an empty page maps the key on every page',
        covers: [
          ['properties.page', 'The LCD page the button belongs to'],
          ['properties.page', 'empty maps the key on every page'],
        ],
        props: {source: 'touch', page: 'Pumps', label: 'Start'},
        blocks: [
          ...PAGES,
          {id: 'back', type: 'node_lcd_button', properties: {source: 'front panel', key: 'Back'}},
        ],
        steps: [
          {at: '1s', press: 'block', refused: 'page Pumps is not on the screen'},
          {press: 'back'},
          {press: 'pumps'},
          {press: 'block'},
          {press: 'back'},
          {expect: {port: 'pressed', count: 1}},
          {expect: {port: 'back.pressed', count: 2}},
        ],
      },
      {
        name: 'a front-panel key mapped twice on one page: only the first emits',
        covers: [['errors[1]', 'mapped by 2 buttons, only the first emits']],
        props: {source: 'front panel', key: 'OK', page: 'Pumps'},
        blocks: [
          ...PAGES,
          {
            id: 'second',
            type: 'node_lcd_button',
            properties: {source: 'front panel', key: 'OK', page: 'Pumps'},
          },
        ],
        steps: [
          {
            at: 0,
            expect: {
              console: 'lcd: key OK on page Pumps mapped by 2 buttons, only the first emits',
            },
          },
          {at: '1s', press: 'pumps'},
          {press: 'second'},
          {press: 'block'},
          {expect: {port: 'second.pressed', count: 0}},
          {expect: {port: 'pressed', count: 1}},
        ],
      },
      {
        name: 'on a CP-02, a touch button is reported at start and cannot be pressed',
        covers: [
          ['errors[0]', 'lcd: touch button Start on page Pumps not shown, no touchscreen'],
          ['properties.source', 'touch draws a button on a touchscreen page (CP-03)'],
        ],
        device: 'cp-02',
        props: {source: 'touch', label: 'Start', page: 'Pumps'},
        blocks: [{...PAGES[0]}, {...PAGES[1]}],
        steps: [
          {
            at: 0,
            expect: {console: 'lcd: touch button Start on page Pumps not shown, no touchscreen'},
          },
          {at: '1s', press: 'pumps'},
          {refused: 'no touchscreen', press: 'block'},
          {expect: {port: 'pressed', count: 0}},
        ],
      },
      {
        name: 'on a CP-03 a touch button is drawn and pressed',
        covers: [['properties.source', 'touch draws a button on a touchscreen page (CP-03)']],
        device: 'cp-03',
        props: {source: 'touch', label: 'Start', page: 'Pumps'},
        blocks: [{...PAGES[0]}, {...PAGES[1]}],
        steps: [
          {at: '1s', press: 'pumps'},
          {press: 'block'},
          {expect: {port: 'pressed', last: true, count: 1}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.key', 'that button no longer changes pages'],
        reason:
          'how the CP-02’s Left and Right buttons step through pages; in the simulator the reader steps to a page by pressing the page block',
      },
      {sentence: ['properties.x', 'For touch: left edge'], reason: DRAWING},
      {sentence: ['properties.y', 'For touch: top edge'], reason: DRAWING},
      {
        sentence: ['properties.width', '48 px is the smallest reliable touch target'],
        reason: DRAWING,
      },
      {sentence: ['properties.height', 'For touch: height'], reason: DRAWING},
      {sentence: ['properties.colour', 'the text is white'], reason: DRAWING},
    ],
  },

  node_lcd_keypad: {
    cases: [
      {
        name: 'a PIN: digits with leading zeros kept, masked, between min and max digits',
        covers: [
          ['inputs.show', 'Opens the keypad over the current page'],
          ['outputs.value', 'a text of digits with leading zeros kept in pin mode'],
          ['properties.mode', 'pin collects digits and masks them'],
          ['properties.masked', 'In pin mode, shows each digit as a dot'],
          ['properties.title', 'The prompt above the entry field'],
          ['properties.min_digits', 'Fewest digits accepted in pin mode'],
          ['properties.max_digits', 'Most digits accepted in pin mode'],
        ],
        props: {mode: 'pin', title: 'Door PIN', min_digits: 4, max_digits: 6},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', set: {show: true}},
          {expect: {state: 'block', is: {open: true, title: 'Door PIN', masked: true}}},
          {set: {block: '123'}, refused: 'a PIN has 4–6 digits'},
          {set: {block: '1234567'}, refused: 'a PIN has 4–6 digits'},
          {expect: {port: 'value', count: 0}},
          {set: {block: '0042'}},
          {expect: {port: 'value', last: '0042', count: 1}},
          {expect: {state: 'block', is: {open: false}}},
        ],
      },
      {
        name: 'a number: signed, a starting value from show, within min and max',
        covers: [
          ['inputs.show', 'in number mode a number received here is the starting value'],
          ['outputs.value', 'a number in number mode'],
          ['properties.mode', 'number collects a signed decimal number for a setpoint'],
          ['properties.min', 'Lowest number accepted in number mode'],
          ['properties.max', 'Highest number accepted in number mode'],
          ['properties.decimals', 'Decimals accepted in number mode'],
          ['errors[0]', 'outside 0–100, not accepted'],
        ],
        props: {mode: 'number', min: -10, max: 100, decimals: 1},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', set: {show: 21.5}},
          {expect: {state: 'block', is: {open: true, entry: 21.5}}},
          {set: {block: '120'}},
          {expect: {console: 'lcd: keypad value 120 outside -10–100, not accepted'}},
          {expect: {state: 'block', is: {open: true}}},
          {set: {block: '-5.25'}, refused: 'at most 1 decimals'},
          {set: {block: '-5.5'}},
          {expect: {port: 'value', last: -5.5, count: 1}},
        ],
      },
      {
        name: '0 decimals: no decimal point key',
        covers: [['properties.decimals', '0 hides the decimal point key']],
        props: {mode: 'number'},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', set: {show: true}},
          {set: {block: '2.5'}, refused: 'no decimal point key'},
          {set: {block: '3'}},
          {expect: {port: 'value', last: 3}},
        ],
      },
      {
        name: 'cancel, the Cancel key and the timeout close it without a value',
        covers: [
          ['inputs.cancel', 'Closes the keypad without a value'],
          [
            'outputs.cancelled',
            'Emitted when the user presses Cancel, `cancel` arrives or the keypad times out',
          ],
          [
            'properties.timeout',
            'The keypad closes and `cancelled` fires after this long without a key',
          ],
          ['errors[1]', 'keypad closed after 30 s without input'],
        ],
        props: {mode: 'pin'},
        blocks: [{...PAGES[0]}],
        steps: [
          {at: '1s', set: {show: true}},
          {set: {cancel: true}},
          {expect: {port: 'cancelled', count: 1}},
          {expect: {state: 'block', is: {open: false}}},
          {set: {show: true}},
          {set: {block: null}},
          {expect: {port: 'cancelled', count: 2}},
          {at: '10s', set: {show: true}},
          {at: '30s', set: {block: '12'}, refused: 'a PIN has'},
          {at: '59s', expect: {port: 'cancelled', count: 2}},
          {at: '1min 0.5s', expect: {console: 'lcd: keypad closed after 30 s without input'}},
          {expect: {port: 'cancelled', count: 3}},
          {expect: {port: 'value', count: 0}},
        ],
      },
    ],
  },
};
