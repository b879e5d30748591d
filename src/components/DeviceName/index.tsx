import React, {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import {DEVICE_NAME_CLASS, splitKeptTogether} from '../../lib/deviceNames';

/** Text with each device name (BP-01) and quantity (5–30 V DC) kept on one line (src/lib/deviceNames.ts). */
export function withDeviceNames(text: string): ReactNode {
  const parts = splitKeptTogether(text);
  if (!parts.some((p) => p.together)) return text;
  return parts.map((p, i) =>
    p.together ? (
      <span key={i} className={DEVICE_NAME_CLASS}>
        {p.text}
      </span>
    ) : (
      p.text
    ),
  );
}

/** A name written out in a page's JSX ("on a <DeviceName>BP-01</DeviceName>"), kept on one line. */
export function DeviceName({children}: {children: string}): ReactNode {
  return <span className={DEVICE_NAME_CLASS}>{children}</span>;
}

type WithChildren = {children?: ReactNode};

/** A cell's text, and a link's in it, with device and protocol names kept on one line. */
function nameCell(children: ReactNode): ReactNode {
  return Children.map(children, (c) => {
    if (typeof c === 'string') return withDeviceNames(c);
    const text = isValidElement<WithChildren>(c) ? c.props.children : undefined;
    return typeof text === 'string'
      ? cloneElement(c as ReactElement<WithChildren>, undefined, withDeviceNames(text))
      : c;
  });
}

/**
 * A table's rows with the names in each cell kept on one line, for tables a component
 * builds from data (src/data/hardware.ts, the downloads). Here, not in StackedTable: every
 * table would then carry this module in its page's first-load scripts, the feature
 * pages' too, whose Markdown tables the build has already wrapped
 * (src/plugins/remark-device-names.ts).
 */
export function namedCells(children: ReactNode): ReactNode {
  return Children.map(children, (c) => {
    if (!isValidElement<WithChildren>(c)) return c;
    if (c.type === 'td' || c.type === 'th')
      return cloneElement(c, undefined, nameCell(c.props.children));
    return c.props.children === undefined
      ? c
      : cloneElement(c, undefined, namedCells(c.props.children));
  });
}
