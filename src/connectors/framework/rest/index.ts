/**
 * A standard REST resource of a connector is its request builders and one
 * mapper: restList, restOne, restCreate, restUpdate and restDelete compose
 * the downstream call, the paging strategy, the mapper and not-found
 * recognition. See docs/writing-a-connector.md.
 */
export { restList, itemsOf, type RestListOptions } from './list.js';
export { resolvePath, segment, segmentProblem, type PathTemplate, type PathValues } from './path.js';
export { restCreate, restDelete, restOne, restUpdate, type NotFoundRule, type WriteBody } from './records.js';
