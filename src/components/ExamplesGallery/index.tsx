import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
// The swizzled list page by its file, whose props take the list to show.
import BlogListPage from '@site/src/theme/BlogListPage';
import PostCards from '@site/src/components/PostCards';
import type {Props} from '@theme/BlogListPage';
import gallery from '@generated/examples-gallery/default/gallery.json';
import {filterSearch, matches, parseFilter, tagKey, type GalleryFilter} from './filter';
import styles from './styles.module.css';
import {compareText} from '@site/src/lib/compare';

const data = gallery;

/**
 * The list and its filters. The build renders every example; the filters
 * appear once the page runs, and hide what does not match the URL's choice.
 */
function Gallery({items}: {items: Props['items']}): ReactNode {
  const id = useId();
  const tagRef = useRef<HTMLSelectElement>(null);
  // The query the filter shows; null while the page is the static HTML (and its hydration), which lists everything.
  const [search, setSearch] = useState<string | null>(null);
  const routerLocation = useLocation();
  // On load and on back or forward (the router's POP), the URL's query is the filter.
  useEffect(() => setSearch(window.location.search), [routerLocation]);
  const isBrowser = search !== null;

  const entries = items.map((item) => ({
    item,
    tags: item.content.metadata.tags.map((t) => tagKey(t.permalink)),
    devices: data.devices[item.content.metadata.permalink] ?? [],
  }));
  const tags = [
    ...new Map(
      items.flatMap((i) => i.content.metadata.tags).map((t) => [tagKey(t.permalink), t.label]),
    ),
  ].sort((a, b) => compareText(a[1], b[1]));
  const count = (f: GalleryFilter) => entries.filter((e) => matches(e, f)).length;

  const filter = isBrowser
    ? parseFilter(
        search,
        tags.map(([key]) => key),
        data.deviceNames.map((d) => d.id),
      )
    : {};
  const shown = entries.filter((e) => matches(e, filter));
  // The History API, not the router: the router's push moves focus to the top of the page
  // (the theme's skip-to-content), which would take a keyboard user out of the filter.
  const choose = (next: GalleryFilter) => {
    const query = filterSearch(window.location.search, next);
    const {pathname, hash} = window.location;
    window.history.pushState(window.history.state, '', `${pathname}${query}${hash}`);
    setSearch(query);
  };
  // Clearing removes the button that was pressed: focus goes to the first filter.
  const clear = () => {
    choose({});
    tagRef.current?.focus();
  };
  const filtered = Boolean(filter.tag || filter.device);

  const tagLabel = tags.find(([key]) => key === filter.tag)?.[1];
  const deviceName = data.deviceNames.find((d) => d.id === filter.device)?.name;

  return (
    <>
      {/* /samples/ offers project files too: say what each page is for. */}
      <p>
        Each example is an application with a page of its own, from the problem it solves to its
        wiring and the variations to try; the {data.samples} project files that the docs and other
        pages explain are in <Link to="/samples/">Sample projects</Link>.
      </p>
      {/* Without JavaScript there is nothing to filter with: the box keeps its place empty. */}
      <div
        className={styles.filters}
        {...(isBrowser && {role: 'group', 'aria-labelledby': `${id}-legend`})}>
        {isBrowser && (
          <>
            <span id={`${id}-legend`} className={styles.legend}>
              Filter examples
            </span>
            <div className={styles.field}>
              <label htmlFor={`${id}-tag`}>Tag</label>
              <select
                id={`${id}-tag`}
                ref={tagRef}
                value={filter.tag ?? ''}
                onChange={(e) => choose({...filter, tag: e.target.value || undefined})}>
                <option value="">All tags</option>
                {tags.map(([key, label]) => (
                  <option key={key} value={key}>
                    {label} ({count({...filter, tag: key})})
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-device`}>Device</label>
              <select
                id={`${id}-device`}
                value={filter.device ?? ''}
                onChange={(e) => choose({...filter, device: e.target.value || undefined})}>
                <option value="">All devices</option>
                {data.deviceNames.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name} ({count({...filter, device: d.id})})
                  </option>
                ))}
              </select>
            </div>
            {filtered && (
              <button type="button" className="button button--sm button--secondary" onClick={clear}>
                Clear filters
              </button>
            )}
          </>
        )}
      </div>
      <p className={styles.count} role="status">
        Showing {shown.length} of {entries.length} examples
        {tagLabel && ` tagged ${tagLabel}`}
        {deviceName && ` that run on ${deviceName}`}
      </p>
      {shown.length > 0 ? (
        <PostCards items={shown.map((e) => e.item)} />
      ) : (
        <div className={styles.empty}>
          <p>
            No example{' '}
            {[tagLabel && `is tagged ${tagLabel}`, deviceName && `runs on ${deviceName}`]
              .filter(Boolean)
              .join(' and ')}
            .
          </p>
          <button type="button" className="button button--primary" onClick={clear}>
            Clear filters and show all {entries.length} examples
          </button>
        </div>
      )}
    </>
  );
}

/** /examples: the section's list page, with the gallery's filters over its list. */
export default function ExamplesListPage(props: Props): ReactNode {
  return <BlogListPage {...props} list={<Gallery items={props.items} />} />;
}
