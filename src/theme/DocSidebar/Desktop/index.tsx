import Desktop from '@theme-original/DocSidebar/Desktop';
import {withStaticPart} from '@site/src/perf/static-parts';

/**
 * The docs sidebar stays the build's HTML during a page's first hydration
 * (src/perf/static-parts). The theme renders it then on every screen, to
 * match the build's HTML, and unmounts it at once on a phone, where the drawer
 * takes its place: a hundred and forty elements and fifty links hydrated for
 * nothing on a block page. On a wider screen it renders once the browser is idle;
 * until then its links go through the router, and a category's caret or the
 * collapse button works on the first press.
 */
export default withStaticPart(Desktop, {renderWhenIdle: true});
