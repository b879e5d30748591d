import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {IconName} from '@site/src/data/icons';

/**
 * A decorative icon from the site's sprite (drawn from lucide-react at build
 * time by src/plugins/icon-sprite). For parts that render after the page has
 * loaded, such as the Capabilities menu: the sprite costs no script bytes, but
 * the browser loads it as an SVG document of its own, which a page's first
 * paint should not wait on (src/components/Icon draws inline instead). The
 * text beside it carries the meaning, so it is hidden from assistive tech.
 */
export default function SpriteIcon({
  name,
  size = 20,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}): ReactNode {
  const sprite = useBaseUrl('/img/icons.svg');
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
      focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
