/** What the contract checker reports. */

/** Which part of the exchange disagrees with the description. */
export type ViolationPlace = 'path' | 'query' | 'headers' | 'request-body' | 'status' | 'response-body';

export interface ContractViolation {
  /** The exchange, as "GET /api/v2/users?page[size]=2". */
  exchange: string;
  /** The described operation it was matched to ("GET /api/v2/users"), when one was. */
  operation?: string;
  where: ViolationPlace;
  message: string;
}

/** A violation before it is tied to its exchange. */
export interface Finding {
  where: ViolationPlace;
  message: string;
}
