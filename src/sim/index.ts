/**
 * The block-graph simulator's public API. Pure TypeScript with no DOM: it
 * runs in Node (tests, bench) and in the browser (the run panel). See
 * README.md for the rules of time and message order.
 */
export {createSimulation, type CreateResult, type Refusal, type Simulation} from './simulation';
export {
  parseDuration,
  runScenario,
  type Duration,
  type Expectation,
  type Failure,
  type Scenario,
  type ScenarioFile,
  type Step,
} from './scenario';
export {DEFAULT_START} from './engine';
export type {
  ConsoleLine,
  ControlAction,
  ControlGroup,
  Delivery,
  InputControl,
  NetworkFailure,
  NetworkService,
  SimOptions,
  SimState,
  SimStats,
  Traffic,
  Value,
} from './types';
