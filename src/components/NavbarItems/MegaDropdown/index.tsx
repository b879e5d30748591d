import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import SpriteIcon from '@site/src/components/SpriteIcon';
import {useSiteIndex} from '@site/src/plugins/site-index/useSiteIndex';
import {CAPABILITY_GROUP_LABELS as GROUP_LABELS} from '@site/src/plugins/site-index/types';
import {menuOpened, registerMenu} from '@site/src/lib/navbarMenus';
import styles from './styles.module.css';

export interface Props {
  label: string;
  /** Link for "all capabilities" at the foot of the panel. */
  to: string;
  mobile?: boolean;
  /** Passed by the mobile sidebar so that following a link closes it. */
  onClick?: () => void;
  position?: 'left' | 'right';
  className?: string;
}

function Groups({onNavigate, idPrefix}: {onNavigate?: () => void; idPrefix: string}): ReactNode {
  const {capabilities} = useSiteIndex();
  // A group with no pages yet is left out rather than shown empty.
  return capabilities
    .filter(({items}) => items.length > 0)
    .map(({group, items}) => (
      <section key={group} className={styles.group} aria-labelledby={`${idPrefix}-${group}`}>
        <p id={`${idPrefix}-${group}`} className={styles.groupTitle}>
          {GROUP_LABELS[group]}
        </p>
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.url}>
              <Link to={item.url} className={styles.item} onClick={onNavigate}>
                <SpriteIcon name={item.icon} className={styles.icon} />
                <span>
                  <span className={styles.itemTitle}>{item.title}</span>
                  <span className={styles.itemDescription}>{item.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    ));
}

function MobileMegaDropdown({label, to, onClick}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className={clsx('menu__list-item', !open && 'menu__list-item--collapsed')}>
      <button
        type="button"
        className={clsx(
          'menu__link menu__link--sublist menu__link--sublist-caret clean-btn',
          styles.mobileToggle,
        )}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      <div id={panelId} hidden={!open} className={styles.mobilePanel}>
        <Groups onNavigate={onClick} idPrefix={`${panelId}-m`} />
        <Link to={to} className={styles.all} onClick={onClick}>
          All capabilities
        </Link>
      </div>
    </li>
  );
}

function DesktopMegaDropdown({label, to, className}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  // The 21 capability links are rendered on the first sign of intent (pointer
  // over the button, focus, or a click), not with every page: hydrating them
  // cost each page's first load a long task for a panel most visitors never
  // open. Crawlers find the same links on /elements, the home page and the footer.
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const {pathname} = useLocation();
  // Opened by a mouse hovering (as Learn and Resources open), the panel closes
  // when the pointer leaves; a click, a key or a tap pins it open until a click
  // outside or Esc. The short delay lets the pointer cross the gap to the panel.
  const hovered = useRef(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = useCallback((returnFocus: boolean) => {
    hovered.current = false;
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const onPointerEnter = (e: React.PointerEvent) => {
    want();
    if (e.pointerType !== 'mouse') return;
    clearTimeout(leaveTimer.current);
    if (!open) {
      hovered.current = true;
      setOpen(true);
    }
  };
  const onPointerLeave = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse' || !hovered.current) return;
    leaveTimer.current = setTimeout(() => close(false), 200);
  };
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  // One navbar menu at a time: opening closes Learn or Resources, and they close this.
  useEffect(() => registerMenu(rootRef, () => close(false)), [close]);
  useEffect(() => {
    if (open) menuOpened(rootRef);
  }, [open]);

  // A route change closes the panel.
  useEffect(() => {
    hovered.current = false;
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close(true);
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close]);

  return (
    <div
      ref={rootRef}
      className={clsx('navbar__item', styles.root, className)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx('navbar__link clean-btn', styles.toggle)}
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={want}
        onClick={() => {
          want();
          // A click on a panel the mouse opened keeps it open (pinned), as it
          // does on the theme's dropdowns; otherwise a click toggles it.
          const pin = hovered.current && open;
          hovered.current = false;
          if (!pin) setOpen((o) => !o);
        }}>
        {label}
        <span className={clsx(styles.caret, open && styles.caretOpen)} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {(open || wanted) && (
          <>
            <div className={styles.groups}>
              <Groups idPrefix={panelId} />
            </div>
            <Link to={to} className={styles.all}>
              All capabilities →
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The Capabilities mega-dropdown: a disclosure (button + panel) rather than an
 * ARIA menu, so links keep their normal Tab order and screen readers announce
 * them as links. Registered as the `custom-megaDropdown` navbar item type.
 */
export default function MegaDropdown(props: Props): ReactNode {
  return props.mobile ? <MobileMegaDropdown {...props} /> : <DesktopMegaDropdown {...props} />;
}
