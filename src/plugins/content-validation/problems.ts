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

/**
 * In a production build, throws one error listing every problem. In
 * `npm start`, warns instead: a throw there stops the content plugin from
 * reloading, so the new page is "Page not found" and edits to every other
 * page are ignored until the server restarts.
 */
export function report(problems: Problem[], {production}: {production: boolean}): void {
  if (problems.length === 0) return;
  const kind = problems.every((p) => !p.message) ? 'Invalid front matter' : 'Problems in pages';
  const message =
    `${kind} (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n` +
    problems.map((p) => `  - ${formatProblem(p)}`).join('\n');
  if (production) throw new Error(message);
  console.warn(
    `[WARNING] ${message}\n  The page still renders in npm start; npm run build fails until this is fixed.`,
  );
}
