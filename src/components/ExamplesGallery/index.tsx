import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
// The swizzled list page by its file, whose props take the list to show.
import BlogListPage from '@site/src/theme/BlogListPage';
import PostCards from '@site/src/components/PostCards';
import type {Props} from '@theme/BlogListPage';
import gallery from '@generated/examples-gallery/default/gallery.json';
import type {GalleryData, GalleryFilter} from '@site/src/plugins/examples-gallery/types';
import {DEVICE_NAME_CLASS} from '@site/src/lib/deviceNames';
import {withDeviceNames} from '@site/src/components/DeviceName';
import styles from './styles.module.css';

const data: GalleryData = gallery;

function Choice({
  to,
  current,
  children,
}: {
  to: string;
  current: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <li>
      <Link
        to={to}
        className={clsx(styles.choice, current && styles.current)}
        aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
}

/**
 * The filters: each choice is a link to its own pre-rendered page (a tag's or
 * a device's), so they work without JavaScript, and a filtered view has an
 * address to share. One filter at a time: a device's page lists every example
 * that runs on it, a tag's every example with that tag.
 */
function Filters({filter}: {filter: GalleryFilter}): ReactNode {
  const none = !('tag' in filter) && !('device' in filter);
  return (
    <nav className={styles.filters} aria-label="Filter examples">
      <div className={styles.group}>
        <span className={styles.legend}>Device</span>
        <ul className={styles.choices}>
          <Choice to="/examples" current={none}>
            All ({data.total})
          </Choice>
          {data.devices.map((d) => (
            <Choice
              key={d.id}
              to={d.permalink}
              current={'device' in filter && filter.device === d.id}>
              <span className={DEVICE_NAME_CLASS}>{d.name}</span> ({d.count})
            </Choice>
          ))}
        </ul>
      </div>
      <div className={styles.group}>
        <span className={styles.legend}>Tag</span>
        <ul className={styles.choices}>
          {data.tags.map((t) => (
            <Choice key={t.key} to={t.permalink} current={'tag' in filter && filter.tag === t.key}>
              {withDeviceNames(t.label)} ({t.count})
            </Choice>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** The examples a page lists, under the filters that lead to every other selection. */
export function Gallery({
  items,
  filter,
}: {
  items: Props['items'];
  filter: GalleryFilter;
}): ReactNode {
  const tagLabel = 'tag' in filter && data.tags.find((t) => t.key === filter.tag)?.label;
  const deviceName = 'device' in filter && data.devices.find((d) => d.id === filter.device)?.name;
  return (
    <>
      {/* /samples/ offers project files too: say what each page is for. */}
      <p>
        Each example is an application with a page of its own, from the problem it solves to its
        wiring and the variations to try; the {data.samples} project files that the docs and other
        pages explain are in <Link to="/samples/">Sample projects</Link>.
      </p>
      <Filters filter={filter} />
      <p className={styles.count}>
        Showing {items.length} of {data.total} examples
        {tagLabel && <> tagged {withDeviceNames(tagLabel)}</>}
        {deviceName && <> that run on {withDeviceNames(deviceName)}</>}
        {items.length < data.total && (
          <>
            {' · '}
            <Link to="/examples">Show all</Link>
          </>
        )}
      </p>
      <PostCards items={items} />
    </>
  );
}

/** /examples: the section's list page, with the gallery's filters over its list. */
export default function ExamplesListPage(props: Props): ReactNode {
  return <BlogListPage {...props} list={<Gallery items={props.items} filter={{}} />} />;
}
