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
