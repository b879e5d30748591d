/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `theme/LastUpdated`.
 * Why: the original formats the date with `useDateTimeFormat`, whose `Intl`
 * formatter is the first on a doc page and loads ICU data inside hydration
 * (see src/lib/dates.ts). Same markup and translation ids; only the date
 * formatting changes (`tessera:` below).
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/LastUpdated/index.js sha256:30948229c514
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
// tessera: English month table instead of Intl.DateTimeFormat.
import {formatUtcDate} from '@site/src/lib/dates';

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  // tessera: was useDateTimeFormat({day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).
  const formattedLastUpdatedAt = formatUtcDate(atDate, 'short');
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formattedLastUpdatedAt}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
