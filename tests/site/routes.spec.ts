import {test, expect} from '@playwright/test';
import {PENDING, ROUTES} from '../routes';
import {builtFile} from './site';

test.describe('SPEC §2 routes: the route manifest against the build', () => {
  test('every route that is not pending is in the build', () => {
    const missing = ROUTES.filter((r) => !PENDING.has(r) && !builtFile(r));
    expect(missing).toEqual([]);
  });

  test('no pending route is already built (move it out of PENDING)', () => {
    const built = [...PENDING.keys()].filter((r) => builtFile(r));
    expect(built).toEqual([]);
  });

  test('every pending route names its section and issue, and is a spec route', () => {
    for (const [route, why] of PENDING) {
      expect(ROUTES).toContain(route);
      expect(why.section.length).toBeGreaterThan(0);
      expect(why.issue.length).toBeGreaterThan(0);
    }
  });

  test('lists each route once', () => {
    expect(new Set(ROUTES).size).toBe(ROUTES.length);
  });
});
