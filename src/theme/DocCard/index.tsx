import React, {type ComponentProps, type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import descriptions from '@generated/slim-client-registry/default/doc-descriptions.json';

type Props = ComponentProps<typeof DocCard>;

/**
 * The cards of the docs' category pages show each doc's description, which
 * the theme reads from the docs version props. Those props no longer carry
 * descriptions (every docs page loads them: src/perf/slim-client-registry),
 * so the card gets its description here, from a data file that only the pages
 * with cards load.
 */
export default function DocCardWrapper({item}: Props): ReactNode {
  const description = item.type === 'link' && item.docId ? descriptions[item.docId] : undefined;
  return <DocCard item={description && !item.description ? {...item, description} : item} />;
}
