import React, {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import {afterHydrationWhenIdle} from '@site/src/lib/idle';

// Prism and the theme's code block arrive in their own chunk (see src/plugins/lazy-prism),
// in the browser once the page has hydrated and the browser is idle: the static HTML is
// highlighted already, so the page hydrates without them, and the block when they arrive.
const Highlighted = lazy(() =>
  typeof window === 'undefined'
    ? import('./Highlighted')
    : afterHydrationWhenIdle().then(() => import('./Highlighted')),
);

type Props = ComponentProps<typeof CodeBlockType>;

/**
 * Wraps the theme's CodeBlock in React.lazy. The build renders it completely
 * (the server waits for every lazy component), so the static HTML is
 * highlighted as before; the browser hydrates it once the chunk arrives, after
 * the rest of the page.
 * During a client-side navigation the plain text shows for that moment.
 */
export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre className="prism-code">
          <code>{typeof props.children === 'string' ? props.children : null}</code>
        </pre>
      }>
      <Highlighted {...props} />
    </Suspense>
  );
}
