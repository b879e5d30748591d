/**
 * The /examples filter's state lives in the URL (`?tag=mqtt&device=bp-01`), so
 * a filtered view can be linked, and back and forward restore it. A value that
 * names no tag or device is ignored, never an error.
 */
export interface GalleryFilter {
  tag?: string;
  device?: string;
}

export function parseFilter(
  search: string,
  tags: readonly string[],
  devices: readonly string[],
): GalleryFilter {
  const params = new URLSearchParams(search);
  const tag = params.get('tag') ?? undefined;
  const device = params.get('device') ?? undefined;
  return {
    ...(tag && tags.includes(tag) && {tag}),
    ...(device && devices.includes(device) && {device}),
  };
}

/** The query string for a filter, "" for none; other parameters are kept. */
export function filterSearch(search: string, filter: GalleryFilter): string {
  const params = new URLSearchParams(search);
  params.delete('tag');
  params.delete('device');
  if (filter.tag) params.set('tag', filter.tag);
  if (filter.device) params.set('device', filter.device);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function matches(
  entry: {tags: readonly string[]; devices: readonly string[]},
  filter: GalleryFilter,
): boolean {
  return (
    (!filter.tag || entry.tags.includes(filter.tag)) &&
    (!filter.device || entry.devices.includes(filter.device))
  );
}

/** A tag's key: the last segment of its page's address (/examples/tags/mqtt → mqtt). */
export const tagKey = (permalink: string): string => permalink.replace(/\/$/, '').split('/').pop()!;
