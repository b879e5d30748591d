import type {SVGProps} from 'react';
import type {IconName} from '@site/src/data/icons';

/** What Icon and SpriteIcon take. */
export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/**
 * The `<svg>` attributes of a lucide icon, shared by Icon and SpriteIcon. A
 * module of its own: SpriteIcon is in every page's main.js, and importing it
 * from Icon would bring every icon's markup there. The text beside an icon
 * carries the meaning, so the icon is hidden from assistive tech.
 */
export function iconSvgProps({
  size = 20,
  className,
}: Omit<IconProps, 'name'>): SVGProps<SVGSVGElement> {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    className,
    'aria-hidden': 'true',
    focusable: 'false',
  };
}
