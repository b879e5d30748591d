import React, {type ComponentType, type ReactNode} from 'react';
import {
  keepStaticHtml,
  staticPartClass,
  useStaticLinkHandlers,
  useStaticOnFirstLoad,
  useStaticUpgrade,
} from '@site/src/lib/staticHtml';
import {loadHighlighter} from '@site/src/theme/CodeBlock';

// The part's code blocks then render highlighted at once, not as plain text first.
const prepare = (part: Element): Promise<unknown> =>
  part.querySelector('.theme-code-block') ? loadHighlighter() : Promise.resolve();

/**
 * Its children, except on a page's first load, where the build's HTML of them stays,
 * unhydrated (src/lib/staticHtml.ts), until a visitor goes to use a control or a code
 * block in it; its links go through the router meanwhile.
 */
export default function StaticPart({children}: {children: ReactNode}): ReactNode {
  const [isStatic, setIsStatic] = useStaticOnFirstLoad();
  const links = useStaticLinkHandlers();
  const upgrade = useStaticUpgrade(isStatic, setIsStatic, prepare);
  if (isStatic)
    return <div className={staticPartClass} {...links} {...upgrade} {...keepStaticHtml} />;
  return <div className={staticPartClass}>{children}</div>;
}

/** A theme wrapper: the original component, as a static part. */
export function withStaticPart<P extends object>(Original: ComponentType<P>): ComponentType<P> {
  return function StaticWrapper(props: P): ReactNode {
    return (
      <StaticPart>
        <Original {...props} />
      </StaticPart>
    );
  };
}
