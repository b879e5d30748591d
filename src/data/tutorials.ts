/**
 * The tutorials' tracks, levels and series: one source for the lessons' front
 * matter (checked at build time), the list pages and the "Part N of M" header.
 */

/** The three tracks of /tutorials/introduction, in the order a reader takes them. */
export const TUTORIAL_TRACKS = {
  basics: {title: 'Basics', device: 'None: the simulator'},
  hardware: {title: 'Hardware', device: 'BP-01, CP-02 or a TBT, as each lesson says'},
  'access-control': {title: 'Access control', device: 'CP-03'},
} as const;
export type TutorialTrack = keyof typeof TUTORIAL_TRACKS;

/** How much a lesson assumes. */
export const TUTORIAL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TutorialLevel = (typeof TUTORIAL_LEVELS)[number];

/** A lesson's `duration` in minutes is at most this: four hours, a long workshop. */
export const TUTORIAL_DURATION_MAX = 240;

export interface SeriesPart {
  /** The lesson's slug: /tutorials/<slug>, and its project file tutorials/_projects/<slug>.tessera.json. */
  slug: string;
  /** What the part adds, as the header and the introduction name it. */
  title: string;
  /**
   * Ids of blocks of the previous part's project that this part removes or
   * changes to another type. Every other block and wire of the previous part
   * stays as it was (tests/unit/data/tutorial-series.test.ts).
   */
  replaces?: readonly string[];
}

/**
 * The two series. Each part starts from the previous part's finished project
 * (part 1 from an empty project) and ends with its own.
 */
export const TUTORIAL_SERIES = {
  sprinkler: {
    title: 'Sprinkler controller',
    device: 'BP-01',
    parts: [
      {slug: 'sprinkler1', title: 'One zone: a relay, a button and a run timer'},
      {slug: 'sprinkler2', title: 'Four zones, one after another'},
      {slug: 'sprinkler3', title: 'A weekly watering schedule'},
      {slug: 'sprinkler4', title: 'A rain sensor that skips watering'},
      {slug: 'sprinkler5', title: 'Remote control over MQTT'},
      {slug: 'sprinkler6', title: 'A dashboard for the garden'},
    ],
  },
  'access-control': {
    title: 'Access control',
    device: 'CP-03',
    parts: [
      {slug: 'accesscontrol1', title: 'ID cards'},
      {slug: 'accesscontrol2', title: 'An exit button'},
      {slug: 'accesscontrol3', title: 'A door sensor and alarm'},
      {slug: 'accesscontrol4', title: 'ID expiry'},
      {slug: 'accesscontrol5', title: 'Event logging'},
      {slug: 'accesscontrol6', title: 'Real inputs'},
    ],
  },
} as const satisfies Record<string, {title: string; device: string; parts: readonly SeriesPart[]}>;
export type TutorialSeries = keyof typeof TUTORIAL_SERIES;

/** A lesson's address. */
export const tutorialUrl = (slug: string): string => `/tutorials/${slug}`;

/** The series a lesson belongs to and its place in it (0-based), or undefined. */
export function seriesPlace(
  permalink: string,
): {series: (typeof TUTORIAL_SERIES)[TutorialSeries]; index: number} | undefined {
  for (const series of Object.values(TUTORIAL_SERIES)) {
    const index = series.parts.findIndex((p) => tutorialUrl(p.slug) === permalink);
    if (index >= 0) return {series, index};
  }
  return undefined;
}

/**
 * The lessons in reading order: as given (the tutorials section lists them
 * oldest first, the order they were written to be read in), except that each
 * series reads as one run of its parts in their order here, at the place of
 * its first part. A part dated out of turn, or a lesson dated between two
 * parts, cannot split a series or turn it round.
 */
export function inReadingOrder<T>(lessons: readonly T[], permalinkOf: (lesson: T) => string): T[] {
  const out: T[] = [];
  const placed = new Set<object>();
  for (const lesson of lessons) {
    const series = seriesPlace(permalinkOf(lesson))?.series;
    if (!series) out.push(lesson);
    else if (!placed.has(series)) {
      placed.add(series);
      for (const part of series.parts) {
        const found = lessons.find((l) => permalinkOf(l) === tutorialUrl(part.slug));
        if (found) out.push(found);
      }
    }
  }
  return out;
}
