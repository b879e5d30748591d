import React, {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import clsx from 'clsx';
import {
  keepStaticHtml,
  staticPartClass,
  useStaticOnFirstLoad,
} from '@site/src/perf/static-parts/staticHtml';
import styles from './styles.module.css';

type Props = ComponentProps<typeof CodeBlockType>;

// Prism and the theme's code block arrive in their own chunk (see src/perf/lazy-prism),
// not in every page's main.js. The build renders them, so the static HTML is highlighted.
let loaded: ComponentType<Props> | undefined;
const load = (): Promise<ComponentType<Props>> =>
  import('./Highlighted').then((m) => (loaded = m.default));
/**
 * A static part's `prepare` (src/perf/static-parts): loads the highlighter first
 * if the part has code blocks, so that they render highlighted at once.
 */
export const prepareCodeBlocks = (part: Element): Promise<unknown> =>
  part.querySelector('.theme-code-block') ? load() : Promise.resolve();
const LazyHighlighted = lazy(() => load().then((c) => ({default: c})));
// The build loads it before it renders a page: a page rendered while it was still loading
// got the plain fallback in its HTML, and the highlighted block in a hidden element that
// an inline script of React's swaps in.
if (typeof window === 'undefined') void load();

// The build's highlighted HTML is held as it is (src/perf/static-parts/staticHtml.ts) rather than in a
// Suspense boundary waiting for the chunk: Docusaurus updates context right after
// hydration, and React then gives up on a boundary still waiting and shows its fallback,
// so the code flashed unhighlighted.

/**
 * The theme's CodeBlock, without Prism in the first load. On a page's first load the
 * build's highlighted HTML stays untouched until a visitor comes to the block: the
 * pointer (a tap too) or the keyboard's focus. The theme's component then takes its
 * place with the same markup and adds the copy and wrap buttons, which the theme never
 * puts in the static HTML and shows only on hover or focus. Not loading it when idle
 * keeps the chunk's evaluation, one task of 120–160 ms at 4× CPU (most of it
 * prism-react-renderer setting up its grammars), out of the page's load (reports/budgets.md).
 * In dark mode the static block takes the dark theme's colours from the
 * stylesheet (src/perf/lazy-prism/darkCss.ts). After a client-side navigation the plain text shows until the chunk
 * arrives, if it has not already.
 */
export default function CodeBlock(props: Props): ReactNode {
  const [isStatic, setIsStatic] = useStaticOnFirstLoad(loaded !== undefined);
  const [wanted, setWanted] = useState(false);
  const [tapped, setTapped] = useState(false);
  const part = useRef<HTMLDivElement>(null);
  // The static <pre> (scrollable, so focusable) had focus: its rendered twin takes it.
  const focused = useRef(false);
  useEffect(() => {
    if (!isStatic || !wanted) return undefined;
    let live = true;
    void load().then(() => live && setIsStatic(false));
    return () => {
      live = false;
    };
  }, [isStatic, setIsStatic, wanted]);
  useEffect(() => {
    if (isStatic || !focused.current) return;
    focused.current = false;
    part.current?.querySelector('pre')?.focus();
  }, [isStatic]);

  if (isStatic)
    return (
      <div
        ref={part}
        className={staticPartClass}
        onPointerEnter={(e) => {
          setTapped(e.pointerType !== 'mouse');
          setWanted(true);
        }}
        onFocus={() => {
          focused.current = true;
          setWanted(true);
        }}
        {...keepStaticHtml}
      />
    );
  const Highlighted = loaded;
  return (
    <div ref={part} className={clsx(staticPartClass, tapped && styles.tapped)}>
      {Highlighted ? (
        <Highlighted {...props} />
      ) : (
        <Suspense
          fallback={
            <pre className="prism-code">
              <code>{typeof props.children === 'string' ? props.children : null}</code>
            </pre>
          }>
          <LazyHighlighted {...props} />
        </Suspense>
      )}
    </div>
  );
}
