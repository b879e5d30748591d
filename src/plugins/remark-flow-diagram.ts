/**
 * Remark plugin: `<FlowDiagram src="./_projects/x.tessera.json" />` in MDX
 * becomes `<FlowDiagram project={…} />` (so do `<StudioPicture>` and
 * `<DashboardPicture>`) carrying the file as written and its
 * layout, and `<ProjectBlocks src="…" />` gets the blocks the file uses and the
 * devices it runs on; `<ConnectionDiagram feature>` and
 * `<SolutionArchitecture slug>` get their diagrams from src/data. The file is
 * read, validated against the block catalogue and laid out here, in Node, so a
 * broken project file stops the build with a message naming it, and the
 * browser gets only coordinates.
 */
import fs from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import {expressionAttribute, type JsxAttribute} from './mdx-jsx';
import type {LaidOutProject, ProjectFile} from '../data/projects/types';
import {dataFiles, liveData} from './live-data';
import modules, {type DataModules} from './live-data/modules';
import {dependsOn} from './mdx-dependencies';
import {readJsonFile} from './json-file';
import {runOptions} from './run-options';

export {runOptions};

interface JsxNode {
  type: string;
  name?: string;
  attributes: JsxAttribute[];
}

export function loadProject(
  file: string,
  siteDir: string,
  data: DataModules = modules,
): LaidOutProject {
  const source = path.relative(siteDir, file);
  const project = readJsonFile(file, siteDir) as ProjectFile;
  const problems = [
    ...data.validateProject(project, source),
    ...data.drawingProblems(project, source),
  ];
  if (problems.length) throw new Error(`Invalid project file:\n  - ${problems.join('\n  - ')}`);
  const laid: LaidOutProject = {
    file: project,
    layout: data.layoutProject(project),
    fileName: path.basename(file),
  };
  const run = runOptions(file, siteDir);
  return run ? {...laid, run} : laid;
}

/** Project files a content file draws, as paths relative to it. */
export function projectSources(mdx: string): string[] {
  // A FlowDiagram shown as source in a code fence (the writers' reference) draws nothing.
  // Nor does one named in an MDX comment (a scaffold's prompt).
  const prose = mdx
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  return [...prose.matchAll(/<FlowDiagram\b[^>]*\bsrc=["']([^"']+\.tessera\.json)["']/g)].map(
    (m) => m[1],
  );
}

/**
 * The property values Studio's Properties panel shows otherwise than the file
 * stores them (`4-20mA` as "4–20 mA"), by block id: the picture of Studio gets
 * the labels without the block catalogue.
 */
export function shownValues(
  file: ProjectFile,
  data: DataModules = modules,
): Record<string, Record<string, string>> {
  const shown: Record<string, Record<string, string>> = {};
  for (const block of file.blocks)
    for (const [name, value] of Object.entries(block.properties ?? {})) {
      const text = data.blocks.shownValue(block.type, name, value);
      if (text !== String(value)) (shown[block.id] ??= {})[name] = text;
    }
  return shown;
}

/** Components that take a project file by `src`, and the prop each receives instead. */
const PROJECT_COMPONENTS: Record<string, string> = {
  FlowDiagram: 'project',
  ProjectBlocks: 'summary',
  // The pictures of Studio's canvas and of the web dashboard a project makes.
  StudioPicture: 'project',
  DashboardPicture: 'project',
};

export default function remarkFlowDiagram(options: {siteDir: string}) {
  return async (tree: unknown, vfile: {path?: string}) => {
    const data = await liveData();
    visit(tree as never, (node: JsxNode) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'SolutionArchitecture') {
        // A solution's architecture, built here so the page loads none of the data it comes from.
        const slug = node.attributes.find((a) => a.name === 'slug')?.value;
        if (typeof slug !== 'string')
          throw new Error(
            `${vfile.path}: <SolutionArchitecture slug="…"> needs the solution's slug`,
          );
        dependsOn(vfile.path, dataFiles());
        node.attributes = [
          expressionAttribute('diagram', data.architecture.architectureDiagram(slug)),
          expressionAttribute('parts', data.architecture.deviceLines(slug)),
        ];
        return;
      }
      if (node.type === 'mdxJsxFlowElement' && node.name === 'ConnectionDiagram') {
        // A feature's connection diagram, built here: the page loads its diagram, not the
        // data of every feature and device it is drawn from (src/data/connections.ts).
        const feature = node.attributes.find((a) => a.name === 'feature')?.value;
        if (typeof feature !== 'string')
          throw new Error(
            `${vfile.path}: <ConnectionDiagram feature="…"> needs the feature's short name`,
          );
        dependsOn(vfile.path, dataFiles());
        node.attributes = [
          expressionAttribute('diagram', data.connections.connectionDiagram(feature)),
        ];
        return;
      }
      if (
        !['mdxJsxFlowElement', 'mdxJsxTextElement'].includes(node.type) ||
        !node.name ||
        !Object.hasOwn(PROJECT_COMPONENTS, node.name)
      )
        return;
      const src = node.attributes.find((a) => a.name === 'src');
      if (!src) return;
      if (typeof src.value !== 'string' || !src.value.endsWith('.tessera.json')) {
        throw new Error(
          `${vfile.path}: <${node.name} src> must be a relative path to a .tessera.json file`,
        );
      }
      const file = path.resolve(path.dirname(vfile.path ?? ''), src.value);
      // Declared before reading, so that fixing a broken file rebuilds the page.
      const scenario = file.replace(/\.tessera\.json$/, '.scenario.json');
      dependsOn(vfile.path, [file, ...(fs.existsSync(scenario) ? [scenario] : []), ...dataFiles()]);
      const project = loadProject(file, options.siteDir, data);
      const value =
        PROJECT_COMPONENTS[node.name] === 'project' ? project : data.summariseProject(project.file);
      node.attributes = node.attributes.filter((a) => a.name !== 'src');
      node.attributes.push(expressionAttribute(PROJECT_COMPONENTS[node.name], value));
      if (node.name === 'StudioPicture')
        node.attributes.push(expressionAttribute('shown', shownValues(project.file, data)));
    });
  };
}
