/** One problem with a page's front matter, and how problems reach the writer. */
export interface Problem {
  source: string;
  field: string;
  value: unknown;
  allowed: string;
  /** A problem that is not about front matter says itself what is wrong. */
  message?: string;
}

export function formatProblem({source, field, value, allowed, message}: Problem): string {
  if (message) return `${source}: ${message}`;
  const shown = value === undefined ? 'missing' : JSON.stringify(value);
  return `${source}: front matter "${field}" is ${shown}; expected ${allowed}.`;
}

/** The message listing every problem, one line each. */
export function formatProblems(problems: Problem[]): string {
  const kind = problems.every((p) => !p.message) ? 'Invalid front matter' : 'Problems in pages';
  return (
    `${kind} (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n` +
    problems.map((p) => `  - ${formatProblem(p)}`).join('\n')
  );
}

/*
 * One list of a build's problems, so a build with several pages to fix names
 * them all in one run. Each content plugin loads on its own and throwing
 * stopped the build at the first plugin to refuse: the writer fixed one
 * section's pages per build. The writer-checks plugin opens the list when the
 * build starts (its factory runs before any content loads) and throws it whole
 * in `allContentLoaded`. On globalThis: the config (config/markdown.ts) and the
 * plugins may be loaded as separate module instances.
 */
const COLLECTOR = Symbol.for('tessera.buildProblems');
type Global = typeof globalThis & {[COLLECTOR]?: Problem[]};

/** From now on, `report` in a build adds its problems to the list instead of throwing. */
export function openProblemList(): void {
  (globalThis as Global)[COLLECTOR] = [];
}

/** Whether a build's problems are being gathered (see `openProblemList`). */
export function problemListOpen(): boolean {
  return Array.isArray((globalThis as Global)[COLLECTOR]);
}

/** Adds problems to the open list; false if no list is open (the caller throws them). */
export function collectProblems(problems: Problem[]): boolean {
  const list = (globalThis as Global)[COLLECTOR];
  if (!list) return false;
  list.push(...problems);
  return true;
}

/** The problems gathered so far; the list closes, so later problems throw at once. */
export function closeProblemList(): Problem[] {
  const list = (globalThis as Global)[COLLECTOR] ?? [];
  delete (globalThis as Global)[COLLECTOR];
  return list;
}

/**
 * In a production build, adds the problems to the build's list (above), or
 * throws one error listing them when no list is open. In `npm start`, warns
 * instead: a throw there stops the content plugin from reloading, so the new
 * page is "Page not found" and edits to every other page are ignored until the
 * server restarts.
 */
export function report(problems: Problem[], {production}: {production: boolean}): void {
  if (problems.length === 0) return;
  if (production) {
    if (collectProblems(problems)) return;
    throw new Error(formatProblems(problems));
  }
  console.warn(
    `[WARNING] ${formatProblems(problems)}\n  The page still renders in npm start; npm run build fails until this is fixed.`,
  );
}
