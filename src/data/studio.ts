/**
 * Names of Tessera Studio's UI, exactly as Studio shows them, so that every
 * page writes the same menu path. Pages write them in bold: **Project settings → Features**.
 */
export const STUDIO_UI = {
  projectSettings: 'Project settings',
  featuresTab: 'Project settings → Features',
  settingsTab: 'Project settings → Settings',
  blockLibrary: 'Block library',
  canvasTab: 'canvas tab',
  deployButton: 'Deploy',
  simulateButton: 'Simulate',
  consolePanel: 'Console',
  propertiesPanel: 'Properties',
  debugger: 'Debug',
  deviceExplorer: 'Device explorer',
  versions: 'Versions',
  workspaces: 'Workspaces',
  importProject: 'File → Import project',
} as const;

/**
 * What kind of thing a name is, where a page says so: "the **Debug** panel",
 * never a tab (the Simulator's tabs are Device, Inputs, Outputs, Network,
 * Dashboard and Clock). tests/unit/data/page-facts.test.ts holds pages to it.
 */
export const STUDIO_UI_KINDS: Partial<Record<keyof typeof STUDIO_UI, string>> = {
  consolePanel: 'panel',
  debugger: 'panel',
  deployButton: 'button',
  simulateButton: 'button',
};

/** The tabs of **Project settings**, in Studio's order; pages write them as "Project settings → Device". */
export const PROJECT_SETTINGS_TABS = [
  'Project',
  'Device',
  'Features',
  'Settings',
  'Versions',
] as const;

/**
 * What the picture of Studio shows (src/components/StudioPicture): a project
 * file of the docs on the canvas, one block selected in **Properties**, the
 * values **Debug** shows on its wires and the lines in **Console**. The wires
 * and lines are checked against the project file and its scenario
 * (tests/unit/data/pictures.test.ts), so the picture shows what the simulator does.
 */
export const STUDIO_PICTURE = {
  /** The project file's name; the page passes its path as `<StudioPicture src>`. */
  project: 'tank-room-tab.tessera.json',
  canvasTab: 'Main',
  /** The block whose properties the Properties panel shows. */
  selected: 'level',
  /** The last message on each wire, as Debug lists it: output port → input port. */
  debug: [
    {wire: 'level.value → level_now.value', value: '2.43'},
    {wire: 'pump_cmd.command → is_on.value', value: 'true'},
    {wire: 'is_on.true → fill_pump.on', value: 'true'},
    {wire: 'fill_pump.state → pump_running.value', value: 'true'},
  ],
  /** Console lines, in order: each is one the project's scenario expects. */
  console: ['[sim] relay 1 on'],
} as const;
