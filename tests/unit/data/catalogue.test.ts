import {describe, expect, it} from 'vitest';
import {BLOCK_CATEGORIES, BLOCK_INDEX, PUBLISHED_PORTS} from '../../../src/data/blocks/catalogue';

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

describe('block catalogue index (SPEC.md §2 Blocks)', () => {
  const ids = BLOCK_INDEX.map((b) => b.id);

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

  it('puts blocks in all ten categories, each with a one-sentence summary', () => {
    expect(new Set(BLOCK_INDEX.map((b) => b.category))).toEqual(
      new Set(Object.keys(BLOCK_CATEGORIES)),
    );
    for (const b of BLOCK_INDEX) {
      expect(b.summary, b.id).toMatch(/^[A-Z].*\.$/);
      expect(b.summary.split(/\.\s/).length, b.id).toBe(1);
    }
  });

  it('publishes ports only for blocks that exist, with unique names per block', () => {
    for (const [id, ports] of Object.entries(PUBLISHED_PORTS)) {
      expect(ids).toContain(id);
      const names = [...ports.inputs, ...ports.outputs];
      expect(new Set(names).size, id).toBe(names.length);
    }
  });
});
