import React, {type ReactNode} from 'react';
import {DEVICE_NAME_CLASS, splitDeviceNames} from '@site/src/lib/deviceNames';

/** Text with each device name (BP-01) kept on one line (src/lib/deviceNames.ts). */
export function withDeviceNames(text: string): ReactNode {
  const parts = splitDeviceNames(text);
  if (!parts.some((p) => p.device)) return text;
  return parts.map((p, i) =>
    p.device ? (
      <span key={i} className={DEVICE_NAME_CLASS}>
        {p.text}
      </span>
    ) : (
      p.text
    ),
  );
}
