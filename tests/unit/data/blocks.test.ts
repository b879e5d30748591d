import {describe, expect, it} from 'vitest';
import {BLOCKS, BLOCK_CATEGORIES, availability, blockById} from '../../../src/data/blocks';
import {INTERFACES} from '../../../src/data/hardware';
import {RUNTIME_VERSIONS} from '../../../src/data/releases';

/** The blocks SPEC.md §2 names by id. */
const SPEC_BLOCKS = [
  'node_arithmetic',
  'node_bitwise',
  'node_button',
  'node_comparison',
  'node_cron_event',
  'node_datetime',
  'node_http',
  'node_mqtt_pub',
  'node_serial',
  'node_sms',
  'node_socket',
  'node_system',
  'node_table',
  'node_table_insert',
  'node_timer',
  'node_timer_start',
  'node_upgrade_firmware',
  'node_variable',
  'node_wiegand',
];
const SNAKE = /^[a-z][a-z0-9_]*$/;
const PLACEHOLDER = /\b(lorem|ipsum|TODO|TBD|coming soon|placeholder)\b/i;
const ids = BLOCKS.map((b) => b.id);

describe("block catalogue (issue #4): the spec's blocks, 60 to 65 of them", () => {
  it('has 60 to 65 blocks with unique, well-formed ids', () => {
    expect(ids.length).toBeGreaterThanOrEqual(60);
    expect(ids.length).toBeLessThanOrEqual(65);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^node_[a-z0-9_]+$/);
  });

  it('contains every block the spec names, and several lcd, modbus and mqtt blocks', () => {
    for (const id of SPEC_BLOCKS) expect(ids).toContain(id);
    for (const prefix of ['node_lcd_', 'node_modbus_', 'node_mqtt_']) {
      expect(ids.filter((i) => i.startsWith(prefix)).length, prefix).toBeGreaterThanOrEqual(3);
    }
  });

  it('puts blocks in all ten categories, each with a one-sentence summary and keywords', () => {
    expect(new Set(BLOCKS.map((b) => b.category))).toEqual(new Set(Object.keys(BLOCK_CATEGORIES)));
    for (const b of BLOCKS) {
      expect(b.summary, b.id).toMatch(/^[A-Z].*\.$/);
      expect(b.summary.split(/\.\s/).length, b.id).toBe(1);
      expect(b.keywords.length, b.id).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('every block record is valid', () => {
  for (const b of BLOCKS) {
    it(`${b.id}`, () => {
      const ports = [...b.inputs, ...b.outputs];
      expect(ports.length, 'a block has at least one port').toBeGreaterThan(0);
      expect(new Set(ports.map((p) => p.name)).size, 'port names are unique').toBe(ports.length);
      for (const p of ports) {
        expect(p.name).toMatch(SNAKE);
        expect(p.description.length, p.name).toBeGreaterThan(10);
      }
      expect(new Set(b.properties.map((p) => p.name)).size, 'property names are unique').toBe(
        b.properties.length,
      );
      for (const p of b.properties) {
        expect(p.name).toMatch(SNAKE);
        if (p.type === 'enum') expect(p.options?.length, `${p.name} options`).toBeGreaterThan(1);
        if (
          p.default !== undefined &&
          p.options?.length &&
          typeof p.default === 'string' &&
          p.type === 'enum'
        ) {
          expect(p.options, `${p.name} default`).toContain(p.default);
        }
        if (typeof p.default === 'number') {
          if (p.min !== undefined)
            expect(p.default, `${p.name} default ≥ min`).toBeGreaterThanOrEqual(p.min);
          if (p.max !== undefined)
            expect(p.default, `${p.name} default ≤ max`).toBeLessThanOrEqual(p.max);
        }
        if (p.min !== undefined && p.max !== undefined)
          expect(p.min, `${p.name} range`).toBeLessThanOrEqual(p.max);
      }
      for (const i of [...(b.requires.allOf ?? []), ...(b.requires.anyOf ?? [])]) {
        expect(Object.keys(INTERFACES), 'known hardware interface').toContain(i);
      }
      expect(RUNTIME_VERSIONS.map((v) => v.version)).toContain(b.since);
      for (const r of b.related) {
        expect(blockById(r), `related ${r} exists`).toBeDefined();
        expect(r).not.toBe(b.id);
      }
      for (const e of b.errors) {
        expect(e.message.length).toBeGreaterThan(8);
        expect(e.cause.length).toBeGreaterThan(8);
        expect(e.fix.length).toBeGreaterThan(8);
      }
      expect(JSON.stringify(b)).not.toMatch(PLACEHOLDER);
    });
  }
});

describe('availability is derived from hardware needs', () => {
  it('runs hardware-free blocks everywhere and hardware blocks only where the hardware is', () => {
    expect(availability(blockById('node_comparison')!)).toEqual(['bp-01', 'cp-02', 'cp-03', 'tbt']);
    expect(availability(blockById('node_wiegand')!)).toEqual(['cp-03', 'tbt']);
    expect(availability(blockById('node_stepper')!)).toEqual(['tbt']);
  });
});
