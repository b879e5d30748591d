import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import FormPage from '@site/src/components/FormPage';
import {DeviceName} from '@site/src/components/DeviceName';

export default function DemoRequest(): ReactNode {
  return (
    <FormPage
      form="demo"
      title="Request a demo"
      description="Book a 45-minute Tessera demo with an engineer: your use case built as a block graph, run in the simulator or on a BP-01, and your questions answered."
      lead="A 45-minute video call with a Tessera engineer, built around your use case: we wire it as a block graph in Studio, run it, and answer your questions about hardware, protocols and rollout."
      aside={
        <>
          <Heading as="h2">What the demo covers</Heading>
          <ul>
            <li>Your use case built live as a block graph in Tessera Studio.</li>
            <li>
              The graph running in the simulator, or on a <DeviceName>BP-01</DeviceName> on our
              bench.
            </li>
            <li>The web dashboard, LUIS and Tessera Cloud views of the same device.</li>
            <li>The hardware and features your project needs, and their limits.</li>
          </ul>
          <Heading as="h2">Before the call</Heading>
          <p>
            Open the <Link to="/demo">greenhouse demo project</Link> in Studio: it runs in your
            browser with no hardware, so you can bring questions about what you tried.
          </p>
        </>
      }
    />
  );
}
