import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CardGrid, {type Card} from '@site/src/components/CardGrid';
import Hero from '@site/src/components/Hero';
import {DEVICES} from '@site/src/data/hardware';
import {INDUSTRIES, PLATFORM_PAGES} from '@site/src/data/industries';
import HeroGraph from './_home/hero-graph.mdx';
import StudioPicture from './_home/studio-picture.mdx';
import DashboardPicture from './_home/dashboard-picture.mdx';
import Heading from '@theme/Heading';
import styles from './_home/styles.module.css';
import {externalConfig} from '@site/src/lib/externalConfig';
import {useSiteIndex} from '@site/src/plugins/site-index/useSiteIndex';
import type {LatestEntry} from '@site/src/plugins/site-index/types';
import {formatUtcDate} from '@site/src/lib/dates';

const STEPS: Card[] = [
  {
    icon: 'blocks',
    title: '1. Build from blocks',
    description:
      'Drag blocks onto a canvas in Tessera Studio and wire outputs to inputs: a timer, a sensor, a threshold, a relay. No firmware code.',
  },
  {
    icon: 'cpu',
    title: '2. Deploy to the device',
    description:
      'Test the graph in the simulator, then deploy it over USB or the LAN with Tessera Link. Tessera Runtime executes it on the controller.',
  },
  {
    icon: 'layout-dashboard',
    title: '3. Monitor and control',
    description:
      'Watch and change it from the web dashboard the device serves, from LUIS on your phone, or across a fleet in Tessera Cloud.',
  },
];

/** Capabilities shown per group on the home page; the Capabilities menu and /elements list them all. */
const HOME_CAPABILITIES = 8;

function toCards(entries: LatestEntry[]): Card[] {
  return entries.map((e) => ({
    title: e.title,
    description: e.description,
    to: e.url,
    meta: formatUtcDate(e.date),
  }));
}

export default function Home(): ReactNode {
  const external = externalConfig();
  const {capabilities, latest} = useSiteIndex();
  return (
    <Layout
      title="The No Code IoT Platform"
      description="Tessera is a no-code platform for building device monitoring and control applications from visual blocks, and running them on embedded controllers.">
      <main>
        <Hero
          eyebrow="Tessera"
          title="The No Code IoT Platform"
          lead="Build monitoring and control applications for embedded devices by wiring blocks in your browser, then run them on BP-01, CP-02, CP-03 and TBT controllers."
          aside={<HeroGraph />}>
          <Link className="button button--primary button--lg" href={external.signUpUrl}>
            Sign Up
          </Link>
          <Link className="button button--secondary button--lg" to="/tutorials/introduction">
            View Tutorials
          </Link>
          <Link className="button button--secondary button--lg" href={external.demoCalendarUrl}>
            Schedule a Demo
          </Link>
        </Hero>
        <CardGrid title="How it works" cards={STEPS} />
        <section className={styles.product}>
          <div className="container">
            <Heading as="h2">From the canvas to the dashboard</Heading>
            <p className={styles.intro}>
              One project, two views: the block graph you wire in Tessera Studio, and the tab its
              dashboard blocks make on the web dashboard the device serves.
            </p>
            <StudioPicture />
            <DashboardPicture />
          </div>
        </section>
        {capabilities.map(({group, items}) =>
          items.length > 0 ? (
            <CardGrid
              key={group}
              title={group === 'monitoring' ? 'Monitoring capabilities' : 'Control capabilities'}
              intro={
                group === 'monitoring'
                  ? 'What a Tessera device can watch, with the sensors, wiring and blocks for each.'
                  : 'What a Tessera device can drive, from relays and valves to lights and door locks.'
              }
              columns={4}
              cards={items.slice(0, HOME_CAPABILITIES).map((i) => ({
                title: i.title,
                description: i.description,
                to: i.url,
                icon: i.icon,
              }))}
              more={{label: 'All capabilities', to: '/elements'}}
            />
          ) : null,
        )}
        <CardGrid
          title="Industry solutions"
          intro="How a whole site comes together: the devices, the application graph, the rollout and what to measure."
          cards={INDUSTRIES.map((i) => ({
            title: i.title,
            description: i.summary,
            to: i.to,
            icon: i.icon,
          }))}
          more={{label: 'All solutions', to: '/solutions'}}
        />
        <CardGrid
          title="The platform"
          cards={PLATFORM_PAGES.map((p) => ({
            title: p.title,
            description: p.summary,
            to: p.to,
            icon: p.icon,
          }))}
        />
        <CardGrid
          title="The hardware family"
          intro="Four controllers run Tessera Runtime. Pick by the inputs, outputs and display your site needs."
          columns={4}
          cards={DEVICES.map((d) => ({title: d.name, meta: d.kind, description: d.summary}))}
        />
        {latest.tutorials.length > 0 && (
          <CardGrid
            title="Latest tutorials"
            columns={3}
            cards={toCards(latest.tutorials)}
            more={{label: 'All tutorials', to: '/tutorials'}}
          />
        )}
        {latest.blog.length > 0 && (
          <CardGrid
            title="From the blog"
            columns={3}
            cards={toCards(latest.blog)}
            more={{label: 'All posts', to: '/blog'}}
          />
        )}
      </main>
    </Layout>
  );
}
