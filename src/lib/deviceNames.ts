/**
 * Device names with a hyphen (BP-01, CP-02, CP-03; src/data/hardware.ts) stay
 * on one line: Chromium breaks a line after a hyphen before a digit. They go
 * in a `device-name` span (`white-space: nowrap`, src/css/custom.css), which
 * keeps the text as it is for search and copying, where a non-breaking hyphen
 * would not. Markdown gets it from src/plugins/remark-device-names.ts,
 * components from `withDeviceNames`. The pattern is the names' shape, so
 * this module carries no hardware data into a page's scripts;
 * tests/unit/lib/deviceNames.test.ts checks it against every device.
 */
export const DEVICE_NAME = /\b[A-Z]{2}-\d{2}\b/g;

export const DEVICE_NAME_CLASS = 'device-name';

/** Text split into plain runs and device names. */
export function splitDeviceNames(text: string): {text: string; device: boolean}[] {
  const parts: {text: string; device: boolean}[] = [];
  let last = 0;
  for (const m of text.matchAll(DEVICE_NAME)) {
    if (m.index > last) parts.push({text: text.slice(last, m.index), device: false});
    parts.push({text: m[0], device: true});
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({text: text.slice(last), device: false});
  return parts;
}
