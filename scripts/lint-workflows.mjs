// Validates GitHub Actions workflows against their schema with action-validator
// (WASM, no binary download):
//   node scripts/lint-workflows.mjs [files…]   (default: .github/workflows/*.yml)
// Its CLI takes one file and prints nested JSON; this runs it on every workflow
// and prints one line per problem, naming the file and the key.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {validateWorkflow} from '@action-validator/core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {import('@action-validator/core').ValidationError} ValidationError */

/**
 * The innermost errors of a validator result: nested "one of" states hold the useful details.
 * @param {ValidationError[]} errors
 * @returns {ValidationError[]}
 */
function leaves(errors) {
  return errors.flatMap((e) => {
    const nested = ('states' in e ? (e.states ?? []) : []).flatMap((s) => leaves(s.errors ?? []));
    return nested.length > 0 ? nested : [e];
  });
}

/**
 * One line per problem in a workflow file, `file: /key/path: what is wrong`; empty when valid.
 * @param {string} file
 */
export function lintWorkflow(file) {
  const rel = path.relative(repo, file);
  const {errors} = validateWorkflow(fs.readFileSync(file, 'utf8'));
  const lines = leaves(errors).map(
    (e) => `${rel}: ${('path' in e && e.path) || '/'}: ${e.detail ?? e.title}`,
  );
  return [...new Set(lines)];
}

/** @param {string[]} args */
function main(args) {
  const dir = path.join(repo, '.github/workflows');
  const files =
    args.length > 0
      ? args.map((f) => path.resolve(f))
      : fs
          .readdirSync(dir)
          .filter((f) => /\.ya?ml$/.test(f))
          .map((f) => path.join(dir, f));
  const problems = files.flatMap(lintWorkflow);
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(
      `${problems.length} problem(s) in GitHub Actions workflows: see https://docs.github.com/en/actions/using-workflows/workflow-syntax-for-github-actions`,
    );
    process.exit(1);
  }
  console.log(`${files.length} workflow file(s) valid`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
