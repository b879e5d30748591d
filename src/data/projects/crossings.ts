/**
 * Counts where the wires of a laid-out graph cross one another: the measure of
 * how easy a diagram is to follow that the layout minimises (layout.ts) and
 * `npm run bench` reports for every project file. Each wire is an SVG path of
 * cubic Bézier segments; each segment is flattened to a polyline and every
 * pair of wires is tested segment by segment. Wires that leave the same output
 * or reach the same input share an end and are not counted against each other.
 */
import type {ProjectLayout} from './types';

type Point = [number, number];

// Odd, so that two mirrored wires, which cross at their midpoints, do not meet at a vertex.
const STEPS = 13;

/** The points of a path made of `M x y` and `C x1 y1 x2 y2 x y` commands. */
export function flatten(d: string): Point[] {
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const points: Point[] = [[numbers[0], numbers[1]]];
  for (let i = 2; i + 5 < numbers.length; i += 6) {
    const [x0, y0] = points[points.length - 1];
    const [x1, y1, x2, y2, x3, y3] = numbers.slice(i, i + 6);
    for (let s = 1; s <= STEPS; s++) {
      const t = s / STEPS;
      const u = 1 - t;
      points.push([
        u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
        u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
      ]);
    }
  }
  return points;
}

const cross = (a: Point, b: Point) => a[0] * b[1] - a[1] * b[0];
const minus = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];

/**
 * Whether segments ab and cd meet at a point past a and past c: each point where two
 * polylines cross is then counted once, also where it falls on a vertex of both
 * (two mirrored wires cross at their midpoints, which are vertices).
 */
function intersects(a: Point, b: Point, c: Point, d: Point): boolean {
  const r = minus(b, a);
  const q = minus(d, c);
  const denominator = cross(r, q);
  if (denominator === 0) return false;
  const s = cross(minus(c, a), q) / denominator;
  const t = cross(minus(c, a), r) / denominator;
  return s > 0 && s <= 1 && t > 0 && t <= 1;
}

/** How many times the polylines p and q cross. */
function crossingsBetween(p: Point[], q: Point[]): number {
  let n = 0;
  for (let i = 1; i < p.length; i++) {
    const [ax0, ax1] = [Math.min(p[i - 1][0], p[i][0]), Math.max(p[i - 1][0], p[i][0])];
    for (let j = 1; j < q.length; j++) {
      if (Math.max(q[j - 1][0], q[j][0]) < ax0 || Math.min(q[j - 1][0], q[j][0]) > ax1) continue;
      if (intersects(p[i - 1], p[i], q[j - 1], q[j])) n++;
    }
  }
  return n;
}

/** The number of points where two of the graph's wires cross. */
export function countCrossings(layout: Pick<ProjectLayout, 'edges'>): number {
  const wires = layout.edges.map((e) => {
    const points = flatten(e.path);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const box = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    return {...e, points, box};
  });
  let total = 0;
  for (let i = 0; i < wires.length; i++)
    for (let j = i + 1; j < wires.length; j++) {
      const [a, b] = [wires[i], wires[j]];
      if (a.from === b.from || a.to === b.to) continue;
      // Wires whose bounding boxes do not meet cannot cross.
      if (a.box[1] < b.box[0] || b.box[1] < a.box[0] || a.box[3] < b.box[2] || b.box[3] < a.box[2])
        continue;
      total += crossingsBetween(a.points, b.points);
    }
  return total;
}
