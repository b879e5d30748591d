/**
 * The run panel's controls come from the project's blocks: a control appears
 * only when a block of the project reacts to it, and it does what a scenario
 * step would do.
 */
import {describe, expect, it} from 'vitest';
import {createSimulation, type InputControl} from '../../../src/sim';

type Block = {id: string; type: string; properties?: Record<string, unknown>};

function controls(blocks: Block[]): InputControl[] {
  const run = createSimulation({
    format: 'tessera-project/1',
    name: 'T',
    blocks,
    wires: [],
  } as never);
  if (!run.ok) throw new Error(run.errors.join('\n'));
  return run.sim.inputs();
}

const labels = (cs: InputControl[], group: string) =>
  cs.filter((c) => c.group === group).map((c) => c.label);

describe('run panel controls', () => {
  it('give a 1-Wire sensor a fault, and humidity only when it is a family-26 sensor', () => {
    const plain = controls([
      {id: 'probe', type: 'node_onewire', properties: {rom_id: '28-0316a2793c2f'}},
    ]);
    expect(labels(plain, 'inputs')).toEqual(['1-Wire sensor probe', '1-Wire sensor probe fault']);
    const fault = plain.find((c) => c.control === 'choice')!;
    expect(fault.options!.map((o) => o.value)).toEqual(['', 'no device', 'crc', 'short']);

    const humid = controls([
      {id: 'air', type: 'node_onewire', properties: {rom_id: '26-00000a1b2c3d'}},
    ]);
    expect(humid.find((c) => c.label === '1-Wire sensor air humidity')).toMatchObject({
      control: 'slider',
      unit: '%RH',
      action: {kind: 'reading', field: 'humidity'},
    });
  });

  it('offer a failure for each network service the project uses, and the whole network', () => {
    expect(labels(controls([{id: 'd', type: 'node_digital_in'}]), 'network')).toEqual([]);
    const mqtt = controls([
      {id: 'pub', type: 'node_mqtt_pub', properties: {topic: 'a/b'}},
      {id: 'get', type: 'node_http', properties: {url: 'https://api.example.net/'}},
    ]);
    expect(labels(mqtt, 'network')).toEqual([
      'HTTP answer for https://api.example.net/',
      'Network (Ethernet, Wi-Fi)',
      'MQTT broker',
      'HTTP',
    ]);
    expect(mqtt.find((c) => c.control === 'response')!.action).toEqual({
      kind: 'response',
      url: 'https://api.example.net/',
    });
    const broker = mqtt.find((c) => c.label === 'MQTT broker')!;
    expect(broker.action).toEqual({kind: 'network', service: 'mqtt'});
    expect(broker.options![0]).toEqual({value: '', label: 'working'});
  });

  it('hold a button that tells a long press from a short one', () => {
    const [button] = controls([
      {id: 'b', type: 'node_button', properties: {long_press_time: 2000}},
    ]);
    expect(button).toMatchObject({control: 'button', hold: 2000, action: {kind: 'press'}});
  });

  it('give each Modbus register read a value, once per slave and address', () => {
    const cs = controls([
      {
        id: 'r1',
        type: 'node_modbus_read',
        properties: {slave_id: 1, address: 0, count: 2, function: '4 Read Input Registers'},
      },
      {
        id: 'r2',
        type: 'node_modbus_read',
        properties: {slave_id: 1, address: 1, function: '4 Read Input Registers'},
      },
    ]);
    expect(cs.filter((c) => c.action.kind === 'register').map((c) => c.label)).toEqual([
      'Modbus slave 1 register 30001',
      'Modbus slave 1 register 30002',
    ]);
    expect(labels(cs, 'network')).toContain('Modbus slaves');
  });

  it('take a row for a table the dashboard lists, as its Database page does, and none for one it hides', () => {
    const table = (dashboard = true) =>
      controls([
        {
          id: 'cards',
          type: 'node_table',
          properties: {
            name: 'cards',
            columns: 'card string\nactive boolean',
            key: 'card',
            dashboard,
          },
        },
      ]);
    const [row] = table().filter((c) => c.group === 'inputs');
    expect(row).toMatchObject({
      block: 'cards',
      control: 'row',
      action: {kind: 'row', table: 'cards'},
      label: 'Table cards, a row as on the Database page',
    });
    expect(table(false).filter((c) => c.group === 'inputs')).toEqual([]);
  });

  it('restart and cut the power of every project', () => {
    expect(labels(controls([{id: 'd', type: 'node_digital_in'}]), 'device')).toEqual([
      'Restart',
      'Power cut',
    ]);
  });

  it('give each serial port one line, however many blocks share it, and say when it takes hex', () => {
    const blocks: Block[] = [
      {id: 'scale', type: 'node_serial', properties: {port: 'rs232'}},
      {id: 'scanner', type: 'node_serial', properties: {port: 'rs232'}},
      {id: 'meter', type: 'node_serial', properties: {port: 'rs485', data_format: 'hex'}},
      {id: 'printer', type: 'node_socket', properties: {host: '192.0.2.40', port: 9100}},
      {id: 'line_pc', type: 'node_socket', properties: {mode: 'server', port: 4100}},
    ];
    expect(labels(controls(blocks), 'inputs')).toEqual([
      'Serial line rs232',
      'Serial line rs485 (hex)',
      'Socket peer of printer',
      'Socket client of line_pc',
    ]);
    // The line does what a scenario's serial delivery does: the port's listeners hear it.
    const run = createSimulation({format: 'tessera-project/1', name: 'T', blocks, wires: []});
    if (!run.ok) throw new Error(run.errors.join('\n'));
    const line = run.sim.inputs().find((c) => c.label === 'Serial line rs232')!;
    expect(run.sim.setInput(line.block, '4006381333931')).toBeNull();
    expect(run.sim.state().ports['scanner.received']).toEqual({last: '4006381333931', count: 1});
  });
});
