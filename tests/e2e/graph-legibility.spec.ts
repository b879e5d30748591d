import {test, expect, open} from './fixtures';

/**
 * Block graphs and connection diagrams stay legible at every width: no block
 * title, port name or other label of a diagram is rendered below 11 CSS px
 * (its font size times the scale the drawing is shown at). One page of every
 * kind that draws a graph, and the largest graph in the repository.
 */
const PAGES: Record<string, string> = {
  'home page (hero graph)': '/',
  'block page': '/docs/blocks/node_log/',
  'longest part of the sprinkler series': '/tutorials/sprinkler6',
  // Also the largest graph in the repository: 37 blocks, 3082 px wide.
  'longest part of the access-control series': '/tutorials/accesscontrol6',
  example: '/examples/tenant-sub-metering-azure-iot-hub',
  capability: '/elements/soil_monitoring',
  solution: '/solutions/data_center',
  'feature page (connection diagram)': '/docs/features/mqtt',
  'blog post': '/blog/hydroponics-build',
};

const MIN_PX = 11;
const WIDTHS = [1440, 390];

/** Every label of every diagram on the page, with the size it is rendered at. */
function labelSizes(): {text: string; px: number}[] {
  // FlowDiagram's drawing class, which ConnectionDiagram draws with too.
  return [...document.querySelectorAll<SVGSVGElement>('figure svg[class*="diagram_"]')].flatMap(
    (svg) => {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return [...svg.querySelectorAll('text')].map((t) => ({
        text: t.textContent ?? '',
        px: Math.round(parseFloat(getComputedStyle(t).fontSize) * scale * 100) / 100,
      }));
    },
  );
}

test.describe('Graphs legible at every width', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`${kind} (${path}): every diagram label is at least ${MIN_PX} px at ${WIDTHS.join(' and ')} px`, async ({
      page,
    }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({width, height: 900});
        if (width === WIDTHS[0]) await open(page, path);
        const sizes = await page.evaluate(labelSizes);
        expect(sizes.length, `${path} draws a diagram`).toBeGreaterThan(0);
        const smallest = sizes.reduce((a, b) => (b.px < a.px ? b : a));
        expect(
          smallest.px,
          `smallest label at ${width} px: "${smallest.text}" at ${smallest.px} px`,
        ).toBeGreaterThanOrEqual(MIN_PX);
      }
    });
  }
});
