/**
 * The web dashboard's widgets and controls: the types a Dashboard widget
 * (`widget` property) and a Dashboard command (`control` property) offer, as
 * the widgets page lists them and the dashboard picture draws them. The
 * blocks' records list the same names as their properties' options;
 * tests/unit/data/pictures.test.ts keeps the two equal.
 */
export type DashboardBlock = 'node_dashboard_widget' | 'node_dashboard_command';

export interface DashboardItemType {
  /** The `widget` or `control` property's value. */
  type: string;
  block: DashboardBlock;
  /** What it takes from the graph or sends into it; `code` in backticks. */
  io: string;
  /** What the dashboard shows. */
  shows: string;
  /** Grid cells it takes on a tab: a chart takes 2 (the whole row on a tablet or phone). */
  cells: 1 | 2;
}

export const DASHBOARD_ITEM_TYPES: DashboardItemType[] = [
  {
    type: 'tile',
    block: 'node_dashboard_widget',
    io: 'Takes a number, text or boolean on `value`',
    shows:
      'The latest value in large figures: a number with `decimals` and `unit`, a text as it is, a boolean as on or off',
    cells: 1,
  },
  {
    type: 'chart',
    block: 'node_dashboard_widget',
    io: 'Takes numbers on `value`',
    shows:
      'A line of one averaged point per `record_interval`, over up to `history`; text is refused',
    cells: 2,
  },
  {
    type: 'switch',
    block: 'node_dashboard_widget',
    io: 'Takes a boolean on `value`',
    shows: 'An on/off indicator that cannot be operated',
    cells: 1,
  },
  {
    type: 'button',
    block: 'node_dashboard_command',
    io: 'Sends `true` on `command`',
    shows: 'A button labelled with `title`',
    cells: 1,
  },
  {
    type: 'switch',
    block: 'node_dashboard_command',
    io: 'Sends `true` or `false`; shows `state`',
    shows: 'A toggle the user can flip',
    cells: 1,
  },
  {
    type: 'slider',
    block: 'node_dashboard_command',
    io: 'Sends a number from `min` to `max` in `step`; shows `state`',
    shows: 'A horizontal slider with its value beside it',
    cells: 1,
  },
  {
    type: 'number',
    block: 'node_dashboard_command',
    io: 'Sends a number from `min` to `max` in `step`; shows `state`',
    shows: 'A number field with **Set**',
    cells: 1,
  },
  {
    type: 'select',
    block: 'node_dashboard_command',
    io: 'Sends one of `options` as text; shows `state`',
    shows: 'A drop-down list',
    cells: 1,
  },
];

/** Cells per row of a dashboard tab, by the browser's width (widgets page, "How a tab is laid out"). */
export const DASHBOARD_GRID = [
  {minWidth: 1200, cells: 4},
  {minWidth: 600, cells: 2},
  {minWidth: 0, cells: 1},
] as const;

/**
 * What the dashboard picture (src/components/DashboardPicture) shows: the tab
 * a project file of the docs makes, in a browser at the device's address, with
 * these values. Values the project's scenario states are checked against it.
 */
export const DASHBOARD_PICTURE = {
  /** The project file's name; the page passes its path as `<DashboardPicture src>`. */
  project: 'tank-room-tab.tessera.json',
  address: 'https://bp01-3f2a1c.local',
  /** The dashboard **Title**: the device name unless changed. */
  title: 'bp01-3f2a1c',
  user: 'anna',
  /** Device time shown in the header. */
  time: '14:32',
  /** The value each widget or control shows, by block id. */
  values: {level_now: 2.43, pump_running: true, pump_cmd: true} as Record<
    string,
    number | boolean | string
  >,
  /** A chart's stored points, oldest first, by block id: the last 7 days as a view draws them, one average per 4 h, in the widget's unit; the last is the tile's value. */
  charts: {
    level_week: [
      3.38, 3.24, 2.89, 2.54, 3.48, 3.34, 3.24, 3.13, 2.75, 2.38, 3.48, 3.37, 3.23, 3.11, 2.77, 2.4,
      3.49, 3.38, 3.28, 3.14, 2.77, 2.43, 3.5, 3.36, 3.24, 3.14, 2.77, 2.4, 3.51, 3.4, 3.27, 3.14,
      2.79, 2.44, 3.52, 3.39, 3.29, 3.17, 2.79, 2.44, 3.52, 2.43,
    ],
  } as Record<string, number[]>,
};
