import React, {type ReactNode} from 'react';
import LandingPage from '@site/src/components/LandingPage';
import {externalConfig} from '@site/src/lib/externalConfig';
import Body, {meta, toc} from './_landing/demo.mdx';

export default function Demo(): ReactNode {
  const external = externalConfig();
  return (
    <LandingPage
      meta={meta}
      toc={toc}
      actions={[
        {label: 'Open in Studio', href: external.demoProjectUrl, primary: true},
        {label: 'Request a guided demo', to: '/demorequest'},
      ]}>
      <Body />
    </LandingPage>
  );
}
