import React, {type ReactNode} from 'react';
import LandingPage from '@site/src/components/LandingPage';
import Body, {meta} from '../_landing/features-webdashboard.mdx';

export default function Page(): ReactNode {
  return (
    <LandingPage meta={meta}>
      <Body />
    </LandingPage>
  );
}
