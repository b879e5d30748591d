/**
 * The delivery fields the comms blocks read (`hex`, `from`, `close`, `headers`): what the
 * simulator refuses, and the run panel's line for a serial or socket block, which is one whole
 * frame. The blocks' behaviour itself is in the conformance cases (records/comms.cases.ts).
 */
import {describe, expect, it} from 'vitest';
import type {ProjectFile} from '../../../src/data/projects/types';
import {createSimulation, type Simulation} from '../../../src/sim';

function start(blocks: ProjectFile['blocks'], wires: ProjectFile['wires'] = []): Simulation {
  const r = createSimulation(
    {format: 'tessera-project/1', name: 'Comms', blocks, wires},
    {settings: {go: {value: null}}},
  );
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.sim;
}

const received = (sim: Simulation, block: string) => sim.state().ports[`${block}.received`];

describe('comms deliveries', () => {
  it('refuses a hex delivery whose text is not hex pairs, and takes one that is', () => {
    const sim = start([{id: 'probe', type: 'node_serial', properties: {port: 'rs485'}}]);
    expect(sim.deliver({kind: 'serial', text: '01 0G', hex: true})).toBe(
      'a serial delivery with hex needs text as hex pairs, such as 01 03 0A',
    );
    expect(sim.deliver({kind: 'socket', text: '1', hex: true})).toMatch(/^a socket delivery/);
    expect(sim.deliver({kind: 'serial', text: '4F 4B 0D 0A', hex: true})).toBeNull();
    expect(received(sim, 'probe')).toEqual({last: 'OK', count: 1});
  });

  it('refuses response headers that are not texts, and keeps a header named __proto__ a header', () => {
    const sim = start(
      [
        {id: 'go', type: 'node_setting', properties: {name: 'go', emit_at_start: false}},
        {id: 'api', type: 'node_http', properties: {url: 'https://api.example.net/v1'}},
      ],
      [{from: 'go.value', to: 'api.send'}],
    );
    const url = 'https://api.example.net/';
    expect(sim.deliver({kind: 'http_response', url, headers: {location: 3} as never})).toMatch(
      /headers must be an object of texts/,
    );
    expect(sim.deliver({kind: 'http_response', url, headers: ['x'] as never})).toMatch(
      /headers must be an object of texts/,
    );
    const headers = JSON.parse('{"__proto__": "x", "Content-Type": "text/plain"}') as Record<
      string,
      string
    >;
    expect(sim.deliver({kind: 'http_response', url, headers})).toBeNull();
    expect(sim.setInput('go', 1)).toBeNull();
    const got = sim.state().ports['api.headers'].last as Record<string, string>;
    expect(Object.hasOwn(got, '__proto__') && got['content-type']).toBe('text/plain');
    expect(Object.getPrototypeOf(got)).toBe(Object.prototype);
  });

  it('gives a line typed in the run panel the delimiter, so a delimiter-framed block takes it whole', () => {
    const sim = start([
      {id: 'scanner', type: 'node_serial', properties: {port: 'rs232', delimiter: '\\r'}},
      {
        id: 'scale',
        type: 'node_socket',
        properties: {host: '192.0.2.15', port: 4001, delimiter: '\\r\\n'},
      },
      {
        id: 'plc',
        type: 'node_serial',
        properties: {port: 'rs485', framing: 'silence', data_format: 'hex'},
      },
    ]);
    expect(sim.setInput('scanner', '4006381333931')).toBeNull();
    expect(received(sim, 'scanner')).toEqual({last: '4006381333931', count: 1});
    expect(sim.setInput('scale', 'ST,GS,+012450kg')).toBeNull();
    expect(received(sim, 'scale')).toEqual({last: 'ST,GS,+012450kg', count: 1});
    expect(sim.setInput('plc', '01 03 02 00 e6')).toBeNull();
    expect(received(sim, 'plc')).toEqual({last: '01 03 02 00 E6', count: 1});
    expect(sim.setInput('plc', 'OK')).toBe('type bytes as hex pairs, such as 01 03 0A');
  });
});
