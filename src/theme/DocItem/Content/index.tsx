import Content from '@theme-original/DocItem/Content';
import {withStaticPart} from '@site/src/perf/static-parts';
import {prepareCodeBlocks} from '@site/src/theme/CodeBlock';

/**
 * On a page's first load a doc's article stays the build's HTML, unhydrated, until a
 * visitor uses a control or code block in it (src/perf/static-parts): on a block
 * page it is three quarters of what React would hydrate.
 */
export default withStaticPart(Content, {prepare: prepareCodeBlocks});
