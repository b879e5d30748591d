/**
 * Remark plugin: `<DataValue name="runtimeImageSizes" />` becomes the text of
 * that figure, computed from src/data at build time (src/data/derived.ts), so
 * a figure such as a size range follows the data with no code on the page.
 * An unknown name stops the build.
 */
import {visit} from 'unist-util-visit';
import {dataFiles, liveData} from './live-data';
import {dependsOn} from './mdx-dependencies';

interface JsxNode {
  type: string;
  name?: string;
  attributes?: {name?: string; value?: unknown}[];
}

export default function remarkDataValues() {
  return async (tree: unknown, vfile: {path?: string}) => {
    const {derived} = await liveData();
    visit(
      tree as never,
      (node: JsxNode, index: number | undefined, parent?: {children: unknown[]}) => {
        if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return;
        if (node.name !== 'DataValue' || !parent || index === undefined) return;
        const name = node.attributes?.find((a) => a.name === 'name')?.value;
        const values = derived.DERIVED_VALUES as Record<string, {value: () => string}>;
        if (typeof name !== 'string' || !Object.hasOwn(values, name))
          throw new Error(
            `${vfile.path}: <DataValue name="${String(name)}"> names no value; the names are ${Object.keys(values).join(', ')} (src/data/derived.ts)`,
          );
        dependsOn(vfile.path, dataFiles());
        const text = {type: 'text', value: values[name].value()};
        parent.children[index] =
          node.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [text]} : text;
      },
    );
  };
}
