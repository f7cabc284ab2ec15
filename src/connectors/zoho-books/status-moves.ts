/**
 * A Zoho Books write whose status is a call of its own after the record's
 * (POST …/{id}/active, …/status/void), on the composite-write rule
 * (kit/composite-write.ts): the move is worked out (and refused) before the
 * first call, a record just created is deleted again when the move fails,
 * and a changed one is named. An update with nothing to write but its
 * status sends only the move.
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import type { ComposedWrite } from '../kit/index.js';
import { compositeWrite } from '../kit/composite-write.js';

export interface StatusMove {
  /** The step as the report names it: "setting its status to inactive". */
  name: string;
  /** After the record's path: "inactive", "status/void". */
  path: string;
}

export function withStatusMove<T, W>(what: string, path: string, moveOf: (write: ComposedWrite<T, W>) => Promise<StatusMove | undefined>) {
  return async (ctx: ConnectorContext, write: ComposedWrite<T, W>): Promise<{ id: string }> => {
    const move = await moveOf(write);
    const record = (id: string) => `${path}/${segment(id)}`;
    return compositeWrite(async (steps) => {
      let id = write.id as string;
      if (write.operation === 'add') id = await steps.create(what, () => write.send(write.body), (created) => ctx.http.request({ method: 'DELETE', path: record(created) }));
      else if (Object.keys(write.body as object).length > 0) await steps.change(what, id, `updating the ${what}`, () => write.send(write.body));
      if (move) await steps.step(move.name, () => ctx.http.request({ method: 'POST', path: `${record(id)}/${move.path}` }));
      return { id };
    });
  };
}
