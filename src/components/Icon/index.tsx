import React, {type ReactNode} from 'react';
import type {IconName} from '@site/src/data/icons';
import {ICON_MARKUP} from './markup.generated';

/**
 * A decorative icon, drawn inline from its markup (src/plugins/icon-sprite
 * writes it from lucide-react). Inline, it costs the page no request and no
 * SVG document of its own, unlike the sprite (src/components/SpriteIcon), at
 * about 3 KB gzip of markup in the chunk of whatever uses it: use it in what a
 * page paints first, not in parts every page carries. React sets the markup
 * and never hydrates it. The text beside it carries the meaning, so it is
 * hidden from assistive tech.
 */
export default function Icon({
  name,
  size = 20,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{__html: ICON_MARKUP[name]}}
    />
  );
}
