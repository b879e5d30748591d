import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {iconSvgProps, type IconProps} from '@site/src/components/Icon/svgProps';

/**
 * A decorative icon from the site's sprite (drawn from lucide-react at build
 * time by src/plugins/icon-sprite). For parts that render after the page has
 * loaded, such as the Capabilities menu: the sprite costs no script bytes, but
 * the browser loads it as an SVG document of its own, which a page's first
 * paint should not wait on (src/components/Icon draws inline instead).
 */
export default function SpriteIcon({name, ...rest}: IconProps): ReactNode {
  const sprite = useBaseUrl('/img/icons.svg');
  return (
    <svg {...iconSvgProps(rest)}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
