import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import CtaBand from '@site/src/components/CtaBand';
import StaticPart from '@site/src/perf/static-parts';
import {externalConfig} from '@site/src/lib/externalConfig';

type Props = WrapperProps<typeof FooterType>;

/**
 * Wraps the stock footer to put the site-wide call to action above it (SPEC.md §1).
 * On a page's first load both stay as the build rendered them, unhydrated
 * (src/perf/static-parts): nothing in them changes, and their links navigate
 * through the router from one delegated handler.
 */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <StaticPart>
      <CtaBand
        title="Build your first application today"
        text="Follow the tutorials in the simulator with no hardware, or talk to us about your devices and your site."
        actions={[
          {label: 'View Tutorials', to: '/tutorials/introduction', primary: true},
          {label: 'Get in Touch', href: externalConfig().demoCalendarUrl},
        ]}
      />
      <Footer {...props} />
    </StaticPart>
  );
}
