/**
 * Gusto's dates of employment (a hire date, a termination's effective date)
 * are calendar days, YYYY-MM-DD, with no time: a write is checked against
 * that form before any call, and a date left out is today's.
 */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const today = () => new Date().toISOString().slice(0, 10);
