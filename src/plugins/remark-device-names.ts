/**
 * Remark plugin: each device name with a hyphen (BP-01) in a page's text goes
 * in a `device-name` span, which keeps it on one line (src/lib/deviceNames.ts).
 * Code is left alone. It runs after the theme's own plugins, so heading ids
 * and the table of contents are made from the text as written.
 */
import {SKIP, visit} from 'unist-util-visit';
import {DEVICE_NAME_CLASS, splitDeviceNames} from '../lib/deviceNames';

interface Text {
  type: 'text';
  value: string;
}
interface Parent {
  children: unknown[];
}

export default function remarkDeviceNames() {
  return (tree: unknown) => {
    visit(tree as never, 'text', (node: Text, index: number | undefined, parent?: Parent) => {
      if (!parent || index === undefined) return undefined;
      const parts = splitDeviceNames(node.value);
      if (!parts.some((p) => p.device)) return undefined;
      parent.children.splice(
        index,
        1,
        ...parts.map((p) =>
          p.device
            ? {
                type: 'deviceName',
                data: {hName: 'span', hProperties: {className: [DEVICE_NAME_CLASS]}},
                children: [{type: 'text', value: p.text}],
              }
            : {type: 'text', value: p.text},
        ),
      );
      return [SKIP, index + parts.length];
    });
  };
}
