/**
 * Remark plugin: every `import … from '@site/…'` or relative import of an MDX
 * page must name a file, or the page fails to compile naming its own file,
 * line and column, with the closest existing name. The bundler's "Module not
 * found" comes later, from the compiled JavaScript: it named no page in the
 * terminal or the build, and the dev overlay gave the compiled line, ten lines
 * below the import the writer typed.
 *
 * Only the paths Docusaurus resolves from the site (`@site` and relative ones)
 * are checked; `@theme/…`, `@docusaurus/…` and packages resolve through the
 * bundler's own aliases, which a writer does not type by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import leven from 'leven';
import type {VFile} from 'vfile';

/** The bundler's `resolve.extensions` (@docusaurus/core's webpack base config). */
export const EXTENSIONS = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

interface EsmNode {
  type: string;
  children?: EsmNode[];
  position?: {start: {line: number; column: number}};
  data?: {estree?: {body: Statement[]}};
}

interface Statement {
  type: string;
  source?: {value?: unknown} | null;
  loc?: {start: {line: number; column: number}};
}

const isFile = (p: string) => fs.existsSync(p) && fs.statSync(p).isFile();

/** Whether the bundler finds a module at this absolute path: as is, with an extension, or a folder's index. */
export function resolvesTo(base: string): boolean {
  return (
    isFile(base) ||
    EXTENSIONS.some((ext) => isFile(base + ext)) ||
    EXTENSIONS.some((ext) => isFile(path.join(base, `index${ext}`)))
  );
}

/** The closest name beside the missing one (`FlowDiagrams` → `FlowDiagram`), if one is close. */
function closest(base: string, siteDir: string): string | undefined {
  // Walk up to the deepest folder that exists, then suggest one entry of it.
  let dir = path.dirname(base);
  let wanted = path.basename(base);
  while (!fs.existsSync(dir) && dir.startsWith(siteDir)) {
    wanted = path.basename(dir);
    dir = path.dirname(dir);
  }
  if (!fs.existsSync(dir)) return undefined;
  const strip = (n: string) => n.replace(/\.(wasm|mjs|jsx?|tsx?|json)$/, '');
  const best = fs
    .readdirSync(dir)
    .map((name) => ({name: strip(name), d: leven(strip(wanted), strip(name))}))
    .filter(({d}) => d > 0 && d <= Math.max(2, Math.floor(wanted.length / 3)))
    .sort((a, b) => a.d - b.d)[0];
  return best && path.relative(siteDir, path.join(dir, best.name)).split(path.sep).join('/');
}

interface Unresolved {
  /** "file:line:col". */
  source: string;
  /** What is wrong, and where the path was looked up. */
  reason: string;
  place: {line: number; column: number};
}

interface Specifier {
  spec: string;
  place: {line: number; column: number};
}

/** The problem with one imported path, or null when it names a file. */
export function unresolved(
  {spec, place}: Specifier,
  filePath: string,
  siteDir: string,
): Unresolved | null {
  const bare = spec.replace(/[?#].*$/, '');
  const base = bare.startsWith('@site/')
    ? path.join(siteDir, bare.slice('@site/'.length))
    : /^\.\.?\//.test(bare)
      ? path.resolve(path.dirname(filePath), bare)
      : null;
  if (!base || resolvesTo(base)) return null;
  const where = path.relative(siteDir, filePath).split(path.sep).join('/');
  const near = closest(base, siteDir);
  return {
    place,
    source: `${where}:${place.line}:${place.column}`,
    reason:
      `import "${spec}" names no file` +
      (near ? ` (did you mean "@site/${near}"?)` : '') +
      `: the path is looked up from ${bare.startsWith('@site/') ? 'the site folder' : "the page's folder"}, with the extensions ${EXTENSIONS.join(' ')} or a folder's index.`,
  };
}

/** Each import of the compiled page (its MDX tree) that names no file. */
export function unresolvedImports(tree: EsmNode, filePath: string, siteDir: string): Unresolved[] {
  const specifiers: Specifier[] = [];
  const walk = (node: EsmNode) => {
    if (node.type === 'mdxjsEsm') {
      for (const statement of node.data?.estree?.body ?? []) {
        const spec = statement.source?.value;
        if (typeof spec !== 'string') continue;
        // The estree's positions are the page's own lines (mdast-util-mdxjs-esm).
        const place = statement.loc
          ? {line: statement.loc.start.line, column: statement.loc.start.column + 1}
          : (node.position?.start ?? {line: 1, column: 1});
        specifiers.push({spec, place});
      }
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return specifiers.flatMap((s) => unresolved(s, filePath, siteDir) ?? []);
}

/**
 * The same check on a page's text, for the build's content phase
 * (src/plugins/writer-checks), which names every page's problems in one run
 * before anything compiles: parsing all 340 pages' MDX there took 8 s, so
 * this reads the import lines MDX allows, a statement starting a line outside
 * a code fence. The compile's check above remains the exact one.
 */
export function unresolvedImportsInText(
  text: string,
  filePath: string,
  siteDir: string,
): Unresolved[] {
  const specifiers: Specifier[] = [];
  let fence: string | null = null;
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? null : marker;
    if (fence || !/^(import|export)\b/.test(line)) return;
    // The statement runs to the first `from '…'` (a multi-line import list), within its block.
    const end = lines.findIndex((l, j) => j > i && l.trim() === '');
    const statement = lines.slice(i, end < 0 ? undefined : end).join('\n');
    const spec = statement.match(/^(?:[^;]*?\bfrom\s*|import\s*)(['"])([^'"\n]+)\1/)?.[2];
    if (spec) specifiers.push({spec, place: {line: i + 1, column: 1}});
  });
  return specifiers.flatMap((s) => unresolved(s, filePath, siteDir) ?? []);
}

export default function remarkImportPaths(options: {siteDir: string}) {
  return (tree: unknown, vfile: VFile) => {
    if (!vfile.path) return;
    const problems = unresolvedImports(tree as EsmNode, vfile.path, options.siteDir);
    // A VFile message carries the position, which the MDX loader prints beside ours.
    if (problems.length) {
      const text = problems.map((p) => `${p.source}: ${p.reason}`).join('\n');
      vfile.fail(text, {place: problems[0].place});
    }
  };
}
