/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `theme/Logo`.
 * Why: the original draws the logo as two `<img>` (light and dark SVG files),
 * and Chromium builds an isolated SVG document for every SVG it paints as an
 * image: 10–40 ms of main thread per file on the CI machine, in every page's
 * load (four times that under Lighthouse's mobile CPU). The mark is drawn
 * inline instead, one element for both themes, from src/data/brand.ts; the
 * link, alt text and title work as before (`tessera:` below).
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/Logo/index.js sha256:60c64ce82ec8
 */
import React, {type CSSProperties, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Logo';
import {MARK_COLOURS, MARK_TILE, MARK_TILES} from '@site/src/data/brand';
import styles from './styles.module.css';

// tessera: the tones as custom properties; the stylesheet picks light or dark.
const TONES = Object.fromEntries(
  (['light', 'dark'] as const).flatMap((theme) =>
    Object.entries(MARK_COLOURS[theme]).map(([tone, colour]) => [
      `--mark-${theme}-${tone}`,
      colour,
    ]),
  ),
) as CSSProperties;

// tessera: replaces LogoThemedImage.
function Mark({alt, className}: {alt: string; className?: string}): ReactNode {
  return (
    <svg
      viewBox="0 0 32 32"
      width={32}
      height={32}
      className={className}
      style={TONES}
      {...(alt ? {role: 'img', 'aria-label': alt} : {'aria-hidden': true})}>
      {MARK_TILES.map(({x, y, tone}) => (
        <rect
          key={`${x},${y}`}
          x={x}
          y={y}
          width={MARK_TILE.size}
          height={MARK_TILE.size}
          rx={MARK_TILE.radius}
          className={styles[tone]}
        />
      ))}
    </svg>
  );
}

export default function Logo(props: Props): ReactNode {
  const {
    siteConfig: {title},
  } = useDocusaurusContext();
  const {
    navbar: {title: navbarTitle, logo},
  } = useThemeConfig();
  const {imageClassName, titleClassName, ...propsRest} = props;
  const logoLink = useBaseUrl(logo?.href || '/');
  // If visible title is shown, fallback alt text should be
  // an empty string to mark the logo as decorative.
  const fallbackAlt = navbarTitle ? '' : title;
  const alt = logo?.alt ?? fallbackAlt;
  return (
    <Link to={logoLink} {...propsRest} {...(logo?.target && {target: logo.target})}>
      {imageClassName ? (
        <div className={imageClassName}>
          <Mark alt={alt} className={styles.mark} />
        </div>
      ) : (
        <Mark alt={alt} className={`${styles.mark} ${styles.spaced}`} />
      )}
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
