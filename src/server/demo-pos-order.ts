/**
 * An open order of the demo's Square merchant and what it still owes, read
 * from the emulator's own API at start, so the banner can print a pay that
 * works (issue 27: "list orders; pay one"). Undefined when the emulator has
 * no open order left or cannot be reached: the banner then leaves the line out.
 */
export interface DemoOrderToPay {
  orderId: string;
  locationId: string;
  /** What the order owes, in minor units. */
  amount: number;
}

interface SquareOrder {
  id: string;
  state?: string;
  location_id: string;
  net_amount_due_money?: { amount?: number };
}

export async function openDemoOrder(squareUrl: string | undefined, token: string): Promise<DemoOrderToPay | undefined> {
  if (!squareUrl) return undefined;
  const square = async <T>(path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${squareUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    return (await answer.json()) as T;
  };
  try {
    const { locations = [] } = await square<{ locations?: Array<{ id: string }> }>('/v2/locations');
    const query = { filter: { state_filter: { states: ['OPEN'] } } };
    const { orders = [] } = await square<{ orders?: SquareOrder[] }>('/v2/orders/search', { location_ids: locations.map((location) => location.id), query, limit: 20 });
    const open = orders.find((order) => order.state === 'OPEN' && (order.net_amount_due_money?.amount ?? 0) > 0);
    return open ? { orderId: open.id, locationId: open.location_id, amount: open.net_amount_due_money!.amount! } : undefined;
  } catch {
    return undefined;
  }
}
