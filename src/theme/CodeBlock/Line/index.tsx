/**
 * Ejected from @docusaurus/theme-classic 3.10.2, `theme/CodeBlock/Line`.
 *
 * Why: the original renders each line as a `<div>` inside `<code>`, which
 * allows phrasing content only, so every page with a code block fails HTML
 * validation (raised upstream in https://github.com/facebook/docusaurus/pull/3178).
 * A wrapper cannot change the element, so this renders a `<span>` shown as a
 * block: the same layout, valid markup. Changes are fenced by `tessera:`.
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/CodeBlock/Line/index.js sha256:5512298d8a19
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

type Token = Props['line'][number];

// This <br/ seems useful when the line has no content to prevent collapsing.
// For code blocks with "diff" languages, this makes the empty lines collapse to
// zero height lines, which is undesirable.
// See also https://github.com/facebook/docusaurus/pull/11565
function LineBreak() {
  return <br />;
}

// Replaces single lines with '\n' by '' so that we don't end up with
// duplicate line breaks (the '\n' + the artificial <br/> above)
// see also https://github.com/facebook/docusaurus/pull/11565
function fixLineBreak(line: Token[]) {
  const singleLineBreakToken = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }
  return line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    // tessera: a line is a block-level span; line numbers make it a table row instead.
    className: clsx(classNames, showLineNumbers ? styles.codeLine : styles.line),
    // tessera: end
  });

  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });

  return (
    // tessera: <span>, not <div>: <code> allows phrasing content only.
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
    </span>
    // tessera: end
  );
}
