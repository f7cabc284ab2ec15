/** A write Greenhouse would refuse, refused before any call: RequestValidationError, its detail naming the field. */
import { ApiError } from '../../core/errors/api-error.js';

export const invalid = (message: string, detail: Record<string, unknown>) => new ApiError('RequestValidationError', { message, detail });
