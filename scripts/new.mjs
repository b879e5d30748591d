// Creates a correctly named page with the front matter and the section
// headings of its template (the templates are described in CONTRIBUTING.md):
//   npm run new -- <kind> <slug> [--title "Page title"]
// kinds: block, feature, doc, element, solution, tutorial, example, blog.
// Until its description is written, a page in a listing section (element,
// solution, tutorial, example, blog) stops the build and any other page fails
// the site checks (tests/site/pages.spec.ts); until its sections are written,
// the content lint fails: a scaffold cannot slip through half-written.
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const SNAKE = /^[a-z0-9]+(_[a-z0-9]+)*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Where each kind lives, how its slug must look, and its template's sections. */
export const KINDS = {
  block: {
    dir: 'docs/blocks',
    pattern: /^node_[a-z0-9]+(_[a-z0-9]+)*$/,
    rule: 'node_ followed by lowercase words joined by "_", and the id of a record in src/data/blocks/records/',
    sections: [
      'Inputs and outputs',
      'Properties',
      'How it behaves',
      'Examples',
      'Common problems',
      'Related blocks',
    ],
  },
  feature: {
    dir: 'docs/features',
    pattern: SNAKE,
    rule: 'lowercase words joined by "_" (the short name, e.g. modbus_master)',
    sections: [
      'When to switch it on',
      'How it works',
      'Requirements',
      'Switch it on',
      'Limits',
      'Troubleshooting',
      'Related blocks and pages',
    ],
  },
  doc: {
    dir: 'docs',
    pattern: /^[a-z0-9_]+(\/[a-z0-9_]+)*$/,
    rule: 'lowercase path segments of letters, digits and "_", e.g. protocols/modbus',
    sections: ['Overview', 'Before you start', 'Steps', 'Troubleshooting', 'Related pages'],
  },
  element: {
    dir: 'elements',
    pattern: SNAKE,
    rule: 'lowercase words joined by "_", e.g. flood_detection',
    sections: [
      'What it monitors and why it matters',
      'Supported sensors',
      'Wiring',
      'The blocks and the application graph',
      'Thresholds, alerts and the dashboard',
      'Limits and data rates',
      'Troubleshooting',
      'Related solutions, tutorials and examples',
    ],
  },
  solution: {
    dir: 'solutions',
    pattern: SNAKE,
    rule: 'lowercase words joined by "_", e.g. data_center',
    sections: [
      'The problem and what success looks like',
      'Architecture',
      'Capabilities used',
      'Reference bill of materials',
      'Rollout',
      'What to measure',
      'Talk to us',
    ],
  },
  tutorial: {
    dir: 'tutorials',
    pattern: SNAKE,
    rule: 'lowercase words joined by "_", e.g. pwm_lights or accesscontrol3',
    sections: [
      'Goal',
      'What you need',
      'Wiring',
      'Steps',
      'The graph',
      'Troubleshooting',
      'Recap and next step',
    ],
  },
  example: {
    dir: 'examples',
    pattern: KEBAB,
    rule: 'lowercase words joined by "-", e.g. modbus-energy-meter',
    sections: [
      'The problem',
      'The solution',
      'The graph',
      'Blocks used',
      'Hardware',
      'How it works',
      'Variations',
    ],
  },
  blog: {
    dir: 'blog',
    pattern: KEBAB,
    rule: 'lowercase words joined by "-", e.g. canvas-tabs',
    sections: ['What changed', 'How it works', 'Try it'],
  },
};

const titleFrom = (slug) => {
  const words = slug
    .split('/')
    .at(-1)
    .replace(/^node_/, '')
    .split(/[_-]/)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Slugs already taken in a listing section: file names and `slug:` front matter. */
function takenSlugs(dir) {
  if (!existsSync(dir)) return new Set();
  const taken = new Set();
  for (const file of readdirSync(dir)) {
    if (!/\.mdx?$/.test(file)) continue;
    taken.add(file.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, ''));
    const slug = readFileSync(path.join(dir, file), 'utf8').match(/^slug:\s*['"]?([^'"\n]+)/m)?.[1];
    if (slug)
      taken.add(
        slug
          .replace(/^\/+|\/+$/g, '')
          .split('/')
          .at(-1),
      );
  }
  return taken;
}

function frontMatter(kind, slug, title, date) {
  const lines = [`title: ${JSON.stringify(title)}`, `description: ''`, 'keywords: []'];
  if (kind === 'block') lines.push(`slug: /blocks/${slug}/`);
  if (kind === 'feature') lines.push(`slug: /features/${slug}`);
  if (['element', 'solution', 'tutorial', 'example', 'blog'].includes(kind)) {
    lines.push(`slug: ${slug}`, `date: ${date}`, 'tags: []');
  }
  if (kind === 'element') lines.push('group: monitoring', 'icon: activity', `menu_description: ''`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/**
 * Writes the page and returns its path relative to `root`, or throws a
 * message that says what is wrong and what is allowed.
 * @param {{kind: string, slug: string, title?: string, root: string, date?: string}} options
 * @returns {string}
 */
export function scaffold({kind, slug, title, root, date = new Date().toISOString().slice(0, 10)}) {
  const spec = /** @type {Record<string, (typeof KINDS)['block']>} */ (KINDS)[kind];
  if (!spec)
    throw new Error(`Unknown kind "${kind}". Use one of: ${Object.keys(KINDS).join(', ')}.`);
  if (!spec.pattern.test(slug ?? '')) {
    throw new Error(`"${slug}" is not a valid ${kind} slug: use ${spec.rule}.`);
  }
  if (kind === 'block') {
    const recordsDir = path.join(root, 'src/data/blocks/records');
    const records = readdirSync(recordsDir).map((f) =>
      readFileSync(path.join(recordsDir, f), 'utf8'),
    );
    if (!records.some((text) => text.includes(`id: '${slug}'`))) {
      throw new Error(
        `"${slug}" has no record in src/data/blocks/records/: add the block's record first.`,
      );
    }
  }
  const name = kind === 'blog' ? `${date}-${slug}.mdx` : `${slug}.mdx`;
  const file = path.join(root, spec.dir, name);
  const relative = path.relative(root, file);
  const sectionDir = path.join(root, spec.dir);
  const listing = ['element', 'solution', 'tutorial', 'example', 'blog'].includes(kind);
  if (
    existsSync(file) ||
    existsSync(file.replace(/\.mdx$/, '.md')) ||
    (listing && takenSlugs(sectionDir).has(slug))
  ) {
    throw new Error(
      `${kind} "${slug}" already exists in ${spec.dir}/: choose another slug or edit that page.`,
    );
  }
  const heading = title ?? titleFrom(slug);
  const body = spec.sections.map((s) => `## ${s}\n`).join('\n');
  const summary = listing ? '\n{/* truncate */}\n\n' : '\n';
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${frontMatter(kind, slug, heading, date)}${summary}${body}`);
  return relative;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [kind, slug, ...rest] = process.argv.slice(2);
  const titleAt = rest.indexOf('--title');
  const title = titleAt >= 0 ? rest[titleAt + 1] : undefined;
  try {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const created = scaffold({kind, slug, title, root});
    console.log(
      `Created ${created}. Write its description and every section, then run npm start to preview.`,
    );
  } catch (error) {
    console.error(error.message);
    console.error('usage: npm run new -- <kind> <slug> [--title "Page title"]');
    process.exit(1);
  }
}
