import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  formatProblem,
  readTagKeys,
  validateFrontMatter,
  validateSection,
} from '../../../src/plugins/content-validation';
import {ICON_NAMES} from '../../../src/data/icons';
import {TUTORIAL_SERIES} from '../../../src/data/tutorials';

const TAGS = ['sensor', 'actuator'];
const goodElement = {
  description: 'Detect water on the floor before it reaches equipment.',
  group: 'monitoring',
  icon: 'waves',
  menu_description: 'Water on the floor, before it spreads',
  tags: ['sensor'],
};
const lesson = {description: 'x', track: 'basics', level: 'beginner', duration: 20};
const messages = (
  section: Parameters<typeof validateFrontMatter>[0],
  fm: Record<string, unknown>,
) => validateFrontMatter(section, 'elements/x.mdx', fm, TAGS).map(formatProblem);

describe('front-matter validation: one message naming file, field, value and what is allowed', () => {
  it('passes a good element', () => {
    expect(messages('elements', goodElement)).toEqual([]);
  });

  it('reports a missing field', () => {
    expect(messages('elements', {...goodElement, group: undefined})).toEqual([
      'elements/x.mdx: front matter "group" is missing; expected one of monitoring, control.',
    ]);
  });

  it('reports a value of the wrong type', () => {
    expect(messages('elements', {...goodElement, menu_description: 42})).toEqual([
      'elements/x.mdx: front matter "menu_description" is 42; expected a sentence of 1 to 80 characters.',
    ]);
    expect(messages('tutorials', {...lesson, series: 'sprinkler', part: '2'})).toEqual([
      `elements/x.mdx: front matter "part" is "2"; expected a whole number from 1 to ${TUTORIAL_SERIES.sprinkler.parts.length}.`,
    ]);
  });

  it('reports an unknown icon', () => {
    expect(messages('elements', {...goodElement, icon: 'unicorn'})).toEqual([
      `elements/x.mdx: front matter "icon" is "unicorn"; expected one of the ${ICON_NAMES.length} names in src/data/icons.ts.`,
    ]);
  });

  it('reports a tag that is not in tags.yml', () => {
    expect(messages('elements', {...goodElement, tags: ['sensor', 'sensors']})).toEqual([
      'elements/x.mdx: front matter "tags" is ["sensor","sensors"]; expected tags defined in elements/tags.yml: sensor, actuator.',
    ]);
  });

  it('reports an unknown tutorial series and a part beyond the series', () => {
    expect(messages('tutorials', {...lesson, series: 'irrigation', part: 1})).toEqual([
      'elements/x.mdx: front matter "series" is "irrigation"; expected one of sprinkler, access-control.',
      'elements/x.mdx: front matter "part" is 1; expected a whole number (set a valid series first).',
    ]);
    // One beyond the series' last part, however many parts the data holds.
    const beyond = TUTORIAL_SERIES['access-control'].parts.length + 1;
    expect(messages('tutorials', {...lesson, series: 'access-control', part: beyond})).toEqual([
      `elements/x.mdx: front matter "part" is ${beyond}; expected a whole number from 1 to ${beyond - 1}.`,
    ]);
  });

  it('passes a lesson with a track, a level and a duration', () => {
    expect(messages('tutorials', lesson)).toEqual([]);
    expect(
      messages('tutorials', {...lesson, track: 'access-control', level: 'advanced', duration: 240}),
    ).toEqual([]);
  });

  it('reports a lesson without its track, level or duration, one message each', () => {
    expect(messages('tutorials', {description: 'x'})).toEqual([
      'elements/x.mdx: front matter "track" is missing; expected one of basics, hardware, access-control.',
      'elements/x.mdx: front matter "level" is missing; expected one of beginner, intermediate, advanced.',
      'elements/x.mdx: front matter "duration" is missing; expected the minutes a reader needs, a whole number from 1 to 240.',
    ]);
  });

  it('reports an unknown track or level', () => {
    expect(messages('tutorials', {...lesson, track: 'sprinkler'})).toEqual([
      'elements/x.mdx: front matter "track" is "sprinkler"; expected one of basics, hardware, access-control.',
    ]);
    // Inherited keys are not tracks.
    expect(messages('tutorials', {...lesson, track: 'toString'})).toHaveLength(1);
    expect(messages('tutorials', {...lesson, level: 'Beginner'})).toEqual([
      'elements/x.mdx: front matter "level" is "Beginner"; expected one of beginner, intermediate, advanced.',
    ]);
  });

  it('reports a duration that is not whole minutes from 1 to 240', () => {
    for (const duration of [0, 241, 12.5, '30', '30 min', -5])
      expect(messages('tutorials', {...lesson, duration}), String(duration)).toEqual([
        `elements/x.mdx: front matter "duration" is ${JSON.stringify(duration)}; expected the minutes a reader needs, a whole number from 1 to 240.`,
      ]);
  });

  it('asks no track, level or duration of other sections', () => {
    expect(messages('examples', {description: 'x'})).toEqual([]);
  });

  it('stops a section with every problem listed at once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-'));
    fs.mkdirSync(path.join(dir, 'elements'));
    fs.writeFileSync(
      path.join(dir, 'elements/tags.yml'),
      'sensor:\n  label: Sensor\nactuator:\n  label: Actuator\n',
    );
    expect(readTagKeys(path.join(dir, 'elements/tags.yml'))).toEqual(['sensor', 'actuator']);
    const hook = validateSection('elements', dir, true);
    const post = (source: string, frontMatter: Record<string, unknown>) => ({
      metadata: {source, frontMatter},
    });
    await expect(hook({blogPosts: [post('a.mdx', goodElement)]})).resolves.toBeUndefined();
    await expect(
      hook({
        blogPosts: [
          post('a.mdx', {...goodElement, icon: 'x'}),
          post('b.mdx', {...goodElement, tags: ['sensors']}),
        ],
      }),
    ).rejects.toThrow(
      'Invalid front matter (2 problems):\n' +
        `  - a.mdx: front matter "icon" is "x"; expected one of the ${ICON_NAMES.length} names in src/data/icons.ts.\n` +
        '  - b.mdx: front matter "tags" is ["sensors"]; expected tags defined in elements/tags.yml: sensor, actuator.',
    );
  });
});

describe("every section's tags.yml", () => {
  // A tag page's meta description is "Page 2 of 3. 18 tutorials tagged “Hardware”. " and the
  // tag's own description: 100 characters leave room for that within the 160 a page may use.
  it('describes each tag in 100 characters or fewer', () => {
    const long = ['blog', 'elements', 'solutions', 'examples', 'tutorials'].flatMap((section) =>
      fs
        .readFileSync(path.join(__dirname, '../../..', section, 'tags.yml'), 'utf8')
        .split('\n')
        .map((line) => line.match(/^\s+description:\s*(.*)$/)?.[1] ?? '')
        .filter((d) => d.length > 100)
        .map((d) => `${section}/tags.yml: ${d.length} characters: ${d}`),
    );
    expect(long).toEqual([]);
  });
});
