/**
 * The steps a page gives for the Run panel ask only for controls the panel
 * has. A passage that follows "press **Run**" (to the end of its section), and
 * a "What you should see" section, are read for what they ask the reader to
 * do: set a humidity, give a 1-Wire probe a fault, cut the broker, hold a
 * button... Each ask names the kind of control it needs, and the page's
 * projects must have one, as `src/sim/inputs.ts` generates them for the panel.
 * Text inside <OnDevice> is what only a device shows, and is not read.
 *
 * And a series part's numbered steps that show what a run does are followed
 * by tests/e2e/run-panel-steps.spec.ts (its list, tests/e2e/run-panel-followed.ts)
 * or are inside <OnDevice> (stepsNotFollowed).
 */
import type {InputControl} from '../../../src/sim';

export interface Page {
  file: string;
  text: string;
}

/** A kind of control a step can ask for: the words that ask for it, and the controls that give it. */
export interface Ask {
  what: string;
  words: RegExp;
  given: (c: InputControl) => boolean;
  /** What the reader should use instead, named as the panel names it. */
  control: string;
}

const network = (service: string) => (c: InputControl) =>
  c.action.kind === 'network' && (c.action.service === service || c.action.service === 'all');

export const ASKS: Ask[] = [
  {
    what: 'a humidity',
    words: /\b\d+(?:\.\d+)? ?% ?RH\b|\b(?:set|give|raise|lower|move)\b[^.]{0,40}\bhumidity\b/i,
    given: (c) => c.action.kind === 'reading' && c.action.field === 'humidity',
    control:
      'the humidity slider, which the panel shows for a temperature/humidity sensor (`rom_id` starting 26-)',
  },
  {
    what: 'a 1-Wire fault',
    words: /\bCRC (?:error|fault)\b|\bno device\b|\bbus short\b/i,
    given: (c) => c.type === 'node_onewire' && c.control === 'choice',
    control: 'the fault choice of a 1-Wire sensor',
  },
  {
    what: 'a broker that goes away',
    words:
      /\b(?:cut|drop|kill|stop|lose|take away|disconnect|switch off)\b[^.]{0,25}\bbroker\b|\bbroker\b[^.]{0,15}\b(?:goes down|goes away|offline|unreachable)\b/i,
    given: network('mqtt'),
    control: '**Network** → **MQTT broker**',
  },
  {
    what: 'an HTTP failure',
    words:
      /\b(?:fail|break|cut)\b[^.]{0,20}\bHTTP\b|\bHTTP\b[^.]{0,40}\btimes? out\b|\btime out\b[^.]{0,30}\b(?:HTTP|request)\b/i,
    given: network('http'),
    control: '**Network** → **HTTP**',
  },
  {
    what: 'a network that goes away',
    words:
      /\btake the network away\b|\b(?:cut|drop|lose|unplug|fail)\b[^.]{0,20}\b(?:the network|Ethernet|Wi-Fi|the link)\b|\bnetwork (?:goes )?down\b/i,
    given: (c) => c.action.kind === 'network',
    control: '**Network** → **Network (Ethernet, Wi-Fi)**',
  },
  {
    what: 'a socket that drops',
    words:
      /\b(?:drop|close|cut|lose|break)\b[^.]{0,20}\bsocket\b|\bsocket\b[^.]{0,20}\b(?:drops|is lost)\b/i,
    given: network('socket'),
    control: '**Network** → **Socket peer**',
  },
  {
    what: 'a cellular failure',
    words:
      /\b(?:remove|take out|pull)\b[^.]{0,15}\bSIM\b|\b(?:lose|cut)\b[^.]{0,20}\b(?:signal|cellular)\b/i,
    given: network('sms'),
    control: '**Network** → **Cellular (SMS)**',
  },
  {
    what: 'a held button',
    words: /\bpress and hold\b|\blong[- ]press\b|\bhold\b[^.]{0,40}\bfor \d/i,
    given: (c) => c.control === 'button' && c.hold !== undefined,
    control: 'the **Hold** of a Button or LCD button block (one with `long_press_time`)',
  },
  {
    what: 'a Modbus register value',
    words:
      /\bregister (?:value )?(?:of|to) \d|\b(?:give|answer)\b[^.]{0,40}\b(?:register|Modbus read)\b/i,
    given: (c) => c.action.kind === 'register',
    control: 'a **Modbus slave … register** field under **Network**',
  },
  {
    what: 'a scripted HTTP answer',
    words:
      /\bscript(?:ed)? an? (?:[1-5]\d\d |HTTP )?(?:answer|response)\b|\banswer (?:every|each|the) (?:HTTP )?request with (?:a )?[1-5]\d\d\b/i,
    given: (c) => c.action.kind === 'response',
    control:
      'an **HTTP answer for …** under **Network**, which an HTTP request block with a `url` has',
  },
  {
    what: 'a restart or power cut',
    words:
      /\b(?:restart|reboot) the (?:device|project|controller)\b|\bpower cut\b|\bcut the power\b|\bswitch the (?:supply|power) off\b/i,
    given: (c) => c.group === 'device',
    control: '**Device** → **Restart** or **Power cut**',
  },
];

/** The page's text with code, comments and <OnDevice> blanked out, lines kept where they were. */
export function readable(text: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return text
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/<OnDevice>[\s\S]*?<\/OnDevice>/g, blank)
    .replace(/`[^`\n]*`/g, blank);
}

/** The line ranges (1-based, inclusive) a reader follows in the Run panel. */
export function runPassages(text: string): {from: number; to: number}[] {
  const lines = readable(text).split('\n');
  const heading = (l: string) => /^#{2,6} /.test(l);
  const passages: {from: number; to: number}[] = [];
  const sectionEnd = (i: number) => {
    let j = i + 1;
    while (j < lines.length && !heading(lines[j])) j++;
    return j; // exclusive, 0-based
  };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (/^#{2,6} What you should see\b/i.test(l)) {
      const end = sectionEnd(i);
      passages.push({from: i + 2, to: end});
      i = end - 1;
    } else if (/\b(?:press|click)\b[^.]{0,10}\*\*Run\*\*/i.test(l)) {
      const end = sectionEnd(i);
      passages.push({from: i + 1, to: end});
      i = end - 1;
    }
  }
  return passages;
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/**
 * Each ask in a page's Run passages that no control of its projects gives.
 * `controls` is every control the panel shows for the page's projects; an
 * empty list with a passage means the page draws nothing to run.
 */
export function runStepProblems(page: Page, controls: InputControl[] | null): Problem[] {
  const lines = readable(page.text).split('\n');
  const problems: Problem[] = [];
  for (const {from, to} of runPassages(page.text)) {
    if (controls === null) {
      // "Press **Run** under a graph in any lesson" points elsewhere; "under the graph" is a step here.
      if (!/\*\*Run\*\* (?:under|below) the\b/.test(lines[from - 1])) continue;
      problems.push({
        file: page.file,
        line: from,
        message:
          'asks the reader to press **Run**, but the page draws no project. Draw one with <FlowDiagram src="…tessera.json" />.',
      });
      continue;
    }
    for (let n = from; n <= to; n++) {
      const line = lines[n - 1] ?? '';
      for (const ask of ASKS) {
        const m = ask.words.exec(line);
        if (!m || controls.some(ask.given)) continue;
        problems.push({
          file: page.file,
          line: n,
          message: `"${m[0]}" asks the reader for ${ask.what} in the Run panel, which has no control for it with this page's project. Fix: give the project a block that offers ${ask.control}, ask for a control the panel has, or wrap the sentence in <OnDevice>…</OnDevice> if only a device shows it.`,
        });
      }
    }
  }
  return problems;
}

export const describeProblem = (p: Problem) => `${p.file}:${p.line}: ${p.message}`;

/** The page's text with fenced code, comments and <OnDevice> blanked out; inline code kept. */
function outsideOnDevice(text: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return text
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/<OnDevice>[\s\S]*?<\/OnDevice>/g, blank);
}

export interface Step {
  n: number;
  /** The line the step starts on, 1-based. */
  line: number;
  /** The step's text outside <OnDevice>, its indented paragraphs and sub-lists included. */
  text: string;
}

/** A page's numbered steps: "1. …" at the start of a line, with what is indented under it. */
export function numberedSteps(text: string): Step[] {
  const lines = outsideOnDevice(text).split('\n');
  const steps: Step[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\d+)\. /.exec(lines[i]);
    if (!m) continue;
    let j = i + 1;
    while (j < lines.length && (lines[j].trim() === '' || /^\s/.test(lines[j]))) j++;
    steps.push({n: Number(m[1]), line: i + 1, text: lines.slice(i, j).join('\n')});
    i = j - 1;
  }
  return steps;
}

/** What a step says the reader sees or hears. */
const SHOWS = /\byou should (?:see|hear)\b/i;
/**
 * What makes a step one a run shows, not Studio's editor: it runs or deploys
 * the project, works an input, or quotes a Console line. "You should see four
 * Relay blocks" after a drag is the editor's, and no run can check it.
 */
const RUNS =
  /\*\*Run\*\*|\bSimulate\b|\brun (?:it|the project|panel|clock)\b|×\d|`\[(?:sim|log)\]|\bdeploy|\bhear\b|\bpresent\b|\btype `|\*\*Inputs\*\*|\*\*State\*\*|\bDatabase page\b/i;

/** The "You should see …" a step says, short enough for a message. */
const quoteOf = (step: Step) => {
  const said = step.text.replace(/\s+/g, ' ').slice(step.text.replace(/\s+/g, ' ').search(SHOWS));
  return said.length > 70 ? `${said.slice(0, 69)}…` : said;
};

/**
 * Each numbered step of a series part that shows what a run does and that the
 * e2e test neither follows (`followed`) nor leaves inside <OnDevice>; and each
 * followed step the page no longer has, or that shows nothing outside <OnDevice>.
 */
export function stepsNotFollowed(page: Page, followed: readonly number[]): Problem[] {
  const steps = numberedSteps(page.text);
  const problems: Problem[] = [];
  const spec = 'tests/e2e/run-panel-steps.spec.ts';
  const list = 'tests/e2e/run-panel-followed.ts';
  for (const step of steps) {
    if (!SHOWS.test(step.text) || !RUNS.test(step.text) || followed.includes(step.n)) continue;
    problems.push({
      file: page.file,
      line: step.line,
      message: `step ${step.n} says what a run shows ("${quoteOf(step)}"), but ${spec} does not follow it in the Run panel. Fix: do the step there through the panel's controls and add ${step.n} to ${page.file} in ${list}, or wrap what only a device shows in <OnDevice>…</OnDevice>.`,
    });
  }
  for (const n of followed) {
    const step = steps.find((s) => s.n === n);
    if (!step || !SHOWS.test(step.text))
      problems.push({
        file: page.file,
        line: step?.line ?? 1,
        message: `${list} says ${spec} follows step ${n}, but the page has no step ${n} that says "you should see" outside <OnDevice>. Fix: correct the step number in ${list}.`,
      });
  }
  return problems;
}
