/** The /examples gallery's filters (src/plugins/examples-gallery). */
export interface GalleryData {
  /** How many examples there are. */
  total: number;
  /** Each tag some example has, by label, with the address of its pre-rendered page. */
  tags: {key: string; label: string; permalink: string; count: number}[];
  /** The devices some example runs on, in src/data/hardware.ts order, with their page. */
  devices: {id: string; name: string; permalink: string; count: number}[];
  /** How many projects /samples/ offers, for the sentence that tells the two pages apart. */
  samples: number;
}

/** Which filter a gallery page shows: none (/examples), a tag's page or a device's. */
export type GalleryFilter = {tag: string} | {device: string} | Record<string, never>;
