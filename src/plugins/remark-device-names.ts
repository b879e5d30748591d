/**
 * Remark plugin: each device or protocol name with a hyphen (BP-01, RS-485)
 * in a page's text goes in a `device-name` span, which keeps it on one line
 * (src/lib/deviceNames.ts). Code is left alone. It runs after the other
 * plugins, which read text nodes whole; its heading pass, before the
 * theme's, so that the table of contents, made from the headings' HTML,
 * carries the spans too (heading ids come from the text, which is the same).
 */
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {DEVICE_NAME_CLASS, splitDeviceNames} from '../lib/deviceNames';

interface Text {
  type: 'text';
  value: string;
}
interface Parent {
  type: string;
  children: unknown[];
}

/** A name's span as an mdast node, or as MDX's JSX, which the table of contents copies as HTML. */
const span = (text: string, jsx: boolean) =>
  jsx
    ? {
        type: 'mdxJsxTextElement',
        name: 'span',
        attributes: [{type: 'mdxJsxAttribute', name: 'className', value: DEVICE_NAME_CLASS}],
        children: [{type: 'text', value: text}],
      }
    : {
        type: 'deviceName',
        data: {hName: 'span', hProperties: {className: [DEVICE_NAME_CLASS]}},
        children: [{type: 'text', value: text}],
      };

/** Whether a node is a name's span already (the heading pass's). */
const isSpan = (node: Parent) =>
  node.type === 'deviceName' ||
  (node.type === 'mdxJsxTextElement' &&
    (node as {attributes?: {value?: unknown}[]}).attributes?.[0]?.value === DEVICE_NAME_CLASS);

/** Puts each name in the text under `root` in a span. */
function wrapNames(root: unknown, jsx = false): void {
  visit(root as never, 'text', (node: Text, index: number | undefined, parent?: Parent) => {
    if (!parent || index === undefined || isSpan(parent)) return undefined;
    const parts = splitDeviceNames(node.value);
    if (!parts.some((p) => p.device)) return undefined;
    parent.children.splice(
      index,
      1,
      ...parts.map((p) => (p.device ? span(p.text, jsx) : {type: 'text', value: p.text})),
    );
    return [SKIP, index + parts.length];
  });
}

export default function remarkDeviceNames() {
  return (tree: unknown): void => wrapNames(tree);
}

/**
 * The heading pass, a plugin of its own: unified runs a plugin used twice
 * once, with the last options.
 */
export function remarkDeviceNamesInHeadings() {
  return (tree: unknown): void => {
    // The table of contents copies a heading's JSX as HTML, and drops other nodes to their text.
    visit(tree as never, 'heading', (heading: unknown) => {
      wrapNames(heading, true);
      return SKIP;
    });
  };
}

/**
 * A doc whose title names a device or protocol gets its title as a Markdown h1
 * when it has none, in place of the theme's synthetic one: the theme prints
 * the title as text, and a span there needs a wrapper in every docs page's
 * scripts. The theme shows a doc's first h1 as its title (`contentTitle`), and
 * the heading pass puts the name in a span.
 */
export function remarkDeviceNamesInTitle() {
  return (tree: unknown, file: VFile): void => {
    const {title, hide_title: hidden} =
      (file.data.frontMatter as Record<string, unknown> | undefined) ?? {};
    if (typeof title !== 'string' || hidden || !splitDeviceNames(title).some((p) => p.device))
      return;
    const root = tree as {children: {type: string; depth?: number}[]};
    const first = root.children.find((n) => n.type === 'heading' || n.type === 'thematicBreak');
    if (first?.type === 'heading' && first.depth === 1) return;
    const at = root.children.findIndex((n) => n.type !== 'mdxjsEsm');
    root.children.splice(at < 0 ? root.children.length : at, 0, {
      type: 'heading',
      depth: 1,
      children: [{type: 'text', value: title}],
    } as never);
  };
}
