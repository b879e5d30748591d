/**
 * Figures that pages quote but the data decides: a page writes
 * `<DataValue name="…" />` and the build puts the text in
 * (src/plugins/remark-data-values.ts), so a new release cannot leave a page
 * behind. `handWritten` is what a copy typed into a page looks like;
 * tests/unit/data/page-facts.test.ts fails on one.
 */
import {DOWNLOADS, formatSize} from './downloads';

export interface DerivedValue {
  /** What the figure is, for the test's message. */
  what: string;
  value: () => string;
  handWritten: RegExp;
}

/** "2.9–5.2 MB": the smallest and largest runtime image on /downloads. */
function runtimeImageSizes(): string {
  const runtime = DOWNLOADS.find((p) => p.id === 'runtime');
  const sizes = (runtime?.releases ?? []).flatMap((r) =>
    r.files.flatMap((f) => (f.file ? [f.file.bytes] : [])),
  );
  if (!sizes.length) throw new Error('src/data/downloads.ts lists no runtime images');
  const [low, high] = [Math.min(...sizes), Math.max(...sizes)].map((n) =>
    formatSize(n).replace(' MB', ''),
  );
  return `${low}–${high} MB`;
}

export const DERIVED_VALUES = {
  runtimeImageSizes: {
    what: 'the firmware image size range',
    value: runtimeImageSizes,
    handWritten:
      /\b[Ii]mages? (?:are|of|from|between) \d+(?:\.\d+)?\s*(?:–|-|to)\s*\d+(?:\.\d+)? MB\b/,
  },
} satisfies Record<string, DerivedValue>;

export type DerivedValueName = keyof typeof DERIVED_VALUES;
