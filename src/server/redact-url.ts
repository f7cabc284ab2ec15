/**
 * URLs as the access log records them: values that grant access are replaced,
 * so a log line never carries one. OAuth callbacks bring `code` and `state`,
 * authorize and revoke links a signed ticket in `state`, hosted-page entries a
 * session token in the path. Filter and pass-through values are replaced too:
 * `filter[email]=…` or `filter[last_name]=…` name a person, and the log keeps
 * no personal field (the parameter names stay, so a line still says what was asked).
 */
const SECRET_PARAMS = /([?&](?:code|state|token|session_token|access_token|refresh_token|client_secret|id_token)=)[^&#]*/gi;
const RECORD_VALUE_PARAMS = /([?&](?:filter|pass_through)(?:\[|%5B)[^=&#]*=)[^&#]*/gi;
const SESSION_PATH = /^\/session\/[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(SESSION_PATH, '/session/[redacted]').replace(SECRET_PARAMS, '$1[redacted]').replace(RECORD_VALUE_PARAMS, '$1[redacted]');
}
