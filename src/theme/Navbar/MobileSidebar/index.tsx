/**
 * Wraps the theme's mobile navigation drawer so that it mounts on the first
 * intent to open it (src/theme/Navbar/MobileSidebar/Toggle) rather than on
 * every page load on a phone. The theme mounts it, hidden, as soon as the
 * window is phone-sized: on a block page that rendered the docs sidebar a
 * second time and prefetched the chunks of every link in it, two long tasks
 * right after hydration (about 300 ms under Lighthouse's 4× mobile CPU).
 * Mounting on intent, before the click, keeps the slide-in transition.
 */
import React, {useState, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useMobileSidebarIntent} from '@site/src/lib/mobileSidebarIntent';

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const intent = useMobileSidebarIntent();
  const [mounted, setMounted] = useState(false);
  // Once mounted it stays mounted, so closing animates and state survives.
  if ((shown || intent) && !mounted) setMounted(true);
  return mounted || shown ? <NavbarMobileSidebar /> : null;
}
