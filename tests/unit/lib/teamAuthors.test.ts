import {describe, expect, it} from 'vitest';
import {withTeamAuthors} from '../../../src/lib/teamAuthors';

describe('team authors in structured data', () => {
  it('describes a Person author as an Organization, keeping its fields', () => {
    const posting = {
      '@type': 'BlogPosting',
      author: {'@type': 'Person', name: 'Tessera documentation team', description: 'Writers'},
    };
    expect(withTeamAuthors(posting).author).toEqual({
      '@type': 'Organization',
      name: 'Tessera documentation team',
      description: 'Writers',
    });
  });

  it('maps every author of a list and leaves a posting without one alone', () => {
    const two = withTeamAuthors({
      author: [
        {'@type': 'Person', name: 'A'},
        {'@type': 'Organization', name: 'B'},
      ],
    });
    expect(two.author).toEqual([
      {'@type': 'Organization', name: 'A'},
      {'@type': 'Organization', name: 'B'},
    ]);
    expect(withTeamAuthors({headline: 'x'})).toEqual({headline: 'x'});
  });
});
