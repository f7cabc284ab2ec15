/**
 * The webhook events of an item type (inbound.ts): version 1.0 names them
 * added / updated / deleted (`added.person`), version 2.0 create / change /
 * delete (`create.person`); leads come in version 2.0 only.
 */
import type { NativeEvent } from '../framework/events.js';

export function pipedriveEvents(item: string, versions: '2.0' | 'both' = 'both'): NativeEvent[] {
  const v1: NativeEvent[] = [
    { action: 'created', downstream: `added.${item}` },
    { action: 'updated', downstream: `updated.${item}` },
    { action: 'deleted', downstream: `deleted.${item}` },
  ];
  const v2: NativeEvent[] = [
    { action: 'created', downstream: `create.${item}` },
    { action: 'updated', downstream: `change.${item}` },
    { action: 'deleted', downstream: `delete.${item}` },
  ];
  return versions === '2.0' ? v2 : [...v1, ...v2];
}
