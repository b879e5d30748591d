/**
 * The run panel under a diagram: the block-graph simulator (src/sim) running
 * the diagram's project on a virtual clock, with its inputs, the blocks'
 * states, the Console and the clock controls. FlowDiagram loads this module
 * only when a reader presses Run, so no page's first load carries the engine.
 */
import React, {useEffect, useMemo, useReducer, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  createSimulation,
  type ControlGroup,
  type InputControl,
  type NetworkFailure,
  type Simulation,
  type Value,
} from '@site/src/sim';
import type {LaidOutProject} from '@site/src/data/projects/types';
import {
  SPEEDS,
  announcement,
  clockOf,
  describeState,
  formatClock,
  formatValue,
  pausedStatus,
  virtualStep,
  type Speed,
} from './format';
import styles from './styles.module.css';

/** The section of the simulator guide about this panel. */
export const GUIDE = '/docs/setup/simulator#run-a-diagram-on-this-site';
/** Console lines the panel keeps on screen; the engine keeps them all. */
const SHOWN_LINES = 200;
/** Wall-clock ms between two advances of a running clock. */
const TICK_MS = 100;
/** A screen reader hears Console additions at most this often. */
const ANNOUNCE_MS = 2000;

/** The panel's groups of controls, in Studio's words: the project's inputs, its network, the device. */
const GROUPS: {group: ControlGroup; title: string}[] = [
  {group: 'inputs', title: 'Inputs'},
  {group: 'network', title: 'Network'},
  {group: 'device', title: 'Device'},
];

/** A control's key: its block, or for a network or device control its group, and its label. */
const keyOf = (c: InputControl) => `${c.block || c.group}|${c.label}`;

export interface SimulatorPanelProps {
  project: LaidOutProject;
  /** An empty SVG group at the top of the diagram, where wire values and block states are drawn. */
  overlay: SVGGElement | null;
  id?: string;
}

export default function SimulatorPanel({project, overlay, id}: SimulatorPanelProps): ReactNode {
  const run = project.run ?? {};
  // Created once per panel, during render, so a project that fails validation shows its messages at once.
  const created = useMemo(
    () => createSimulation(project.file, run),
    // The project is fixed for the page; the run options come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [project],
  );
  if (!created.ok) {
    return (
      <section id={id} className={styles.panel} aria-label={`Run ${project.file.name}`}>
        <div role="alert" className={styles.invalid}>
          <p>This project does not start in the simulator:</p>
          <ul>
            {created.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
        <GuideLink />
      </section>
    );
  }
  return <Running sim={created.sim} project={project} overlay={overlay} id={id} />;
}

function GuideLink(): ReactNode {
  return (
    <p className={styles.guide}>
      <Link to={GUIDE}>How the simulator works and what it does not model</Link>
    </p>
  );
}

function Running({
  sim,
  project,
  overlay,
  id,
}: {
  sim: Simulation;
  project: LaidOutProject;
  overlay: SVGGElement | null;
  id?: string;
}): ReactNode {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const [speed, setSpeed] = useState<Speed>(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Why the engine's cap on events stopped the clock, until the reader runs it again.
  const [paused, setPaused] = useState<string | null>(null);
  // The value each control last set: a block's state does not always echo its input (a 1-Wire reading shows after the next read).
  const [set, setSet] = useState<Record<string, Value>>({});
  useEffect(() => sim.subscribe(changed), [sim]);

  // Advances virtual time while running; stops when paused, unmounted or the tab is hidden.
  useEffect(() => {
    if (speed === 0) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let last = 0;
    const tick = () => {
      const now = performance.now();
      const said = sim.advance(virtualStep(now - last, speed));
      last = now;
      // At the cap the clock stops where it got to; running on would only meet it again each tick.
      const status = pausedStatus(said);
      if (status) {
        stop();
        setSpeed(0);
        setPaused(status);
      }
    };
    const start = () => {
      if (timer !== undefined || document.hidden) return;
      last = performance.now();
      timer = setInterval(tick, TICK_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    document.addEventListener('visibilitychange', onVisibility);
    start();
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [sim, speed]);

  /** Shows what a command said: the cap's pause under the clock, a refusal under the inputs. */
  const act = (result: string | null) => {
    const status = pausedStatus(result);
    if (status) {
      setSpeed(0);
      setPaused(status);
      setRefusal(null);
    } else setRefusal(result);
  };
  const runAt = (s: Speed) => {
    setPaused(null);
    setSpeed(s);
  };
  const inputs = sim.inputs();
  const remember = (c: InputControl, value: Value) => setSet((s) => ({...s, [keyOf(c)]: value}));
  const recalled = (c: InputControl) => (Object.hasOwn(set, keyOf(c)) ? set[keyOf(c)] : c.value);
  /** Applies a control's value to the run, as its action says, and keeps it when the run took it. */
  const apply = (c: InputControl, value: Value) => {
    let refused: string | null = null;
    const a = c.action;
    if (a.kind === 'reading') {
      // A 1-Wire reading is one value: the field changed, the other as last set.
      const field = (f: 'temperature' | 'humidity') =>
        inputs.find(
          (o) => o.block === c.block && o.action.kind === 'reading' && o.action.field === f,
        );
      const humidity = field('humidity');
      const reading: Value = humidity
        ? {
            temperature: a.field === 'temperature' ? value : recalled(field('temperature')!),
            humidity: a.field === 'humidity' ? value : recalled(humidity),
          }
        : value;
      refused = sim.setInput(c.block, reading);
      const fault = inputs.find((o) => o.block === c.block && o.control === 'choice');
      if (!refused && fault) remember(fault, '');
    } else if (a.kind === 'register')
      refused = sim.deliver({
        kind: 'modbus_slave',
        slave_id: a.slave_id,
        address: a.address,
        value: typeof value === 'boolean' ? value : Number(value),
      });
    else if (a.kind === 'response') {
      const [status, body] = value as [number, string];
      refused = sim.deliver({kind: 'http_response', url: a.url, status, body});
    } else if (a.kind === 'row')
      refused = sim.deliver({
        kind: 'table_row',
        table: a.table,
        row: value as {[c: string]: Value},
      });
    else if (a.kind === 'network')
      sim.failNetwork(a.service, value === '' ? null : (value as NetworkFailure));
    else if (c.type === 'node_onewire' && value === '') {
      // Back to answering: the last reading set, or the start value.
      const temperature = inputs.find((o) => o.block === c.block && o.action.kind === 'reading');
      if (temperature) return apply(temperature, recalled(temperature));
    } else refused = sim.setInput(c.block, value);
    if (!refused) remember(c, value);
    act(refused);
    return undefined;
  };
  const press = (c: InputControl, holdMs?: number) => {
    if (c.action.kind === 'restart') {
      sim.restart(c.action.reason);
      act(null);
    } else act(sim.press(c.block, holdMs));
  };
  const state = sim.state();
  const lines = sim.console();
  const labelOf = useMemo(() => {
    const labels = new Map(project.file.blocks.map((b) => [b.id, b.label]));
    return (block: string) => labels.get(block);
  }, [project]);
  // A block's name as a reader knows it: its label, else a widget's title, else its id.
  const nameOf = (b: LaidOutProject['file']['blocks'][number]) =>
    b.label ?? (typeof b.properties?.title === 'string' ? b.properties.title : b.id);
  const states = project.file.blocks
    .map((b) => ({id: b.id, name: nameOf(b), text: describeState(state.blocks[b.id])}))
    .filter((s): s is {id: string; name: string; text: string} => s.text !== null);
  const groups = GROUPS.map((g) => ({...g, controls: inputs.filter((c) => c.group === g.group)}));

  return (
    <section id={id} className={styles.panel} aria-label={`Run ${project.file.name}`}>
      {overlay && createPortal(<Overlay project={project} sim={sim} />, overlay)}
      <div className={styles.clock} role="group" aria-label="Virtual clock">
        <p className={styles.time}>
          <span className={styles.label}>Virtual time </span>
          <time dateTime={new Date(sim.now()).toISOString()}>
            {formatClock(sim.now(), sim.timeZone)}
          </time>{' '}
          <span className={styles.zone}>({sim.timeZone})</span>
        </p>
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button--sm button--secondary"
            aria-pressed={speed === 0}
            onClick={() => runAt(0)}>
            Pause
          </button>
          {SPEEDS.map((s) => (
            <button
              key={s}
              type="button"
              className="button button--sm button--secondary"
              aria-pressed={speed === s}
              aria-label={`Run at ${s} times real time`}
              onClick={() => runAt(s)}>
              ×{s}
            </button>
          ))}
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              runAt(0);
              if (sim.step()) act(null);
              else if (sim.nextEventTime() === null)
                act('Nothing is scheduled: the project waits for an input.');
              // Something is scheduled and the step did not run: the cap paused it, as the Console's last line says.
              else
                act(
                  sim
                    .console()
                    .at(-1)
                    ?.text.replace(/^\[sim\] paused: /, '') ?? null,
                );
            }}>
            Step to next event
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              sim.reset();
              setSet({});
              setPaused(null);
              act(null);
            }}>
            Reset
          </button>
        </div>
      </div>
      <p role="status" className={styles.paused}>
        {paused}
      </p>

      <div className={styles.columns}>
        <div>
          {groups.map((g) =>
            g.controls.length || g.group === 'inputs' ? (
              <div key={g.group} className={styles.group}>
                <Heading as="h3" className={styles.heading}>
                  {g.title}
                </Heading>
                {g.controls.length ? (
                  <ul className={styles.inputs}>
                    {g.controls.map((c) => (
                      <li key={keyOf(c)}>
                        <Control
                          control={{...c, value: recalled(c)}}
                          name={labelOf(c.block)}
                          act={act}
                          apply={apply}
                          press={press}
                        />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>
                    This project has no inputs to set: it runs on its clock and its messages.
                  </p>
                )}
              </div>
            ) : null,
          )}
          <p role="status" className={styles.refusal}>
            {refusal}
          </p>
        </div>
        <div>
          <Heading as="h3" className={styles.heading}>
            State
          </Heading>
          {states.length ? (
            <dl className={styles.states}>
              {states.map((s) => (
                <div key={s.id}>
                  <dt>{s.name}</dt>
                  <dd data-block={s.id}>{s.text}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.muted}>No block has shown a state yet.</p>
          )}
        </div>
      </div>

      <Console lines={lines} />
      <GuideLink />
    </section>
  );
}

/** Wire values and block states drawn over the diagram, in the diagram's coordinates. */
function Overlay({project, sim}: {project: LaidOutProject; sim: Simulation}): ReactNode {
  const {layout} = project;
  const state = sim.state();
  return (
    <g className={styles.overlay} aria-hidden="true">
      {layout.edges.map((e) => {
        const traffic = state.wires[`${e.from}->${e.to}`];
        if (!traffic) return null;
        // A new key per message remounts the path, which replays its pulse.
        return (
          <path
            key={`${e.from}->${e.to}#${traffic.count}`}
            className={clsx(styles.carried, styles.pulse)}
            d={e.path}
          />
        );
      })}
      {layout.nodes.map((n) => (
        <g key={n.id}>
          {n.outputs.map((p) => {
            const traffic = state.ports[`${n.id}.${p.name}`];
            if (!traffic) return null;
            return (
              <text
                key={p.name}
                className={styles.value}
                x={n.x + n.width + 6}
                y={p.y - 6}
                data-port={`${n.id}.${p.name}`}>
                {formatValue(traffic.last, 10)}
              </text>
            );
          })}
          {(() => {
            const text = describeState(state.blocks[n.id]);
            return text === null ? null : (
              <text className={styles.state} x={n.x + 4} y={n.y + n.height + 13} data-state={n.id}>
                {formatValue(text, 30)}
              </text>
            );
          })()}
        </g>
      ))}
    </g>
  );
}

/** What a control does with the reader's input: refuse it, set a value, press a button. */
type Act = (refusal: string | null) => void;
type Apply = (c: InputControl, value: Value) => void;
type Press = (c: InputControl, holdMs?: number) => void;
/** The props every kind of control gets from Control. */
interface ControlProps {
  control: InputControl;
  label: string;
  id: string;
  act: Act;
  apply: Apply;
  press: Press;
}

/** One control, as the project's blocks and their records describe it. */
function Control({
  control: c,
  name,
  act,
  apply,
  press,
}: Omit<ControlProps, 'label' | 'id'> & {name: string | undefined}): ReactNode {
  const label = name ? `${name} (${c.label})` : c.label;
  const id = `sim-${keyOf(c).replace(/[^\w-]/g, '_')}`;
  switch (c.control) {
    case 'switch':
      return (
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={c.value === true}
            onChange={(e) => apply(c, e.target.checked)}
          />
          <span>{label}</span>
        </label>
      );
    case 'button':
      return c.hold !== undefined ? (
        <HoldButton control={c} label={label} id={id} press={press} act={act} />
      ) : (
        <button
          type="button"
          className="button button--sm button--outline button--primary"
          onClick={() => press(c)}>
          {c.group === 'device' ? label : `Press ${label}`}
        </button>
      );
    case 'slider':
      return <Slider control={c} label={label} id={id} apply={apply} />;
    case 'response':
      return <ResponseInput control={c} label={label} id={id} act={act} apply={apply} />;
    case 'choice':
      return (
        <div className={styles.text}>
          <label htmlFor={id}>{label}</label>
          <select id={id} value={String(c.value)} onChange={(e) => apply(c, e.target.value)}>
            {c.options?.every((o) => o.value !== '') && (
              <option value="" disabled>
                Choose…
              </option>
            )}
            {c.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      );
    default:
      return <TextInput control={c} label={label} id={id} act={act} apply={apply} />;
  }
}

/** A button that can also be held: a press, or a hold of the time typed beside it. */
function HoldButton({
  control: c,
  label,
  id,
  press,
  act,
}: Pick<ControlProps, 'control' | 'label' | 'id' | 'press' | 'act'>): ReactNode {
  // A second past the block's long-press time, so that a hold fires `long_press`.
  const [seconds, setSeconds] = useState(String(Math.ceil((c.hold ?? 0) / 1000) + 1));
  return (
    <form
      className={styles.hold}
      onSubmit={(e) => {
        e.preventDefault();
        const s = Number(seconds);
        if (!Number.isFinite(s) || s <= 0) act('A hold is a number of seconds above 0, such as 3.');
        else press(c, Math.round(s * 1000));
      }}>
      <button
        type="button"
        className="button button--sm button--outline button--primary"
        onClick={() => press(c)}>
        Press {label}
      </button>
      <span className={styles.holdFor}>
        <label htmlFor={id}>or hold for</label>
        <input
          id={id}
          className={styles.number}
          type="number"
          min={0.1}
          step={0.1}
          value={seconds}
          aria-label={`or hold for, in seconds: ${label}`}
          onChange={(e) => setSeconds(e.target.value)}
        />
        <span aria-hidden="true">s</span>
        <button
          type="submit"
          className="button button--sm button--outline button--primary"
          aria-label={`Hold ${label} for ${seconds} s`}>
          Hold
        </button>
      </span>
    </form>
  );
}

function Slider({
  control: c,
  label,
  id,
  apply,
}: Pick<ControlProps, 'control' | 'label' | 'id' | 'apply'>): ReactNode {
  const value = Number(c.value);
  // The typed text, kept apart from the value so "31." or "-" can be typed on the way to a number.
  const [draft, setDraft] = useState(String(value));
  useEffect(() => {
    setDraft((d) => (Number(d) === value && d.trim() !== '' ? d : String(value)));
  }, [value]);
  const set = (n: number) => apply(c, n);
  const unit = c.unit ? `, ${c.unit}` : '';
  return (
    <div className={styles.slider}>
      <label htmlFor={`${id}-range`}>
        {label}
        {unit}
      </label>
      <div className={styles.sliderRow}>
        <input
          id={`${id}-range`}
          type="range"
          min={c.min}
          max={c.max}
          step={c.step}
          value={value}
          aria-valuetext={`${formatValue(value)}${c.unit ? ` ${c.unit}` : ''}`}
          onChange={(e) => set(Number(e.target.value))}
        />
        <input
          id={`${id}-number`}
          className={styles.number}
          type="number"
          min={c.min}
          max={c.max}
          step={c.step}
          value={draft}
          aria-label={`${label}${unit}, exact value`}
          onChange={(e) => {
            setDraft(e.target.value);
            const n = e.target.valueAsNumber;
            if (Number.isFinite(n)) set(n);
          }}
        />
      </div>
    </div>
  );
}

/** The answer an HTTP request block gets for its URL: a status and a body. */
function ResponseInput({
  control: c,
  label,
  id,
  act,
  apply,
}: Pick<ControlProps, 'control' | 'label' | 'id' | 'act' | 'apply'>): ReactNode {
  const [status, setStatus] = useState('200');
  const [body, setBody] = useState('');
  return (
    <form
      className={styles.text}
      onSubmit={(e) => {
        e.preventDefault();
        const n = Number(status);
        if (!Number.isInteger(n) || n < 100 || n > 599)
          act('An HTTP status is a whole number from 100 to 599, such as 201 or 503.');
        else apply(c, [n, body]);
      }}>
      <span id={`${id}-label`}>{label}</span>
      <div className={styles.sliderRow}>
        <input
          id={`${id}-status`}
          className={styles.status}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={`${label}, status`}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        />
        <input
          id={`${id}-body`}
          type="text"
          autoComplete="off"
          aria-label={`${label}, body`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <button type="submit" className="button button--sm button--outline button--primary">
          Answer
        </button>
      </div>
    </form>
  );
}

/** A line of text, a card number, a register value or a table row, sent with a button. */
function TextInput({
  control: c,
  label,
  id,
  act,
  apply,
}: Pick<ControlProps, 'control' | 'label' | 'id' | 'act' | 'apply'>): ReactNode {
  const [text, setText] = useState('');
  const card = c.control === 'card';
  const number = c.control === 'number';
  const row = c.control === 'row';
  return (
    <form
      className={styles.text}
      onSubmit={(e) => {
        e.preventDefault();
        if (card && !/^\d+$/.test(text.trim())) {
          act('A card number is digits only, such as 12345.');
          return;
        }
        if (number && (text.trim() === '' || !Number.isFinite(Number(text)))) {
          act('A register value is a number, such as 1234.');
          return;
        }
        if (row) {
          const parsed = parseRow(text);
          if (parsed) apply(c, parsed);
          else
            act(
              'A row is a JSON object of column values, such as {"card": "24817", "active": false}.',
            );
          return;
        }
        apply(c, card || number ? Number(text.trim()) : text);
      }}>
      <label htmlFor={id}>
        {card ? `${label}, card number` : row ? `${label}, in JSON` : label}
      </label>
      <div className={styles.sliderRow}>
        <input
          id={id}
          type="text"
          inputMode={card ? 'numeric' : number ? 'decimal' : undefined}
          autoComplete="off"
          spellCheck={row ? false : undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--sm button--outline button--primary">
          {card ? 'Present card' : number ? 'Set' : row ? 'Enter row' : 'Send'}
        </button>
      </div>
    </form>
  );
}

/** A typed row as the Database page takes it: a JSON object, or null. */
function parseRow(text: string): {[column: string]: Value} | null {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v)
      ? (v as {[column: string]: Value})
      : null;
  } catch {
    return null;
  }
}

/** The Console: every line on screen, and a polite summary of additions for screen readers. */
function Console({lines}: {lines: readonly {time: number; at: string; text: string}[]}): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const announced = useRef(0);
  const lastSaid = useRef(0);
  const [said, setSaid] = useState('');
  const count = lines.length;
  const linesRef = useRef(lines);
  linesRef.current = lines;

  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    // A reset clears the Console: start counting again.
    if (count < announced.current) announced.current = 0;
    if (count === announced.current) return undefined;
    const wait = Math.max(0, lastSaid.current + ANNOUNCE_MS - Date.now());
    const timer = setTimeout(() => {
      const all = linesRef.current;
      setSaid(announcement(all.slice(announced.current)));
      announced.current = all.length;
      lastSaid.current = Date.now();
    }, wait);
    return () => clearTimeout(timer);
  }, [count]);

  const shown = lines.slice(-SHOWN_LINES);
  return (
    <div className={styles.console}>
      <Heading as="h3" className={styles.heading}>
        Console
      </Heading>
      {/* Focusable so that keyboard users can scroll it. */}
      <div ref={box} className={styles.lines} tabIndex={0} role="region" aria-label="Console lines">
        {shown.length ? (
          <ol>
            {shown.map((l, i) => (
              <li key={`${lines.length - shown.length + i}`}>
                <span className={styles.stamp}>{clockOf(l)}</span> {l.text}
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>No Console line yet.</p>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
