/**
 * The webhook events of an item type (inbound.ts): version 1.0 names them
 * added / updated / deleted (`added.person`), version 2.0 create / change /
 * delete (`create.person`); leads come in version 2.0 only.
 */
import type { NativeEvent } from '../framework/events.js';

const V1_NAMES = { created: 'added', updated: 'updated', deleted: 'deleted' } as const;
const V2_NAMES = { created: 'create', updated: 'change', deleted: 'delete' } as const;

export function pipedriveEvents(item: string, versions: '2.0' | 'both' = 'both'): NativeEvent[] {
  return (versions === '2.0' ? [V2_NAMES] : [V1_NAMES, V2_NAMES]).flatMap((names) =>
    (['created', 'updated', 'deleted'] as const).map((action) => ({ action, downstream: `${names[action]}.${item}` })));
}
