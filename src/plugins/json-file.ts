/**
 * Reads a JSON file the remark plugins need (a project file, its scenarios),
 * and names that file, line and column when it is not JSON. V8's own error
 * names neither, and sometimes no position at all ("Unexpected token ']'"), so
 * a trailing comma in a scenario file made the page drawing its project look
 * like the culprit. `JSON.parse` still decides what is valid; jsonc-parser,
 * the parser of VS Code's JSON mode, only finds where the first error is, as
 * the writer's editor shows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse, printParseErrorCode, type ParseError} from 'jsonc-parser';

/** The 1-based line and column of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset).split('\n');
  return {line: before.length, column: before[before.length - 1].length + 1};
}

/** The parsed file; a syntax error names `<file relative to siteDir>:<line>:<column>`. */
export function readJsonFile(file: string, siteDir: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const errors: ParseError[] = [];
    parse(text, errors, {allowTrailingComma: false, disallowComments: true});
    const first = errors[0];
    const name = path.relative(siteDir, file);
    if (!first) throw new Error(`${name}: not valid JSON: ${(error as Error).message}`);
    const {line, column} = lineAndColumn(text, first.offset);
    const found = text.slice(first.offset, first.offset + Math.max(first.length, 1));
    throw new Error(
      `${name}:${line}:${column}: not valid JSON: ${printParseErrorCode(first.error)} at ${JSON.stringify(found)} (a trailing comma, a comment or a missing quote?)`,
    );
  }
}
