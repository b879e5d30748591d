/**
 * Checks of what a page states that its own project, its scenarios or
 * src/data decide: wiring terminals, dates, quoted Console lines, quoted error
 * texts, Studio's names and figures derived from data. Like ./facts.ts, each
 * takes `{file, text}` sources so a test runs it on the real content and on a
 * fixture that brings a mistake back, and each message names file and line
 * and says what to change.
 */
import type {BlockRecord} from '../../../src/data/blocks/types';
import type {ProjectFile} from '../../../src/data/projects/types';
import {proseLines, type Source} from './facts';

export type {Source};

/** Front matter as plain text pairs (enough for `date` and `slug`). */
export function frontMatter(text: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/^([a-z_]+):\s*(.+)$/gm)].map((m) => [
      m[1],
      m[2].replace(/^['"]|['"]$/g, ''),
    ]),
  );
}

/** A page's date: `date` in front matter, or a blog-style file name prefix. */
export function pageDate(page: Source): string | undefined {
  const fm = frontMatter(page.text).date;
  if (fm && /^\d{4}-\d{2}-\d{2}/.test(fm)) return fm.slice(0, 10);
  return /(?:^|\/)(\d{4}-\d{2}-\d{2})-[^/]+$/.exec(page.file)?.[1];
}

/** The lines of a page outside fenced code and outside <OnDevice>…</OnDevice>. */
export function simulatorLines(text: string): {line: number; text: string}[] {
  let depth = 0;
  return proseLines(text).flatMap((l) => {
    const opens = (l.text.match(/<OnDevice>/g) ?? []).length;
    const closes = (l.text.match(/<\/OnDevice>/g) ?? []).length;
    const inside = depth > 0 || opens > 0;
    depth += opens - closes;
    return inside ? [] : [l];
  });
}

// ---------------------------------------------------------------------------
// Terminals in wiring tables

/** A device or tile and the terminal names hardware.ts gives it (empty: none named). */
export interface TerminalOwner {
  /** As pages name it: "BP-01", "Tile #57". */
  name: string;
  terminals: Set<string>;
}

/** Terminal-shaped words: "DI1", "R1-COM", "AI1+", "RS485-A", "1W-DATA", "WG-V+", "PWM1", "PWR−", "+24V", "0V". */
const TERMINAL_SHAPE =
  /(?<![\w+−-])(?:\+24V|0V|[A-Z0-9]{1,6}-[A-Z0-9]+\+?|[A-Z]{2,3}\d{1,2}[+−]?|PWR[+−])(?![\w-])/g;

/**
 * Terminal names in a hardware.ts `detail`, with its ranges written out:
 * "DI1–DI8", and "R1-COM, R1-NO, R1-NC to R4-COM, R4-NO, R4-NC".
 */
export function terminalsInDetail(detail: string): Set<string> {
  const out = new Set<string>();
  // Names follow "terminals" (or a tile's "outputs"); before it are ratings such as "WPA2".
  const start = detail.search(/\bterminals?\b|\boutputs [A-Z]/);
  if (start < 0) return out;
  detail = detail.slice(start);
  const words = [...detail.matchAll(TERMINAL_SHAPE)].map((m) => ({
    word: m[0],
    at: m.index,
    end: m.index + m[0].length,
  }));
  const numbered = (w: string) => /^(\D*?)(\d+)(.*)$/.exec(w);
  words.forEach((w, i) => {
    out.add(w.word);
    const next = words[i + 1];
    if (!next) return;
    const between = detail.slice(w.end, next.at);
    if (!/^\s*(–|to)\s*$/.test(between)) return;
    // A range: the words before "to" from the last gap, and the same number of words after.
    const group: string[] = [w.word];
    for (let j = i - 1; j >= 0 && /^,\s*$/.test(detail.slice(words[j].end, words[j + 1].at)); j--)
      group.unshift(words[j].word);
    const last = words.slice(i + 1, i + 1 + group.length).map((x) => x.word);
    group.forEach((first, k) => {
      const a = numbered(first);
      const b = last[k] && numbered(last[k]);
      if (!a || !b || a[1] !== b[1] || a[3] !== b[3]) return;
      for (let n = Number(a[2]); n <= Number(b[2]); n++) out.add(`${a[1]}${n}${a[3]}`);
    });
  });
  return out;
}

/** Cells that name no terminal but a supply, a cable or a port: allowed where a terminal could stand. */
const NOT_A_TERMINAL =
  /^(?:the supply's 0 V|\+?24 V|0 V|24 V AC|RJ45|Ethernet|the same switch|—$)|(?:^|\s)(?:supply|transformer)\b/i;

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
}

/**
 * Every terminal named in a wiring table must be one of its device's or
 * tile's, as hardware.ts writes it. A cell belongs to a device by its column
 * ("BP-01 terminal") or by its start ("BP-01 RS485-A", "Tile #57, PWM1").
 * Where the device names terminals in hardware.ts, such a cell must start with
 * one of them (or a supply, a cable or a port), and every terminal-shaped word
 * in it must be one of them.
 */
export function wiringTerminalProblems(pages: Source[], owners: TerminalOwner[]): string[] {
  const ownerOf = (text: string): {owner: TerminalOwner; rest: string} | undefined => {
    for (const owner of owners) {
      const re = owner.name.startsWith('Tile')
        ? new RegExp(
            `^(?:[A-Za-z0-9 -]+ )?${owner.name.replace(/^Tile/, '[Tt]ile')}\\b(?:,\\s*|\\s+)`,
          )
        : new RegExp(`^${owner.name}\\b\\s*`);
      const m = re.exec(text);
      if (m) return {owner, rest: text.slice(m[0].length)};
    }
    return undefined;
  };
  const problems: string[] = [];
  for (const page of pages) {
    const lines = proseLines(page.text);
    for (let i = 0; i + 1 < lines.length; i++) {
      const header = lines[i];
      if (!header.text.startsWith('|') || !/^\|\s*:?-{3}/.test(lines[i + 1].text)) continue;
      const heads = cells(header.text);
      const columnOwner = heads.map((h) => {
        const m = /^(.*?) terminals?\b/.exec(h);
        return m ? ownerOf(`${m[1]} `)?.owner : undefined;
      });
      const fromTo =
        heads.some((h) => /^(From|To|Connect to)$/.test(h)) || columnOwner.some(Boolean);
      if (!fromTo) continue;
      for (let j = i + 2; j < lines.length && lines[j].text.startsWith('|'); j++) {
        cells(lines[j].text).forEach((cell, k) => {
          const text = cell.replace(/`/g, '');
          const prefixed = ownerOf(text);
          const owner = prefixed?.owner ?? columnOwner[k];
          if (!owner || owner.terminals.size === 0) return;
          const rest = prefixed ? prefixed.rest : text;
          const known = [...owner.terminals].sort().join(', ');
          const where = `${page.file}:${lines[j].line}`;
          const bad = [...rest.matchAll(TERMINAL_SHAPE)]
            .map((m) => m[0])
            .filter((w) => !owner.terminals.has(w) && !owners.some((o) => o.name === w))
            // The Ethernet socket is a port, not a screw terminal.
            .filter((w) => w !== 'RJ45');
          const startsRight =
            [...owner.terminals].some((t) => rest.startsWith(t)) || NOT_A_TERMINAL.test(rest);
          if (bad.length)
            problems.push(
              `${where}: "${cell}" names ${bad.map((b) => `"${b}"`).join(', ')}, not a terminal of the ${owner.name} in src/data/hardware.ts. Write one of: ${known}.`,
            );
          else if (!startsRight)
            problems.push(
              `${where}: "${cell}" does not name a terminal of the ${owner.name}. Write the terminal as src/data/hardware.ts prints it: ${known}.`,
            );
        });
      }
      i += 1;
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------
// Dates

export interface RuntimeRelease {
  version: string;
  date: string;
}

/** The Runtime release current on a date: the newest released on or before it. */
export function runtimeAt(date: string, releases: readonly RuntimeRelease[]): RuntimeRelease {
  return releases.filter((r) => r.date <= date).at(-1) ?? releases[0];
}

const versionKey = (v: string) => v.split('.').map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [versionKey(a), versionKey(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
};

/**
 * A dated page (a post, an example, a tutorial) shows what a reader could
 * build on its date: no block whose `since`, and no device whose
 * `minRuntime`, is newer than the Runtime release current then.
 */
export function datedPageProblems(
  pages: Source[],
  drawn: (page: Source) => {file: string; project: ProjectFile}[],
  blockById: (id: string) => BlockRecord | undefined,
  minRuntime: (device: string) => string | undefined,
  releases: readonly RuntimeRelease[],
): string[] {
  return pages.flatMap((page) => {
    const date = pageDate(page);
    if (!date) return [];
    const current = runtimeAt(date, releases);
    const line = page.text.slice(0, page.text.indexOf('\ndate:') + 1).split('\n').length;
    const where = `${page.file}:${frontMatter(page.text).date ? line : 1}`;
    return drawn(page).flatMap(({file, project}) => {
      const late: string[] = [];
      const device = project.device;
      const min = device ? minRuntime(device) : undefined;
      if (min && newer(min, current.version)) late.push(`the ${device} (minRuntime ${min})`);
      for (const type of new Set(project.blocks.map((b) => b.type))) {
        const since = blockById(type)?.since;
        if (since && newer(since, current.version)) late.push(`${type} (since ${since})`);
      }
      if (!late.length) return [];
      const needed = late
        .map((l) => /(\d+\.\d+)\)$/.exec(l)![1])
        .reduce((a, b) => (newer(a, b) ? a : b));
      const release = releases.find((r) => r.version === needed);
      return [
        `${where}: dated ${date}, when Tessera Runtime ${current.version} was current, but ${file} uses ${late.join(', ')}. Date the page on or after ${release?.date ?? `the ${needed} release`} (Runtime ${needed}, src/data/releases.ts), or build it without them.`,
      ];
    });
  });
}

/**
 * Prose in a post (not a list of further reading, which may grow later) links
 * only to pages that existed on the post's date.
 */
export function laterLinkProblems(
  posts: Source[],
  dateOfUrl: (url: string) => string | undefined,
): string[] {
  return posts.flatMap((post) => {
    const date = pageDate(post);
    if (!date) return [];
    return proseLines(post.text).flatMap((l) => {
      if (/^\s*([-*+]|\d+\.)\s/.test(l.text) || l.text.startsWith('|')) return [];
      return [...l.text.matchAll(/\[([^\]]+)\]\((\/[^)\s#]*)[^)]*\)/g)].flatMap((m) => {
        const target = dateOfUrl(m[2].replace(/\/$/, ''));
        if (!target || target <= date) return [];
        return [
          `${post.file}:${l.line}: the post (${date}) links "${m[1]}" to ${m[2]}, a page dated ${target}. A post's prose cannot point to a later page: reword the sentence, or move the link to a list of further reading.`,
        ];
      });
    });
  });
}

// ---------------------------------------------------------------------------
// Console lines

/** A Console expectation of a scenario: the text, and whether a part of a line matches. */
export interface ConsoleExpectation {
  console: string;
  contains?: boolean;
}

/**
 * Lines outside troubleshooting tables (a table with a Cause column): a row
 * quotes the line a fault prints, which a reader meets on a device or in a
 * project of their own, not a claim about the page's project; the error-text
 * check holds its values to the project.
 */
function outsideTroubleshooting(
  lines: {line: number; text: string}[],
): {line: number; text: string}[] {
  let inTable = false;
  return lines.filter((l, i) => {
    if (!l.text.startsWith('|')) {
      inTable = false;
      return true;
    }
    if (!inTable && /^\|\s*:?-{3}/.test(lines[i + 1]?.text ?? ''))
      inTable = cells(l.text).includes('Cause');
    return !inTable;
  });
}

/**
 * A back-ticked Console line on a page (`[sim] …`, `[log] …`) is something
 * the simulator under the page prints: one of the page's scenarios expects it.
 * Lines only a device prints go inside <OnDevice>.
 */
export function consoleLineProblems(
  pages: Source[],
  expectations: (page: Source) => {files: string[]; lines: ConsoleExpectation[]},
): string[] {
  return pages.flatMap((page) => {
    const {files, lines} = expectations(page);
    // A page with no scenario runs nothing: its lines illustrate the format.
    if (!files.length) return [];
    const quoted = outsideTroubleshooting(simulatorLines(page.text)).flatMap((l) =>
      [...l.text.matchAll(/`(\[(?:sim|log)\][^`]*)`/g)]
        // The bare tag names the kind of line; "[log] upload failed:" or "[log] indoor" is
        // the start of one, accepted when an expected line starts with it.
        .filter((m) => !/^\[\w+\]\s*$/.test(m[1]))
        .map((m) => ({line: l.line, text: m[1]})),
    );
    const expected = (q: string) =>
      lines.some((e) =>
        e.contains
          ? q.includes(e.console) || e.console.includes(q)
          : e.console === q ||
            (e.console.startsWith(q) &&
              (q.endsWith(':') || /^[\s:]/.test(e.console.slice(q.length)))),
      );
    return quoted
      .filter((q) => !expected(q.text))
      .map(
        (q) =>
          `${page.file}:${q.line}: the Console line \`${q.text}\` is not an expectation of ${files.join(' or ')}. Add it to a scenario as {"expect": {"console": …}}, quote the line the simulator prints, or wrap the text in <OnDevice> if only a device prints it.`,
      );
  });
}

// ---------------------------------------------------------------------------
// Quoted error texts

/** Parts of an error message that a project decides. */
const SLOTS: {kind: string; re: RegExp}[] = [
  {kind: 'data type', re: /\b(?:u?int(?:16|32)|float32)\b/},
  {kind: 'frequency', re: /\b\d+ Hz\b/},
  {kind: 'register', re: /\b[0134]\d{4}\b/},
];

/** What a project gives each slot, for blocks of one type. */
export function projectSlotValues(project: ProjectFile, type: string): Record<string, Set<string>> {
  const values: Record<string, Set<string>> = {
    'data type': new Set(),
    frequency: new Set(),
    register: new Set(),
  };
  const base: Record<string, number> = {
    coils: 1,
    'discrete inputs': 10001,
    'input registers': 30001,
    'holding registers': 40001,
  };
  const fnTable: Record<string, string> = {
    '1': 'coils',
    '2': 'discrete inputs',
    '3': 'holding registers',
    '4': 'input registers',
  };
  for (const b of project.blocks.filter((x) => x.type === type)) {
    const p = (b.properties ?? {}) as Record<string, unknown>;
    if (typeof p.data_type === 'string') values['data type'].add(p.data_type);
    if (typeof p.frequency === 'number') values.frequency.add(`${p.frequency} Hz`);
    const table =
      typeof p.table === 'string'
        ? p.table
        : typeof p.function === 'string' || typeof p.function === 'number'
          ? fnTable[String(p.function).split(' ')[0]]
          : undefined;
    if (table && typeof p.address === 'number' && base[table] !== undefined)
      values.register.add(String(base[table] + p.address).padStart(5, '0'));
  }
  return values;
}

/** A record's message as a pattern: its slots match any value of their kind, other numbers any number. */
function messagePattern(message: string): RegExp {
  const parts = [...SLOTS.map((x) => x.re.source), '\\d+(?:\\.\\d+)?'];
  const token = new RegExp(parts.map((p) => `(${p})`).join('|'), 'g');
  let source = '';
  let last = 0;
  for (const m of message.matchAll(token)) {
    source += message.slice(last, m.index).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const slot = SLOTS.findIndex((_, i) => m[i + 1] !== undefined);
    source += slot >= 0 ? `(?:${SLOTS[slot].re.source})` : '\\d+(?:\\.\\d+)?';
    last = m.index + m[0].length;
  }
  source += message.slice(last).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${source}$`);
}

/**
 * An error text quoted in a troubleshooting table that instantiates one of a
 * block's record messages must carry what the page's own project would print:
 * a data type, register or frequency from the blocks of that type, not the
 * record's sample values.
 */
export function errorTextProblems(
  pages: Source[],
  blocks: readonly BlockRecord[],
  drawn: (page: Source) => {file: string; project: ProjectFile}[],
): string[] {
  const templates = blocks.flatMap((b) =>
    b.errors.map((e) => ({type: b.id, message: e.message, re: messagePattern(e.message)})),
  );
  return pages.flatMap((page) => {
    const projects = drawn(page);
    if (!projects.length) return [];
    return proseLines(page.text).flatMap((l) => {
      if (!l.text.startsWith('|')) return [];
      return [...l.text.matchAll(/`([a-z_0-9]+: [^`]+)`/g)].flatMap((m) => {
        const quoted = m[1];
        // Several blocks share a message shape (Modbus write and slave write): the
        // quote is right if it is right for any of them the project uses.
        const candidates = templates.filter(
          (t) =>
            t.re.test(quoted) &&
            projects.some((p) => p.project.blocks.some((b) => b.type === t.type)),
        );
        const verdicts = candidates.map((template) =>
          projects.flatMap(({file, project}) => {
            const values = projectSlotValues(project, template.type);
            return SLOTS.flatMap((slot) => {
              // An exception names the register the slave lacks: by nature not one the project maps.
              if (slot.kind === 'register' && /exception/.test(template.message)) return [];
              const own = values[slot.kind];
              if (!own.size) return [];
              const used = [...quoted.matchAll(new RegExp(slot.re.source, 'g'))].map((x) => x[0]);
              if (!used.length || used.some((u) => own.has(u))) return [];
              return [
                `${page.file}:${l.line}: \`${quoted}\` gives the ${slot.kind} ${used.join(' and ')}, but ${file} has ${[...own].join(', ')} on its ${template.type} blocks. Quote the message as this project prints it (the record's text is a sample: ${template.message}).`,
              ];
            });
          }),
        );
        return verdicts.some((v) => !v.length) ? [] : (verdicts[0] ?? []);
      });
    });
  });
}

// ---------------------------------------------------------------------------
// Studio's names

/** What each Studio name is: pages that add a kind ("the Debug panel") use this one. */
export type StudioKinds = Record<string, string>;

const KIND_WORDS = ['tab', 'panel', 'pane', 'window', 'button', 'menu', 'view', 'dialog'];

/**
 * Studio's names as src/data/studio.ts writes them: in bold, in the same case,
 * and, where a page says what kind of thing it is, the kind studio.ts gives.
 */
export function studioNameProblems(pages: Source[], names: StudioKinds): string[] {
  const byLower = new Map(Object.keys(names).map((n) => [n.toLowerCase(), n]));
  return pages.flatMap((page) =>
    simulatorLinesAll(page.text).flatMap((l) =>
      [...l.text.matchAll(/\*\*([^*]+)\*\*(?:\s+(\w+))?/g)].flatMap((m) => {
        const name = byLower.get(m[1].toLowerCase());
        if (!name) return [];
        const where = `${page.file}:${l.line}`;
        if (m[1] !== name)
          return [
            `${where}: "**${m[1]}**" is written "**${name}**" in Studio (src/data/studio.ts).`,
          ];
        const kind = m[2]?.toLowerCase();
        if (kind && KIND_WORDS.includes(kind) && names[name] && kind !== names[name])
          return [
            `${where}: "**${name}** ${m[2]}": Studio's ${name} is a ${names[name]} (src/data/studio.ts). Write "the **${name}** ${names[name]}", or just **${name}**.`,
          ];
        return [];
      }),
    ),
  );
}

/** Every prose line, <OnDevice> included: Studio's names are Studio's names on a device too. */
const simulatorLinesAll = (text: string) => proseLines(text);

// ---------------------------------------------------------------------------
// Figures derived from data

/** A figure that a component or remark value renders from data, and how a hand-written copy looks. */
export interface DerivedFigure {
  what: string;
  /** A hand-written copy of the figure in prose. */
  handWritten: RegExp;
  /** What to write instead. */
  use: string;
}

/** A page writes no derived figure by hand: the component renders it from the data. */
export function handWrittenFigureProblems(pages: Source[], figures: DerivedFigure[]): string[] {
  return pages.flatMap((page) =>
    proseLines(page.text).flatMap((l) =>
      figures.flatMap((f) => {
        const m = f.handWritten.exec(l.text);
        return m
          ? [
              `${page.file}:${l.line}: "${m[0]}" writes ${f.what} by hand; it changes with the data. Write ${f.use} instead.`,
            ]
          : [];
      }),
    ),
  );
}
