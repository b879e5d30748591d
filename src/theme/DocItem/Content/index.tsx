import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {
  keepStaticHtml,
  staticPartClass,
  useStaticLinkHandlers,
  useStaticOnFirstLoad,
  useStaticUpgrade,
} from '@site/src/lib/staticHtml';
import {loadHighlighter} from '@site/src/theme/CodeBlock';

type Props = WrapperProps<typeof ContentType>;

const prepare = (part: Element): Promise<unknown> =>
  part.querySelector('.theme-code-block') ? loadHighlighter() : Promise.resolve();

/**
 * On a page's first load a doc's article stays the build's HTML, unhydrated (see
 * src/lib/staticHtml.ts): on a block page it is three quarters of what React would
 * hydrate. Its links go through the router from one delegated handler; it renders
 * when a visitor goes to use one of its controls (Run under a diagram) or code blocks.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const [isStatic, setIsStatic] = useStaticOnFirstLoad();
  const links = useStaticLinkHandlers();
  const upgrade = useStaticUpgrade(isStatic, setIsStatic, prepare);
  if (isStatic)
    return <div className={staticPartClass} {...links} {...upgrade} {...keepStaticHtml} />;
  return (
    <div className={staticPartClass}>
      <Content {...props} />
    </div>
  );
}
