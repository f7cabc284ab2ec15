/** The request logs: capture after each call, batched writes and pruning, and the Vault routes that read them. */
export { registerRequestCapture } from './capture.js';
export { RequestLogRecorder } from './recorder.js';
export { registerRequestLogRoutes } from './routes.js';
export { RequestSources } from './request-source.js';
export { requestCountsOf } from './log-query.js';
