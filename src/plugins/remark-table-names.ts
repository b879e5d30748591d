/**
 * Remark plugin: names each Markdown table after the heading of the section it
 * is in (`aria-label`). A table that scrolls sideways is a tab stop
 * (src/theme/MDXComponents), and a keyboard or screen-reader user who lands
 * on it hears what it is: "Wire the door to the CP-03, table".
 */
import {visit} from 'unist-util-visit';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  data?: {hProperties?: Record<string, unknown>};
}

/** The text of a heading, inline code included. */
const text = (node: Node): string =>
  typeof node.value === 'string' ? node.value : (node.children ?? []).map(text).join('');

export default function remarkTableNames() {
  return (tree: Node): void => {
    let heading = '';
    visit(tree, (node: Node) => {
      if (node.type === 'heading') heading = text(node);
      else if (node.type === 'table' && heading)
        node.data = {...node.data, hProperties: {...node.data?.hProperties, ariaLabel: heading}};
    });
  };
}
