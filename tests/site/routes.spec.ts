import {test, expect} from '@playwright/test';
import {PENDING, ROUTES} from '../routes';
import {builtFile} from './site';

test.describe('routes: the route manifest in tests/routes.ts against the build', () => {
  test('every route that is not pending is in the build', () => {
    const missing = ROUTES.filter((r) => !PENDING.has(r) && !builtFile(r));
    expect(
      missing,
      'these routes of tests/routes.ts are not in the build: write their pages (check the slug), or add them to PENDING with the section and issue that will',
    ).toEqual([]);
  });

  test('no pending route is already built', () => {
    const built = [...PENDING.keys()].filter((r) => builtFile(r));
    expect(
      built,
      'these routes are built now: remove them from PENDING in tests/routes.ts',
    ).toEqual([]);
  });

  test('every pending route names its section and issue, and is a route of the manifest', () => {
    for (const [route, why] of PENDING) {
      expect(
        ROUTES,
        `PENDING lists ${route}, which is not in ROUTES: fix it or remove it`,
      ).toContain(route);
      expect(why.section.length, `PENDING ${route}: name the section that owns it`).toBeGreaterThan(
        0,
      );
      expect(why.issue.length, `PENDING ${route}: name the issue that delivers it`).toBeGreaterThan(
        0,
      );
    }
  });

  test('lists each route once', () => {
    const twice = ROUTES.filter((r, i) => ROUTES.indexOf(r) !== i);
    expect(twice, 'these routes are listed twice in tests/routes.ts: remove the copies').toEqual(
      [],
    );
  });
});
