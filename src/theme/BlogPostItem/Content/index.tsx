import Content from '@theme-original/BlogPostItem/Content';
import {withStaticPart} from '@site/src/perf/static-parts';
import {prepareCodeBlocks} from '@site/src/theme/CodeBlock';

/**
 * On a page's first load the text of a tutorial, example, post or other section page
 * (and of each item on a list page) stays the build's HTML, unhydrated, until a
 * visitor uses a control or code block in it (src/perf/static-parts).
 */
export default withStaticPart(Content, {prepare: prepareCodeBlocks});
