import React, {type ReactNode} from 'react';
import CookieBanner from '@site/src/components/CookieBanner';

/** Root wrapper (a new component, not a swizzle of an existing one): adds the cookie banner to every page. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <CookieBanner />
    </>
  );
}
