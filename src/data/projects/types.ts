/** A project file (`*.tessera.json`), as described by schemas/project.schema.json. */
export interface ProjectFile {
  $schema?: string;
  format: 'tessera-project/1';
  name: string;
  description?: string;
  device?: 'simulator' | 'bp-01' | 'cp-02' | 'cp-03' | 'tbt';
  blocks: {
    id: string;
    type: string;
    label?: string;
    properties?: Record<string, string | number | boolean>;
  }[];
  wires: {from: string; to: string}[];
}

/** Where the build placed each block and wire; computed in Node, shipped as numbers. */
export interface ProjectLayout {
  width: number;
  height: number;
  nodes: {
    id: string;
    type: string;
    title: string;
    category: string;
    x: number;
    y: number;
    width: number;
    height: number;
    inputs: {name: string; y: number}[];
    outputs: {name: string; y: number}[];
  }[];
  edges: {from: string; to: string; path: string}[];
}

/** What a page's FlowDiagram receives: the file as written, its layout, and where it came from. */
export interface LaidOutProject {
  file: ProjectFile;
  layout: ProjectLayout;
  /** File name, for the download. */
  fileName: string;
  /**
   * Where the Run button starts the clock: the first scenario's start, time
   * zone and settings, from the `.scenario.json` beside the file, when it has one.
   */
  run?: {
    start?: string;
    timeZone?: string;
    deviceName?: string;
    settings?: Record<string, {value: string | number | boolean; min?: number; max?: number}>;
  };
}
