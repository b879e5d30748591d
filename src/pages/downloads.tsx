import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {ProductDownloads, useVisitorPlatform} from '@site/src/components/Downloads';
import {DeviceName} from '@site/src/components/DeviceName';
import {DOWNLOADS, PLATFORM_LABELS} from '@site/src/data/downloads';

/** A real file name for the checksum commands: the newest BP-01 runtime image. */
const SAMPLE_FILE =
  DOWNLOADS.find((p) => p.id === 'runtime')?.releases[0].files.find((f) => f.device === 'bp-01')
    ?.file?.name ?? '';

export default function Downloads(): ReactNode {
  const platform = useVisitorPlatform();
  return (
    <Layout
      title="Downloads"
      description="Tessera Studio desktop, Tessera Link, LUIS, the ADK, runtime firmware for BP-01, CP-02, CP-03 and TBT, and USB drivers, with sizes and SHA-256 checksums.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Downloads</Heading>
        <p>
          Tessera Studio runs in your browser and needs no download. This page has what runs
          elsewhere: the desktop editor for offline work, the browser extension, the mobile app, the
          kit for your own boards, runtime images and drivers. Every file has its{' '}
          <DeviceName>SHA-256</DeviceName> checksum: compare it before you install or flash.
        </p>
        <p aria-live="polite">
          {platform
            ? `Files for your system (${PLATFORM_LABELS[platform]}) are marked “Your system”.`
            : 'Each file names the system it is for.'}
        </p>
        <nav aria-label="Products on this page">
          <ul>
            {DOWNLOADS.map((p) => (
              <li key={p.id}>
                <Link to={`#${p.id}`}>{p.title}</Link>, version {p.releases[0].version}
              </li>
            ))}
          </ul>
        </nav>
        {DOWNLOADS.map((p) => (
          <ProductDownloads key={p.id} product={p} platform={platform} />
        ))}
        <section className="margin-top--xl">
          <Heading as="h2" id="verify">
            Check a download
          </Heading>
          <p>
            Compute the file’s <DeviceName>SHA-256</DeviceName> and compare it with the value in the
            table, character by character. A different value means a broken or altered download:
            delete it and download it again. Runtime images are also signed, and a device refuses an
            image whose signature does not match.
          </p>
          <CodeBlock language="bash" title="Linux">
            {`sha256sum ${SAMPLE_FILE}`}
          </CodeBlock>
          <CodeBlock language="bash" title="macOS">
            {`shasum -a 256 ${SAMPLE_FILE}`}
          </CodeBlock>
          <CodeBlock language="text" title="Windows (PowerShell)">
            {`Get-FileHash .\\${SAMPLE_FILE} -Algorithm SHA256`}
          </CodeBlock>
        </section>
      </main>
    </Layout>
  );
}
