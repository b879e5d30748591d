import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import {ListHeader} from '@site/src/theme/BlogListPage';
import {Gallery} from './index';

/** /examples/devices/<id>: the examples that run on one device (src/plugins/examples-gallery). */
export default function ExamplesDevicePage({
  items,
  device,
}: {
  items: Props['items'];
  device: {id: string; name: string};
}): ReactNode {
  const title = `Examples that run on ${device.name}`;
  const description = `${items.length} Tessera example${items.length === 1 ? '' : 's'} whose every block runs on ${device.name}: the problem, the block graph and how it works.`;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}>
      <PageMetadata title={title} description={description} />
      {/* A filtered list, like a tag's page: search leaves it out for the examples themselves. */}
      <SearchMetadata tag="blog_tags_posts" />
      <Layout>
        <main className="container margin-vert--lg">
          <ListHeader title={title} description={description} />
          <Gallery items={items} filter={{device: device.id}} />
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
