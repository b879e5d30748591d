/**
 * The numbered steps of each series part that run-panel-steps.spec.ts follows
 * in the Run panel, by page file. The spec checks, after each page's test,
 * that the test marked exactly these steps as it did them (Panel.follows);
 * tests/unit/data/run-panel-steps.test.ts checks that every numbered step a
 * run shows ("you should see" after Run, a deploy, an input...) is listed
 * here or is inside <OnDevice>. So a step can be neither skipped by the test
 * nor claimed without being done.
 */
export const FOLLOWED: Readonly<Record<string, readonly number[]>> = {
  'tutorials/sprinkler1.mdx': [6, 7, 8],
  'tutorials/sprinkler2.mdx': [7, 8, 9],
  'tutorials/sprinkler3.mdx': [6, 7, 8],
  'tutorials/sprinkler4.mdx': [6, 7, 8, 9],
  'tutorials/sprinkler5.mdx': [8, 9, 10],
  'tutorials/sprinkler6.mdx': [7, 8, 9],
  'tutorials/accesscontrol1.mdx': [4, 9, 11, 12, 13],
  'tutorials/accesscontrol2.mdx': [5, 6, 7],
  'tutorials/accesscontrol3.mdx': [9, 10, 11, 12, 13, 14],
  'tutorials/accesscontrol4.mdx': [4, 5, 10, 11, 12],
  'tutorials/accesscontrol5.mdx': [9, 10, 11, 12, 13, 14],
  'tutorials/accesscontrol6.mdx': [8, 10, 11, 12],
};
