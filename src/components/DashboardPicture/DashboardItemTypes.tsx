import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {DASHBOARD_ITEM_TYPES} from '@site/src/data/dashboard';

const BLOCK_NAMES = {
  node_dashboard_widget: 'Dashboard widget',
  node_dashboard_command: 'Dashboard command',
} as const;

/** Text with `code` and **bold** spans, as the data file writes them. */
function Inline({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`|\*\*[^*]+\*\*)/)
    .map((part, i) =>
      part.startsWith('`') ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : part.startsWith('**') ? (
        <strong key={i}>{part.slice(2, -2)}</strong>
      ) : (
        part
      ),
    );
}

/** The widgets page's table of every widget and control type, from src/data/dashboard.ts. */
export default function DashboardItemTypes(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Type</th>
          <th>Block</th>
          <th>Takes or sends</th>
          <th>What the user sees</th>
        </tr>
      </thead>
      <tbody>
        {DASHBOARD_ITEM_TYPES.map((t) => (
          <tr key={`${t.block}-${t.type}`}>
            <td>
              <code>{t.type}</code>
            </td>
            <td>
              <Link to={`/docs/blocks/${t.block}/`}>{BLOCK_NAMES[t.block]}</Link>
            </td>
            <td>
              <Inline text={t.io} />
            </td>
            <td>
              <Inline text={t.shows} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
