// Block records for the LCD category: pages and items on the CP-02 colour LCD and the CP-03 touchscreen.
import type {BlockRecord} from '../types';

export const records = [
  {
    id: 'node_lcd_page',
    title: 'LCD page',
    category: 'lcd',
    summary: 'Defines a screen page and emits when it is shown or left.',
    keywords: ['LCD', 'screen', 'HMI', 'display page', 'menu', 'CP-02', 'CP-03'],
    inputs: [
      {
        name: 'show',
        kind: 'event',
        type: 'any',
        description: 'Any message brings the page to the screen, whichever page is showing.',
      },
    ],
    outputs: [
      {
        name: 'shown',
        kind: 'event',
        type: 'string',
        description: 'The page’s name, when the page comes to the screen.',
      },
      {
        name: 'left',
        kind: 'event',
        type: 'string',
        description: 'The page’s name, when another page replaces it.',
      },
    ],
    properties: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description:
          'The page’s name, unique in the project, up to 24 characters; shown in the title bar, and the name item blocks use in their page property.',
      },
      {
        name: 'order',
        type: 'integer',
        default: 1,
        min: 1,
        max: 32,
        required: true,
        description:
          'Position in the page sequence that the Left and Right buttons (CP-02) or a swipe (CP-03) steps through.',
      },
      {
        name: 'home',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Shows this page at start; one page per project is the home page, the first by order if none is set.',
      },
      {
        name: 'background',
        type: 'string',
        default: '#000000',
        required: false,
        description: 'Background colour as #RRGGBB.',
      },
      {
        name: 'title_bar',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Shows a 32-pixel bar with the page name and the time at the top, above the item area.',
      },
      {
        name: 'return_home_after',
        type: 'duration',
        default: 0,
        min: 0,
        max: 3600000,
        unit: 'ms',
        required: false,
        description:
          '0 stays on the page; otherwise the home page returns after this long without a touch or button press.',
      },
    ],
    requires: {anyOf: ['display', 'touch']},
    since: '1.2',
    errors: [
      {
        message: 'lcd: page Overview laid out for 800 × 480, 3 items clipped on 480 × 320',
        cause:
          'The project was designed for a CP-03 and deployed to a CP-02, whose display is smaller.',
        fix: 'Move the items to x below 480 and y below 320, or keep a separate page for each panel.',
      },
      {
        message: 'lcd: page Alarms has 41 items, 40 shown',
        cause:
          'A page shows at most 40 items; the items beyond the limit in the order they were added are not drawn.',
        fix: 'Split the items over two pages.',
      },
    ],
    related: ['node_lcd_label', 'node_lcd_value', 'node_lcd_gauge', 'node_lcd_button'],
  },
  {
    id: 'node_lcd_label',
    title: 'LCD label',
    category: 'lcd',
    summary:
      'Shows a text at a fixed place on an LCD page, replaced each time a new value arrives at its input.',
    keywords: ['LCD', 'text', 'label', 'status text', 'screen message', 'HMI'],
    inputs: [
      {
        name: 'text',
        kind: 'data',
        type: 'any',
        description:
          'The text to show, replacing the previous one; numbers and booleans are shown as written.',
      },
    ],
    outputs: [],
    properties: [
      {
        name: 'page',
        type: 'string',
        required: true,
        description: 'The name of the LCD page that shows the label.',
      },
      {
        name: 'x',
        type: 'integer',
        default: 10,
        min: 0,
        max: 799,
        unit: 'px',
        required: true,
        description:
          'Left edge from the screen’s left: 0–479 on a CP-02 (480 × 320), 0–799 on a CP-03 (800 × 480).',
      },
      {
        name: 'y',
        type: 'integer',
        default: 40,
        min: 0,
        max: 479,
        unit: 'px',
        required: true,
        description:
          'Top edge from the screen’s top: 0–319 on a CP-02, 0–479 on a CP-03; the title bar takes 0–31.',
      },
      {
        name: 'width',
        type: 'integer',
        default: 200,
        min: 8,
        max: 800,
        unit: 'px',
        required: false,
        description: 'Width of the text box; longer texts end in an ellipsis.',
      },
      {
        name: 'font_size',
        type: 'enum',
        default: '24',
        options: ['12', '16', '24', '32', '48'],
        unit: 'px',
        required: false,
        description: 'Character height.',
      },
      {
        name: 'colour',
        type: 'string',
        default: '#FFFFFF',
        required: false,
        description: 'Text colour as #RRGGBB.',
      },
      {
        name: 'align',
        type: 'enum',
        default: 'left',
        options: ['left', 'centre', 'right'],
        required: false,
        description: 'Alignment of the text in its box.',
      },
      {
        name: 'initial_text',
        type: 'string',
        required: false,
        description: 'The text shown until a message arrives on `text`.',
      },
    ],
    // The OLED display feature (BP-01, TBT) draws labels and values too, so `oled` counts as a screen here.
    requires: {anyOf: ['display', 'touch', 'oled']},
    since: '1.2',
    errors: [
      {
        message: 'lcd: label at x 600 outside the 480 × 320 display on page Overview',
        cause: 'The label was placed for a CP-03 and the project runs on a CP-02; it is not drawn.',
        fix: 'Move the label inside 480 × 320, or keep separate pages for each panel.',
      },
      {
        message: 'lcd: no page named Main for label',
        cause:
          'The page property names a page that no LCD page block defines: the page was renamed or removed, or the name is mistyped.',
        fix: 'Copy the name from the LCD page block.',
      },
    ],
    related: ['node_lcd_page', 'node_lcd_value', 'node_string'],
  },
  {
    id: 'node_lcd_value',
    title: 'LCD value',
    category: 'lcd',
    summary: 'Shows a number with its unit and colours it by limits.',
    keywords: ['LCD', 'numeric display', 'reading', 'process value', 'alarm colour', 'HMI'],
    inputs: [
      {
        name: 'value',
        kind: 'data',
        type: 'number',
        description: 'The number to show, in the unit set by the unit property.',
      },
    ],
    outputs: [],
    properties: [
      {
        name: 'page',
        type: 'string',
        required: true,
        description: 'The name of the LCD page that shows the value.',
      },
      {
        name: 'x',
        type: 'integer',
        default: 10,
        min: 0,
        max: 799,
        unit: 'px',
        required: true,
        description:
          'Left edge from the screen’s left: 0–479 on a CP-02 (480 × 320), 0–799 on a CP-03 (800 × 480).',
      },
      {
        name: 'y',
        type: 'integer',
        default: 40,
        min: 0,
        max: 479,
        unit: 'px',
        required: true,
        description:
          'Top edge from the screen’s top: 0–319 on a CP-02, 0–479 on a CP-03; the title bar takes 0–31.',
      },
      {
        name: 'label',
        type: 'string',
        required: false,
        description: 'Text shown before the number, for example Temperature.',
      },
      {
        name: 'unit',
        type: 'string',
        required: false,
        description: 'Unit shown after the number, for example °C.',
      },
      {
        name: 'decimals',
        type: 'integer',
        default: 1,
        min: 0,
        max: 6,
        required: false,
        description: 'Decimals shown; the number is rounded.',
      },
      {
        name: 'font_size',
        type: 'enum',
        default: '32',
        options: ['12', '16', '24', '32', '48'],
        unit: 'px',
        required: false,
        description: 'Character height of the number; label and unit use the next smaller size.',
      },
      {
        name: 'colour',
        type: 'string',
        default: '#FFFFFF',
        required: false,
        description: 'Colour as #RRGGBB while the value is between the limits.',
      },
      {
        name: 'low_limit',
        type: 'number',
        required: false,
        description: 'Below this the number is drawn in low_colour; empty for no low limit.',
      },
      {
        name: 'high_limit',
        type: 'number',
        required: false,
        description: 'Above this the number is drawn in high_colour; empty for no high limit.',
      },
      {
        name: 'low_colour',
        type: 'string',
        default: '#3B82F6',
        required: false,
        description: 'Colour as #RRGGBB below low_limit.',
      },
      {
        name: 'high_colour',
        type: 'string',
        default: '#EF4444',
        required: false,
        description: 'Colour as #RRGGBB above high_limit.',
      },
      {
        name: 'stale_after',
        type: 'duration',
        default: 0,
        min: 0,
        max: 86400000,
        unit: 'ms',
        required: false,
        description:
          '0 keeps the last number; otherwise the number is replaced by -- when no value arrives for this long.',
      },
    ],
    // The OLED display feature (BP-01, TBT) draws labels and values too, so `oled` counts as a screen here.
    requires: {anyOf: ['display', 'touch', 'oled']},
    since: '1.2',
    errors: [
      {
        message: 'lcd: value "ERR" for Temperature is not a number, shown as --',
        cause:
          'A text arrived on `value`, for example from a block’s error output wired by mistake.',
        fix: 'Wire only numeric outputs to `value`, and send errors to a Log block or an LCD label.',
      },
      {
        message: 'lcd: no page named Main for value Temperature',
        cause:
          'The page property names a page that no LCD page block defines: the page was renamed or removed, or the name is mistyped.',
        fix: 'Copy the name from the LCD page block.',
      },
    ],
    related: ['node_lcd_page', 'node_lcd_gauge', 'node_threshold', 'node_average', 'node_onewire'],
  },
  {
    id: 'node_lcd_gauge',
    title: 'LCD gauge',
    category: 'lcd',
    summary:
      'Draws a value as a bar or dial gauge on an LCD page, between a minimum and a maximum.',
    keywords: ['LCD', 'gauge', 'bar graph', 'dial', 'level indicator', 'HMI'],
    inputs: [
      {
        name: 'value',
        kind: 'data',
        type: 'number',
        description: 'The number to draw, in the gauge’s range and unit.',
      },
    ],
    outputs: [],
    properties: [
      {
        name: 'page',
        type: 'string',
        required: true,
        description: 'The name of the LCD page that shows the gauge.',
      },
      {
        name: 'x',
        type: 'integer',
        default: 10,
        min: 0,
        max: 799,
        unit: 'px',
        required: true,
        description:
          'Left edge from the screen’s left: 0–479 on a CP-02 (480 × 320), 0–799 on a CP-03 (800 × 480).',
      },
      {
        name: 'y',
        type: 'integer',
        default: 40,
        min: 0,
        max: 479,
        unit: 'px',
        required: true,
        description:
          'Top edge from the screen’s top: 0–319 on a CP-02, 0–479 on a CP-03; the title bar takes 0–31.',
      },
      {
        name: 'style',
        type: 'enum',
        default: 'horizontal bar',
        options: ['horizontal bar', 'vertical bar', 'dial'],
        required: true,
        description: 'A bar that fills from the minimum, or a 270° dial with a needle.',
      },
      {
        name: 'width',
        type: 'integer',
        default: 200,
        min: 20,
        max: 800,
        unit: 'px',
        required: false,
        description:
          'Width of the gauge; a dial uses the smaller of width and height as its diameter.',
      },
      {
        name: 'height',
        type: 'integer',
        default: 40,
        min: 20,
        max: 480,
        unit: 'px',
        required: false,
        description: 'Height of the gauge.',
      },
      {
        name: 'min',
        type: 'number',
        default: 0,
        required: true,
        description: 'Value at the empty end of the scale.',
      },
      {
        name: 'max',
        type: 'number',
        default: 100,
        required: true,
        description: 'Value at the full end of the scale.',
      },
      {
        name: 'unit',
        type: 'string',
        required: false,
        description: 'Unit shown with the value and the scale, for example % or bar.',
      },
      {
        name: 'colour',
        type: 'string',
        default: '#22C55E',
        required: false,
        description: 'Fill or needle colour as #RRGGBB below high_limit.',
      },
      {
        name: 'high_limit',
        type: 'number',
        required: false,
        description:
          'From this value up the gauge is drawn in high_colour and the scale shows a red zone; empty for none.',
      },
      {
        name: 'high_colour',
        type: 'string',
        default: '#EF4444',
        required: false,
        description: 'Colour as #RRGGBB at and above high_limit.',
      },
    ],
    requires: {anyOf: ['display', 'touch']},
    since: '1.2',
    errors: [
      {
        message: 'lcd: gauge value 112 above its range 0–100, drawn at 100',
        cause:
          'The value is outside min and max; the gauge pins at the end and the number shows the real value.',
        fix: 'Widen min and max to the range the value can reach, or scale the value first.',
      },
      {
        message: 'lcd: no page named Main for gauge',
        cause:
          'The page property names a page that no LCD page block defines: the page was renamed or removed, or the name is mistyped.',
        fix: 'Copy the name from the LCD page block.',
      },
    ],
    related: ['node_lcd_value', 'node_lcd_page', 'node_scale', 'node_analog_in'],
  },
  {
    id: 'node_lcd_button',
    title: 'LCD button',
    category: 'lcd',
    summary:
      'Places a button on a touchscreen page, or maps a front-panel button, and emits presses.',
    keywords: [
      'LCD',
      'touch button',
      'soft key',
      'front-panel button',
      'push button',
      'HMI',
      'touchscreen',
    ],
    inputs: [
      {
        name: 'enabled',
        kind: 'data',
        type: 'boolean',
        description:
          'false greys a touch button out and ignores presses until true arrives; buttons start enabled.',
      },
      {
        name: 'text',
        kind: 'data',
        type: 'string',
        description:
          'Replaces the button’s text, for example Start and Stop as a pump changes state.',
      },
    ],
    outputs: [
      {
        name: 'pressed',
        kind: 'event',
        type: 'boolean',
        description: 'true when the button is pressed.',
      },
      {
        name: 'released',
        kind: 'event',
        type: 'boolean',
        description: 'false when the button is released.',
      },
      {
        name: 'long_press',
        kind: 'event',
        type: 'integer',
        description:
          'The hold time in ms, once, when the button is held longer than long_press_time.',
      },
    ],
    properties: [
      {
        name: 'source',
        type: 'enum',
        default: 'touch',
        options: ['touch', 'front panel'],
        required: true,
        description:
          'touch draws a button on a touchscreen page (CP-03); front panel maps one of the six CP-02 buttons.',
      },
      {
        name: 'key',
        type: 'enum',
        default: 'OK',
        options: ['Up', 'Down', 'Left', 'Right', 'OK', 'Back'],
        required: false,
        description:
          'For front panel: the button mapped; on a page where Left or Right is mapped, that button no longer changes pages.',
      },
      {
        name: 'page',
        type: 'string',
        required: false,
        description:
          'The LCD page the button belongs to; for front panel, empty maps the key on every page.',
      },
      {
        name: 'x',
        type: 'integer',
        default: 10,
        min: 0,
        max: 799,
        unit: 'px',
        required: false,
        description: 'For touch: left edge, 0–799 on the CP-03’s 800 × 480 screen.',
      },
      {
        name: 'y',
        type: 'integer',
        default: 400,
        min: 0,
        max: 479,
        unit: 'px',
        required: false,
        description: 'For touch: top edge, 32–479 below the title bar.',
      },
      {
        name: 'width',
        type: 'integer',
        default: 160,
        min: 48,
        max: 800,
        unit: 'px',
        required: false,
        description: 'For touch: width; 48 px is the smallest reliable touch target.',
      },
      {
        name: 'height',
        type: 'integer',
        default: 64,
        min: 48,
        max: 480,
        unit: 'px',
        required: false,
        description: 'For touch: height.',
      },
      {
        name: 'label',
        type: 'string',
        required: false,
        description: 'For touch: the text on the button until a message arrives on `text`.',
      },
      {
        name: 'colour',
        type: 'string',
        default: '#2563EB',
        required: false,
        description: 'For touch: button colour as #RRGGBB; the text is white.',
      },
      {
        name: 'long_press_time',
        type: 'duration',
        default: 1000,
        min: 300,
        max: 10000,
        unit: 'ms',
        required: false,
        description: 'How long a hold lasts before `long_press` fires.',
      },
    ],
    requires: {anyOf: ['touch', 'buttons']},
    since: '2.0',
    errors: [
      {
        message: 'lcd: touch button Start on page Pumps not shown, no touchscreen',
        cause: 'A touch button runs on a CP-02, which has no touchscreen.',
        fix: 'Set source to front panel and choose a key, or deploy to a CP-03.',
      },
      {
        message: 'lcd: key OK on page Pumps mapped by 2 buttons, only the first emits',
        cause: 'Two LCD button blocks map the same front-panel key on the same page.',
        fix: 'Map each key once per page, and wire that block to everything that needs the press.',
      },
    ],
    related: ['node_lcd_page', 'node_lcd_keypad', 'node_button', 'node_relay'],
  },
  {
    id: 'node_lcd_keypad',
    title: 'LCD keypad',
    category: 'lcd',
    summary: 'Shows a numeric keypad for PIN or setpoint entry and emits the value entered.',
    keywords: ['keypad', 'PIN entry', 'setpoint', 'numeric input', 'touchscreen', 'access code'],
    inputs: [
      {
        name: 'show',
        kind: 'event',
        type: 'any',
        description:
          'Opens the keypad over the current page (on a CP-02, the arrow buttons move between keys and OK presses one); in number mode a number received here is the starting value.',
      },
      {
        name: 'cancel',
        kind: 'event',
        type: 'any',
        description: 'Closes the keypad without a value, as if the user pressed Cancel.',
      },
    ],
    outputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description:
          'The entry on OK: a text of digits with leading zeros kept in pin mode, a number in number mode.',
      },
      {
        name: 'cancelled',
        kind: 'event',
        type: 'any',
        description:
          'Emitted when the user presses Cancel, `cancel` arrives or the keypad times out.',
      },
    ],
    properties: [
      {
        name: 'mode',
        type: 'enum',
        default: 'pin',
        options: ['pin', 'number'],
        required: true,
        description:
          'pin collects digits and masks them; number collects a signed decimal number for a setpoint.',
      },
      {
        name: 'title',
        type: 'string',
        default: 'Enter PIN',
        required: false,
        description: 'The prompt above the entry field, up to 32 characters.',
      },
      {
        name: 'min_digits',
        type: 'integer',
        default: 4,
        min: 1,
        max: 12,
        required: false,
        description: 'Fewest digits accepted in pin mode; OK stays inactive until reached.',
      },
      {
        name: 'max_digits',
        type: 'integer',
        default: 6,
        min: 1,
        max: 12,
        required: false,
        description: 'Most digits accepted in pin mode.',
      },
      {
        name: 'masked',
        type: 'boolean',
        default: true,
        required: false,
        description: 'In pin mode, shows each digit as a dot.',
      },
      {
        name: 'min',
        type: 'number',
        default: 0,
        required: false,
        description: 'Lowest number accepted in number mode.',
      },
      {
        name: 'max',
        type: 'number',
        default: 100,
        required: false,
        description: 'Highest number accepted in number mode.',
      },
      {
        name: 'decimals',
        type: 'integer',
        default: 0,
        min: 0,
        max: 3,
        required: false,
        description: 'Decimals accepted in number mode; 0 hides the decimal point key.',
      },
      {
        name: 'timeout',
        type: 'duration',
        default: 30000,
        min: 5000,
        max: 300000,
        unit: 'ms',
        required: false,
        description: 'The keypad closes and `cancelled` fires after this long without a key.',
      },
    ],
    requires: {anyOf: ['touch', 'buttons']},
    since: '2.0',
    errors: [
      {
        message: 'lcd: keypad value 120 outside 0–100, not accepted',
        cause:
          'The user entered a number outside min and max; the keypad stays open and shows the range.',
        fix: 'Nothing, if the range is right; otherwise widen min and max.',
      },
      {
        message: 'lcd: keypad closed after 30 s without input',
        cause: 'No key was pressed within the timeout; `cancelled` fires.',
        fix: 'Raise timeout if users need longer, for example to look up a setpoint.',
      },
    ],
    related: ['node_lcd_button', 'node_wiegand', 'node_table_query', 'node_setting', 'node_pid'],
  },
] as const satisfies readonly BlockRecord[];
