import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import DropdownNavbarItemDesktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type DropdownNavbarItemDesktopType from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {menuOpened, registerMenu} from '@site/src/lib/navbarMenus';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DropdownNavbarItemDesktopType>;

/**
 * Learn and Resources join the one-menu-at-a-time rule (src/lib/navbarMenus.ts).
 * They open on hover (CSS) or pinned by Enter, Space or a tap; pointing at or
 * pressing one closes the other menus. The original keeps its pinned state to
 * itself, and a new mount starts closed: closing it from outside mounts it anew.
 */
export default function DropdownNavbarItemDesktopWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [mount, setMount] = useState(0);
  useEffect(
    () =>
      registerMenu(ref, () => {
        if (ref.current?.querySelector('[aria-expanded="true"]')) setMount((m) => m + 1);
      }),
    [],
  );
  return (
    <div
      ref={ref}
      className={styles.contents}
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') menuOpened(ref);
      }}
      onPointerDown={() => menuOpened(ref)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') menuOpened(ref);
      }}>
      <DropdownNavbarItemDesktop key={mount} {...props} />
    </div>
  );
}
