/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `theme/Navbar/MobileSidebar/Toggle`.
 * Why: the button reports the visitor's intent to open the navigation (hover,
 * focus, press) before the click, so that the drawer, which
 * src/theme/Navbar/MobileSidebar mounts on that intent, is in the page when the
 * click opens it. A wrapping element cannot carry the handlers: Infima gives
 * the button `display: inherit` on phones. Changed lines are marked `tessera:`.
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/Navbar/MobileSidebar/Toggle/index.js sha256:daa023d1c382
 */
import React, {type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import {signalMobileSidebarIntent} from '@site/src/lib/mobileSidebarIntent';

export default function MobileSidebarToggle(): ReactNode {
  const {toggle, shown} = useNavbarMobileSidebar();
  return (
    <button
      onClick={toggle}
      // tessera: intent to open, ahead of the click.
      onPointerEnter={signalMobileSidebarIntent}
      onPointerDown={signalMobileSidebarIntent}
      onFocus={signalMobileSidebarIntent}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description: 'The ARIA label for hamburger menu button of mobile navigation',
      })}
      aria-expanded={shown}
      className="navbar__toggle clean-btn"
      type="button">
      <IconMenu />
    </button>
  );
}
