import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import type {TOCItem} from '@docusaurus/mdx-loader';
import CtaBand, {type CtaAction} from '@site/src/components/CtaBand';
import Hero from '@site/src/components/Hero';
import {externalConfig} from '@site/src/lib/externalConfig';
import styles from './styles.module.css';

/** What a page body in `src/pages/_landing/*.mdx` exports as `meta`. */
export interface LandingMeta {
  title: string;
  description: string;
  eyebrow: string;
  lead: string;
}

/**
 * The shell of the capability, industry and demo pages: hero, the MDX body
 * as an article, and an optional closing call to action. The body carries the content;
 * the shell keeps every such page laid out the same way.
 */
export default function LandingPage({
  meta,
  actions,
  cta,
  toc = [],
  children,
}: {
  meta: LandingMeta;
  /** Buttons in the hero; defaults to Sign Up and View Tutorials. */
  actions?: CtaAction[];
  /** A closing band above the footer's own, for a page-specific next step. */
  cta?: {title: string; text: string; actions: CtaAction[]};
  /** The body's headings (the `toc` its MDX exports): a table of contents beside it on a wide screen. */
  toc?: readonly TOCItem[];
  children: ReactNode;
}): ReactNode {
  const external = externalConfig();
  const heroActions = actions ?? [
    {label: 'Sign Up', href: external.signUpUrl, primary: true},
    {label: 'View Tutorials', to: '/tutorials/introduction'},
  ];
  return (
    <Layout title={meta.title} description={meta.description}>
      {/* The hero's h1 and actions belong in main, where a jump to the main landmark lands. */}
      <main>
        <Hero eyebrow={meta.eyebrow} title={meta.title} lead={meta.lead}>
          {heroActions.map((a) => (
            <Link
              key={a.label}
              to={a.to}
              href={a.href}
              className={`button button--lg ${a.primary ? 'button--primary' : 'button--secondary'}`}>
              {a.label}
            </Link>
          ))}
        </Hero>
        <div className={`container ${styles.body}`}>
          <div className="row">
            {/* MDXContent: the body's Markdown gets the theme's components, as a doc's does (tables that stack on a phone, headings with anchors). */}
            <article className="col markdown">
              <MDXContent>{children}</MDXContent>
            </article>
            {/* The theme's table of contents, as beside a doc; it hides itself below 997 px. */}
            {toc.length > 0 && (
              <div className="col col--3">
                <TOC toc={toc} />
              </div>
            )}
          </div>
        </div>
      </main>
      {cta && <CtaBand className={styles.cta} {...cta} />}
    </Layout>
  );
}
