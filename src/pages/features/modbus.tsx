import React, {type ReactNode} from 'react';
import LandingPage from '@site/src/components/LandingPage';
import Body, {meta, toc} from '../_landing/features-modbus.mdx';

export default function Page(): ReactNode {
  return (
    <LandingPage meta={meta} toc={toc}>
      <Body />
    </LandingPage>
  );
}
