/**
 * A generated project of 1,000 blocks for the simulator bench: 100 chains of
 * ten blocks, half sensor chains (an analog input sampled every 10 s, scaled,
 * averaged, passed through a deadband, compared and logged on a threshold) and half timer
 * chains (a 60 s timer counting, a comparison, a gate with a digital input, a
 * delay and a log on change, a variable holding the count). The mix is what
 * the site's projects use most; each chain stands alone, as a large
 * installation's zones do. tests/unit/scripts/bench-sim.test.ts validates it.
 */

/** @typedef {{id: string, type: string, properties?: Record<string, string | number | boolean>}} Block */

/**
 * One sensor chain: ten blocks, their wires.
 * @param {number} n
 */
function sensorChain(n) {
  const id = (/** @type {string} */ name) => `s${n}_${name}`;
  /** @type {Block[]} */
  const blocks = [
    {id: id('ain'), type: 'node_analog_in', properties: {sample_interval: 10000}},
    {
      id: id('scale'),
      type: 'node_scale',
      properties: {in_low: 0, in_high: 100, out_low: 0, out_high: 50},
    },
    {id: id('avg'), type: 'node_average', properties: {window: 6}},
    {id: id('change'), type: 'node_change', properties: {deadband: 0.5}},
    {id: id('limit'), type: 'node_threshold', properties: {high_limit: 40, normal_limit: 35}},
    {id: id('log_high'), type: 'node_log', properties: {text: 'zone high', level: 'warning'}},
    {id: id('log_normal'), type: 'node_log', properties: {text: 'zone normal'}},
    {id: id('cmp'), type: 'node_comparison', properties: {operator: '>', compare_to: '20'}},
    {id: id('door'), type: 'node_digital_in', properties: {channel: 1}},
    {id: id('gate'), type: 'node_logic', properties: {gate: 'and'}},
  ];
  const wires = [
    [id('ain.value'), id('scale.value')],
    [id('scale.scaled'), id('avg.value')],
    [id('avg.average'), id('change.value')],
    [id('change.changed'), id('limit.value')],
    [id('limit.high'), id('log_high.message')],
    [id('limit.normal'), id('log_normal.message')],
    [id('avg.average'), id('cmp.value')],
    [id('cmp.result'), id('gate.a')],
    [id('door.state'), id('gate.b')],
    [id('gate.result'), id('log_normal.message')],
  ];
  return {blocks, wires};
}

/**
 * One timer chain: ten blocks, their wires.
 * @param {number} n
 */
function timerChain(n) {
  const id = (/** @type {string} */ name) => `t${n}_${name}`;
  /** @type {Block[]} */
  const blocks = [
    {id: id('timer'), type: 'node_timer', properties: {interval: 60000}},
    {id: id('count'), type: 'node_counter', properties: {persist: false}},
    {id: id('cmp'), type: 'node_comparison', properties: {operator: '>', compare_to: '720'}},
    {id: id('input'), type: 'node_digital_in', properties: {channel: 2}},
    {id: id('gate'), type: 'node_logic', properties: {gate: 'or'}},
    {id: id('delay'), type: 'node_delay', properties: {delay: 2000}},
    {id: id('change'), type: 'node_change', properties: {}},
    {id: id('log'), type: 'node_log', properties: {text: 'shift state'}},
    {id: id('total'), type: 'node_variable', properties: {name: `total_${n}`, type: 'number'}},
    {id: id('log_total'), type: 'node_log', properties: {text: 'count', max_per_minute: 1}},
  ];
  const wires = [
    [id('timer.tick'), id('count.increment')],
    [id('count.count'), id('cmp.value')],
    [id('cmp.result'), id('gate.a')],
    [id('input.state'), id('gate.b')],
    [id('gate.result'), id('delay.in')],
    [id('delay.out'), id('change.value')],
    [id('change.changed'), id('log.message')],
    [id('count.count'), id('total.set')],
    [id('total.value'), id('log_total.message')],
    [id('count.limit_reached'), id('log.message')],
  ];
  return {blocks, wires};
}

/**
 * The project file: `chains` chains of ten blocks (100 gives 1,000 blocks), alternating kinds.
 * @returns {import('../../src/data/projects/types').ProjectFile}
 */
export function generatedGraph(chains = 100) {
  const blocks = [];
  const wires = [];
  for (let n = 0; n < chains; n++) {
    const chain = n % 2 ? timerChain(n) : sensorChain(n);
    blocks.push(...chain.blocks);
    wires.push(...chain.wires.map(([from, to]) => ({from, to})));
  }
  return {
    format: 'tessera-project/1',
    name: `Bench: ${blocks.length} blocks in ${chains} chains`,
    blocks,
    wires,
  };
}
