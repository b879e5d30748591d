import React, {type ComponentType, type ReactNode} from 'react';
import {
  keepStaticHtml,
  staticPartClass,
  useStaticPart,
  type StaticPartOptions,
} from '@site/src/perf/static-parts/staticHtml';

/**
 * Its children, except on a page's first load, where the build's HTML of them stays,
 * unhydrated (src/perf/static-parts/staticHtml.ts), until a visitor goes to use a control or a code
 * block in it (or the browser is idle, with `renderWhenIdle`); its links go through
 * the router meanwhile.
 */
export default function StaticPart({
  children,
  ...options
}: StaticPartOptions & {children: ReactNode}): ReactNode {
  const {isStatic, ref, handlers} = useStaticPart(options);
  if (isStatic)
    return <div ref={ref} className={staticPartClass} {...handlers} {...keepStaticHtml} />;
  return <div className={staticPartClass}>{children}</div>;
}

/** A theme wrapper: the original component, as a static part. */
export function withStaticPart<P extends object>(
  Original: ComponentType<P>,
  options: StaticPartOptions = {},
): ComponentType<P> {
  return function StaticWrapper(props: P): ReactNode {
    return (
      <StaticPart {...options}>
        <Original {...props} />
      </StaticPart>
    );
  };
}
