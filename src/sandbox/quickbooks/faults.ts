/**
 * QuickBooks' error answers: a `Fault` with its `Error` list and a fault
 * type, beside the answer's `time`
 * (https://developer.intuit.com/app/developer/qbo/docs/develop/troubleshooting/error-codes):
 *
 *   {"Fault": {"Error": [{"Message", "Detail", "code", "element"}], "type": "ValidationFault"}, "time": "…"}
 *
 * Most refusals are HTTP 400 ValidationFaults with a numeric code (610
 * "Object Not Found" for an id that does not exist, 5010 "Stale Object
 * Error" for an old SyncToken, 4000 for a query that does not parse); 401 is
 * an AUTHENTICATION fault, 403 a realm the token does not reach, 429 the
 * throttle. Handlers throw the kit's failures with a `code` (and `qboDetail`)
 * and this file words them.
 */
import { fail, type EmulatorFailure, type FailureDetail } from '../framework/kit/index.js';

interface FaultText {
  status: number;
  type: string;
  code: string;
  message: string;
  detail: string;
}

const OBJECT_NOT_FOUND = 'Object Not Found : Something you\'re trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees.';

/** The kit's own validation codes (wire.ts, paging) as QuickBooks numbers them. */
const KIT_CODES: Readonly<Record<string, { code: string; message: string }>> = {
  missing: { code: '2020', message: 'Required param missing, need to supply the required value for the API' },
  unknown_field: { code: '2010', message: 'Request has invalid or unsupported property' },
  invalid: { code: '2030', message: 'Invalid ID' },
  invalid_body: { code: '2010', message: 'Request has invalid or unsupported property' },
  too_large: { code: '2010', message: 'Request has invalid or unsupported property' },
  immutable: { code: '2010', message: 'Request has invalid or unsupported property' },
};

/** A business rule QuickBooks enforces (code 6000 unless named); `element` names the field at fault when there is one. */
export function businessRule(detail: string, code = '6000', message = 'A business validation error has occurred while processing your request', element?: string): EmulatorFailure {
  return fail.validation(message, { code, qboDetail: `Business Validation Error: ${detail}`, ...(element !== undefined ? { field: element } : {}) });
}

/** A field QuickBooks refuses: its code, message and the element at fault. */
export function invalidField(element: string, detail: string, code = '2010', message = 'Request has invalid or unsupported property'): EmulatorFailure {
  return fail.validation(message, { code, field: element, qboDetail: detail });
}

export function requiredField(element: string): EmulatorFailure {
  return fail.validation(KIT_CODES.missing!.message, { code: '2020', field: element, qboDetail: `Required parameter ${element} is missing in the request` });
}

export function objectNotFound(entity: string, id: string): EmulatorFailure {
  return fail.notFound('Object Not Found', { resource: entity, id, qboDetail: OBJECT_NOT_FOUND });
}

export function queryParserError(detail: string): EmulatorFailure {
  return fail.validation('Error parsing query', { code: '4000', qboDetail: `QueryParserError: ${detail}` });
}

export function queryValidationError(detail: string): EmulatorFailure {
  return fail.validation('Invalid query', { code: '4001', qboDetail: `QueryValidationError: ${detail}` });
}

export function staleObject(userName: string): EmulatorFailure {
  return fail.validation('Stale Object Error', {
    code: '5010',
    qboDetail: `Stale Object Error : You and ${userName} were working on this at the same time. ${userName} finished before you did, so your work was not saved.`,
  });
}

export function unsupportedOperation(what: string): EmulatorFailure {
  return fail.unsupported('Unsupported Operation', { code: '500', qboDetail: `Operation ${what} is not supported.` });
}

function textOf(failure: EmulatorFailure): FaultText {
  const detail = failure.detail as FailureDetail & { qboDetail?: string; code?: string };
  const own = typeof detail.qboDetail === 'string' ? detail.qboDetail : undefined;
  switch (failure.kind) {
    case 'validation': {
      const kit = KIT_CODES[String(detail.code)];
      const code = kit?.code ?? (typeof detail.code === 'string' && /^\d+$/.test(detail.code) ? detail.code : '2010');
      const message = kit?.message ?? failure.message;
      return { status: typeof detail.status === 'number' ? detail.status : 400, type: 'ValidationFault', code, message, detail: own ?? failure.message };
    }
    case 'not_found':
      if (detail.unknownRoute) return { status: 404, type: 'ValidationFault', code: '500', message: 'Unsupported Operation', detail: 'Operation is not supported.' };
      return { status: 400, type: 'ValidationFault', code: '610', message: 'Object Not Found', detail: own ?? OBJECT_NOT_FOUND };
    case 'unsupported':
      return { status: 400, type: 'ValidationFault', code: '500', message: 'Unsupported Operation', detail: own ?? failure.message };
    case 'conflict':
      return { status: 400, type: 'ValidationFault', code: String(detail.code ?? '6240'), message: failure.message, detail: own ?? failure.message };
    case 'unauthenticated':
      return { status: 401, type: 'AUTHENTICATION', code: '3200', message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', detail: own ?? failure.message };
    case 'forbidden':
      return { status: 403, type: 'SERVICE', code: '3100', message: 'message=ApplicationAuthorizationFailed; errorCode=003100; statusCode=403', detail: own ?? failure.message };
    case 'rate_limited':
      return { status: 429, type: 'SERVICE', code: '3001', message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429', detail: own ?? 'The request limit was reached.' };
    case 'server_error':
      return { status: typeof detail.status === 'number' ? detail.status : 500, type: 'SystemFault', code: '10000', message: 'An application error has occurred while processing your request', detail: own ?? `System Failure Error: ${failure.message}` };
  }
}

/** The Fault body and status of a failure; `time` is the answer's time as the realm writes it. */
export function renderFault(failure: EmulatorFailure, time: string): { status: number; body: Record<string, unknown> } {
  const text = textOf(failure);
  const element = typeof failure.detail.field === 'string' ? failure.detail.field : '';
  return {
    status: text.status,
    body: { Fault: { Error: [{ Message: text.message, Detail: text.detail, code: text.code, element }], type: text.type }, time },
  };
}
