// The image's HEALTHCHECK: GET /health on this instance's own port; exit 0
// when it answers 200. Over HTTPS when the instance serves TLS itself
// (SVC_TLS_CERT): its certificate names the public host, not 127.0.0.1, so
// this loopback call does not verify it.
import http from 'node:http';
import https from 'node:https';

const tls = Boolean(process.env.SVC_TLS_CERT);
const port = process.env.SVC_PORT || process.env.PORT || '8080';
const request = (tls ? https : http).get(
  { host: '127.0.0.1', port, path: '/health', timeout: 2500, rejectUnauthorized: false },
  (response) => {
    response.resume();
    process.exit(response.statusCode === 200 ? 0 : 1);
  },
);
request.on('timeout', () => request.destroy(new Error('timeout')));
request.on('error', () => process.exit(1));
