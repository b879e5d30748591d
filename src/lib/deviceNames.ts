/**
 * Device and protocol names with a hyphen (BP-01, RS-485, 1-Wire, NB-IoT,
 * Cat-M1, USB-C, Wi-Fi) stay on one line: Chromium breaks a line after a
 * hyphen. They go in a `device-name` span (`white-space: nowrap`,
 * src/css/custom.css). A span, not U+2011 (the non-breaking hyphen) in place
 * of the hyphen: the text stays as written, so a reader who types "RS-232"
 * finds it in the search index, and copies what they read. Markdown gets it
 * from src/plugins/remark-device-names.ts at build time (no script),
 * components from `withDeviceNames`.
 *
 * A name is told by its shape, not from a list, so this module carries no
 * hardware data into a page's scripts and a new device or protocol needs no
 * entry: a hyphenated word whose parts all start with a capital or a digit,
 * one part of which is all capitals or holds a digit (RS-485, 1-Wire, NB-IoT,
 * SDI-12, ESP32-S3, 2026-03-02). Title-case compounds ("Real-Time",
 * "Mon-Fri", "Content-Type") break as any words do; Wi-Fi is the one name of
 * that shape. tests/unit/plugins/remark-device-names.test.ts checks it
 * against every device and hyphenated protocol name in src/data/.
 */
const WORD = /\b(?:Wi-Fi|[A-Z0-9][A-Za-z0-9]*(?:-[A-Z0-9][A-Za-z0-9]*)+)\b/g;

export const DEVICE_NAME_CLASS = 'device-name';

/** Whether a hyphenated word is read as one name (see above). */
function isName(word: string): boolean {
  return word === 'Wi-Fi' || word.split('-').some((part) => /^[A-Z]+$|\d/.test(part));
}

/** The device and protocol names in a text, in order. */
export function deviceNames(text: string): string[] {
  return (text.match(WORD) ?? []).filter(isName);
}

/** `text` split into plain runs and the matches of `pattern` that `keep` accepts. */
function splitAt(
  text: string,
  pattern: RegExp,
  keep: (match: string) => boolean = () => true,
): {text: string; kept: boolean}[] {
  const parts: {text: string; kept: boolean}[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (!keep(m[0])) continue;
    if (m.index > last) parts.push({text: text.slice(last, m.index), kept: false});
    parts.push({text: m[0], kept: true});
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({text: text.slice(last), kept: false});
  return parts;
}

/** Text split into plain runs and device or protocol names. */
export function splitDeviceNames(text: string): {text: string; device: boolean}[] {
  return splitAt(text, WORD, isName).map((p) => ({text: p.text, device: p.kept}));
}

/**
 * A number and its unit ("5–30 V DC", "4–20 mA", "2.4 GHz"): components keep it on one line
 * too, since in a phone's table cell Chromium broke "5–30" from "V DC". Only what components
 * print from src/data goes through this (`withDeviceNames`); Markdown's prose breaks as
 * running text does. The unit ends the match, so "10 seconds" and "2 A-series" are left alone.
 */
const QUANTITY =
  /(?<![\p{L}\p{N}.,–-])\d+(?:\.\d+)?(?:–\d+(?:\.\d+)?)? (?:[kMG]?Hz|mV|V|mA|A|kW|W|ms|µs|s|min|°C|%|mm|m|kB|MB|baud|bit\/s|Ω)(?: (?:AC|DC))?(?![\p{L}\p{N}/-])/gu;

/** Text split into plain runs and runs kept on one line: device names and quantities. */
export function splitKeptTogether(text: string): {text: string; together: boolean}[] {
  return splitDeviceNames(text).flatMap((part) =>
    part.device
      ? [{text: part.text, together: true}]
      : splitAt(part.text, QUANTITY).map((p) => ({text: p.text, together: p.kept})),
  );
}

/**
 * The text with each name's hyphens made non-breaking (U+2011), for labels a
 * theme component prints as plain text on every page: the footer's links and
 * the docs' sidebar, breadcrumb and pager labels (src/plugins/
 * docs-nav-labels, config/footer.ts). A span there would need a wrapper
 * component in every docs page's scripts; search indexes the page's own
 * title and text, which keep the hyphen.
 */
export function nonBreakingNames(text: string): string {
  return splitDeviceNames(text)
    .map((p) => (p.device ? p.text.replaceAll('-', '\u2011') : p.text))
    .join('');
}
