/**
 * The src/data modules that build-time code (remark plugins, the front-matter
 * parser) reads, in one default export so that `liveData()` can load them
 * afresh as a unit.
 */
import * as architecture from '../../data/architecture';
import * as blocks from '../../data/blocks';
import * as connections from '../../data/connections';
import * as derived from '../../data/derived';
import * as hardware from '../../data/hardware';
import {layoutProject} from '../../data/projects/layout';
import {summariseProject} from '../../data/projects/summary';
import {drawingProblems, validateProject} from '../../data/projects/validate';
import * as tutorials from '../../data/tutorials';

const modules = {
  architecture,
  blocks,
  connections,
  derived,
  hardware,
  layoutProject,
  summariseProject,
  validateProject,
  drawingProblems,
  tutorials,
};
export type DataModules = typeof modules;
export default modules;
