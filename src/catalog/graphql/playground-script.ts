/**
 * The playground's bootstrap script and stylesheet, served as files (the
 * page's Content-Security-Policy allows no inline script or style). Plain
 * browser JavaScript: React, ReactDOM and GraphiQL are globals of their UMD
 * bundles, loaded before it.
 *
 * The key never leaves the page except as the Authorization header of
 * requests to this service: GraphiQL's headers editor holds it, and no
 * headers reach the browser's storage (shouldPersistHeaders off, and the
 * storage GraphiQL is given strips them from its history entries).
 */
export const KEY_PLACEHOLDER = 'Bearer <paste a key of your application>';
export const APP_ID_PLACEHOLDER = '<your application id>';

const DEFAULT_QUERY = `# The Connector API in GraphQL.
# 1. Headers tab below: a key of your application
#    (a public key is enough) and its id.
# 2. Run with the play button or Ctrl-Enter.
# The Docs panel (top left) lists every field.
query Connectors($cursor: String) {
  connectors(limit: 5, cursor: $cursor) {
    data {
      id
      name
      status
      auth_type
      unified_apis {
        id
        supported_resources { id downstream_name }
      }
    }
    meta { items_on_page cursors { next } }
  }
}
`;

export const PLAYGROUND_SCRIPT = `'use strict';
(function () {
  var KEY_PLACEHOLDER = ${JSON.stringify(KEY_PLACEHOLDER)};
  var container = document.getElementById('graphiql');
  var endpoint = container.getAttribute('data-endpoint');
  var defaultHeaders = JSON.stringify({ Authorization: KEY_PLACEHOLDER, 'x-svc-app-id': ${JSON.stringify(APP_ID_PLACEHOLDER)} }, null, 2);
  var http = GraphiQL.createFetcher({ url: endpoint });

  function headerValue(headers, name) {
    for (var key in headers) if (key.toLowerCase() === name) return headers[key];
    return undefined;
  }

  // Until a key is pasted, answer locally instead of sending a request bound to fail with 401.
  function fetcher(params, options) {
    var authorization = headerValue((options && options.headers) || {}, 'authorization');
    if (!authorization || authorization === KEY_PLACEHOLDER) {
      return Promise.resolve({ errors: [{ message: 'Paste a key of your application into the Authorization header (Headers tab), and its id into x-svc-app-id.' }] });
    }
    return http(params, options);
  }

  // GraphiQL keeps its tabs and history in localStorage, and its history
  // entries carry the headers even with shouldPersistHeaders off: everything
  // it stores goes through here, with every "headers" value dropped.
  function withoutHeaders(value) {
    if (Array.isArray(value)) return value.map(withoutHeaders);
    if (value === null || typeof value !== 'object') return value;
    var copy = {};
    for (var key in value) copy[key] = key === 'headers' ? null : withoutHeaders(value[key]);
    return copy;
  }
  var NAMESPACE = 'graphiql:';
  var storage = {
    getItem: function (key) { return window.localStorage.getItem(key); },
    setItem: function (key, value) {
      if (/:headers$/.test(key)) return;
      var stored = value;
      try { stored = JSON.stringify(withoutHeaders(JSON.parse(value))); } catch (error) { /* plain text: no headers inside */ }
      window.localStorage.setItem(key, stored);
    },
    removeItem: function (key) { window.localStorage.removeItem(key); },
    clear: function () {
      Object.keys(window.localStorage).forEach(function (key) {
        if (key.indexOf(NAMESPACE) === 0) window.localStorage.removeItem(key);
      });
    },
    get length() { return window.localStorage.length; },
  };

  var root = ReactDOM.createRoot(container);
  var renderedHeaders = null;
  var timer = null;

  function render(headers) {
    renderedHeaders = headers;
    // A new fetcher makes GraphiQL load the schema again, now with the edited headers.
    var current = function (params, options) { return fetcher(params, options); };
    root.render(React.createElement(GraphiQL, {
      fetcher: current,
      defaultQuery: ${JSON.stringify(DEFAULT_QUERY)},
      defaultHeaders: defaultHeaders,
      defaultEditorToolsVisibility: 'headers',
      shouldPersistHeaders: false,
      storage: storage,
      onEditHeaders: onEditHeaders,
    }));
  }

  function onEditHeaders(value) {
    clearTimeout(timer);
    timer = setTimeout(function () {
      try { JSON.parse(value); } catch (error) { return; }
      if (value !== renderedHeaders) render(value);
    }, 500);
  }

  render(defaultHeaders);
})();
`;

export const PLAYGROUND_CSS = `html, body { height: 100%; margin: 0; }
#graphiql { height: 100vh; }
.playground-loading { font: 16px/1.5 system-ui, sans-serif; padding: 24px; }
`;
