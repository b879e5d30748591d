import React, {type ReactNode} from 'react';
import {ICON_MARKUP} from './markup.generated';
import {iconSvgProps, type IconProps} from './svgProps';

/**
 * A decorative icon, drawn inline from its markup (src/plugins/icon-sprite
 * writes it from lucide-react). Inline, it costs the page no request and no
 * SVG document of its own, unlike the sprite (src/components/SpriteIcon), at
 * about 3 KB gzip of markup in the chunk of whatever uses it: use it in what a
 * page paints first, not in parts every page carries. React sets the markup
 * and never hydrates it.
 */
export default function Icon({name, ...rest}: IconProps): ReactNode {
  return <svg {...iconSvgProps(rest)} dangerouslySetInnerHTML={{__html: ICON_MARKUP[name]}} />;
}
