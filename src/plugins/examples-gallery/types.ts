/** The /examples filter's data (src/plugins/examples-gallery). */
export interface GalleryData {
  /** The devices some example runs on, in src/data/hardware.ts order. */
  deviceNames: {id: string; name: string}[];
  /** Each example's permalink → the ids of the devices that run its project. */
  devices: Record<string, string[]>;
  /** How many projects /samples/ offers, for the sentence that tells the two pages apart. */
  samples: number;
}
