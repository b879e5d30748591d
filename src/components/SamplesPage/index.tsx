import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {Card, Cards} from '@site/src/components/PostCards';
import {externalConfig} from '@site/src/lib/externalConfig';
import {projectDownloadHref, studioImportUrl} from '@site/src/lib/projectLinks';
import type {SampleEntry} from '@site/src/plugins/samples/types';
import {STUDIO_UI} from '@site/src/data/studio';
import styles from './styles.module.css';

/** A sample as a gallery card: its graph, devices and blocks, the page that explains it, and the file. */
function Sample({sample}: {sample: SampleEntry}): ReactNode {
  const {studioUrl} = externalConfig();
  return (
    <Card
      title={sample.name}
      to={sample.page.to}
      description={sample.demonstrates}
      thumbnail={sample.thumbnail}
      devices={sample.devices}
      badges={sample.blocks.map((b) => (b.count > 1 ? `${b.title} ×${b.count}` : b.title))}
      badgesLabel="Blocks"
      meta={[`Explained in ${sample.page.label}`]}
      actions={
        <>
          {/* A download of inline data, not a navigation: Link would treat the data: URL as an external page. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a
            className="button button--sm button--secondary"
            href={projectDownloadHref(sample.json)}
            download={sample.fileName}>
            Download {sample.fileName}
          </a>
          <Link
            className="button button--sm button--primary"
            href={studioImportUrl(studioUrl, sample.json)}
            aria-label={`Open in Studio: ${sample.name}`}>
            Open in Studio
          </Link>
        </>
      }
    />
  );
}

/** /samples/, created by src/plugins/samples from src/data/samples.ts. */
export default function SamplesPage({samples}: {samples: SampleEntry[]}): ReactNode {
  return (
    <Layout
      title="Sample projects"
      description="Tessera sample projects to download or open in Studio: what each demonstrates, the blocks it uses, the devices it runs on and the page that explains it.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Sample projects</Heading>
        <p className={styles.lead}>
          Each sample is a project file you can open in Tessera Studio and run in the simulator at
          once. The devices listed are those on which every block of the sample runs; the page
          linked under each one explains it block by block.
        </p>
        {/* /examples offers project files too: say what each page is for. */}
        <p>
          These are the projects that the docs and other pages of this site draw and explain;
          applications written up on a page each, with the problem they solve, their wiring and
          variations to try, are in the <Link to="/examples">examples</Link>.
        </p>
        <p>
          To use a downloaded file, choose <strong>{STUDIO_UI.importProject}</strong> in Studio.{' '}
          <strong>Open in Studio</strong> does the same in one click: the project travels in the
          link itself and is not uploaded anywhere until you save it to a workspace.
        </p>
        <Cards>
          {samples.map((s) => (
            <Sample key={s.fileName} sample={s} />
          ))}
        </Cards>
      </main>
    </Layout>
  );
}
