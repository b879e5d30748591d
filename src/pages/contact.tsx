import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import FormPage from '@site/src/components/FormPage';
import {externalConfig} from '@site/src/lib/externalConfig';

export default function Contact(): ReactNode {
  const external = externalConfig();
  return (
    <FormPage
      form="contact"
      title="Contact us"
      description="Ask Tessera's team about pricing, hardware support, partnerships or a technical question, and get an answer from an engineer within one working day."
      lead="Questions about pricing, a board you want supported, or whether Tessera fits your project: an engineer reads every message and answers within one working day."
      aside={
        <>
          <Heading as="h2">What happens next</Heading>
          <ol>
            <li>Your message reaches the sales engineers, not a ticket queue.</li>
            <li>You get a reply at your work address within one working day (Monday to Friday).</li>
            <li>If a call helps, the reply proposes times; you can also book one yourself.</li>
          </ol>
          <Heading as="h2">Other ways in</Heading>
          <ul>
            <li>
              <Link href={external.demoCalendarUrl}>Book a call in our calendar</Link>
            </li>
            <li>
              <Link to="/demorequest">Request a guided demo</Link>
            </li>
            <li>
              Technical help with a running project:{' '}
              <Link to="/docs/tips/troubleshooting">troubleshooting</Link> and the{' '}
              <Link to="/docs/intro">documentation</Link>
            </li>
            <li>
              A board or protocol Tessera does not support yet:{' '}
              <Link to="/docs/hardware/request">request a board</Link> or{' '}
              <Link to="/docs/protocols/request">a protocol</Link>
            </li>
          </ul>
        </>
      }
    />
  );
}
