import {describe, expect, it} from 'vitest';
import {
  DEVICES,
  INTERFACES,
  TBT_SLOTS,
  TILES,
  availableInterfaces,
} from '../../../src/data/hardware';

describe('hardware data: BP-01, CP-02, CP-03, TBT and its tiles', () => {
  it('has the four devices of the canon, once each', () => {
    expect(DEVICES.map((d) => d.name).sort()).toEqual(['BP-01', 'CP-02', 'CP-03', 'TBT']);
    expect(new Set(DEVICES.map((d) => d.id)).size).toBe(DEVICES.length);
  });

  it('uses only known interfaces, each at most once per device, with a positive count', () => {
    for (const device of DEVICES) {
      const ids = device.interfaces.map((i) => i.id);
      expect(new Set(ids).size, device.name).toBe(ids.length);
      for (const i of device.interfaces) {
        expect(Object.keys(INTERFACES), `${device.name} ${i.id}`).toContain(i.id);
        expect(i.count, `${device.name} ${i.id}`).toBeGreaterThan(0);
        expect(i.detail.length, `${device.name} ${i.id}`).toBeGreaterThan(5);
      }
    }
  });

  it('gives the canon its hardware: BP-01 serial and 1-Wire, CP-02 display and buttons, CP-03 touch and Wiegand', () => {
    const has = (
      id: Parameters<typeof availableInterfaces>[0],
      ...need: (keyof typeof INTERFACES)[]
    ) => need.every((n) => availableInterfaces(id).has(n));
    expect(
      has(
        'bp-01',
        'ethernet',
        'wifi',
        'digital-in',
        'relay',
        'analog-in',
        'rs232',
        'rs485',
        'onewire',
      ),
    ).toBe(true);
    expect(has('cp-02', 'display', 'buttons')).toBe(true);
    expect(has('cp-03', 'touch', 'wiegand')).toBe(true);
  });

  it('numbers tiles uniquely, includes tile #62, and lets the TBT offer what its tiles provide', () => {
    expect(new Set(TILES.map((t) => t.number)).size).toBe(TILES.length);
    expect(TILES.some((t) => t.number === 62)).toBe(true);
    for (const t of TILES) {
      expect(t.slots).toBeLessThanOrEqual(TBT_SLOTS);
      expect(availableInterfaces('tbt').has(t.provides.id)).toBe(true);
    }
    expect(availableInterfaces('bp-01').has('stepper')).toBe(false);
  });
});
