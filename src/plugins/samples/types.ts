import type {Thumbnail} from '../../data/projects/thumbnail';

/** One sample project as /samples/ shows it. */
export interface SampleEntry {
  name: string;
  description: string;
  fileName: string;
  /** The project file as written, for the download and Open in Studio. */
  json: string;
  demonstrates: string;
  page: {to: string; label: string};
  blocks: {title: string; url: string; count: number}[];
  /** Devices on which every block of the project runs (the simulator runs all). */
  devices: string[];
  /** The graph's picture on the sample's card. */
  thumbnail: Thumbnail;
}
