/**
 * The first view: every connector of the unified APIs the session shows,
 * grouped by API, each a row with its logo, what it does and its state.
 * A card is one link (its title, stretched over the card), so the tab order
 * is one stop per connector.
 */
import { ASSET_PATHS } from './assets.js';
import { exists, statePill, type PageConnection } from './connection-state.js';
import { html, type SafeHtml } from './html.js';
import { connectionPath } from './paths.js';

export interface ApiGroup {
  id: string;
  name: string;
  connections: PageConnection[];
}

function card(connection: PageConnection): SafeHtml {
  const stateId = `state-${connection.unified_api}-${connection.service_id}`;
  const cta = connection.state === 'callable' ? 'Manage' : exists(connection) ? 'Finish setup' : 'Connect';
  return html`<li class="card">
<img class="logo" src="${ASSET_PATHS.logo(connection.service_id)}" alt="" width="48" height="48">
<div class="card-body">
<h3 class="card-title"><a href="${connectionPath(connection.unified_api, connection.service_id)}" aria-describedby="${stateId}">${connection.name}</a></h3>
<p class="card-text">${connection.tag_line}</p>
</div>
<div class="card-side">${statePill(connection, stateId)}<span class="card-cta" aria-hidden="true">${cta} →</span></div>
</li>`;
}

export function listView(appName: string, groups: ApiGroup[]): SafeHtml {
  const sections = groups
    .filter((group) => group.connections.length > 0)
    .map(
      (group) => html`<section class="section" aria-labelledby="api-${group.id}">
<h2 id="api-${group.id}">${group.name}</h2>
<ul class="cards">${group.connections.map(card)}</ul>
</section>`,
    );
  return html`<div class="page-head"><h1>Integrations</h1>
<p>Connect the tools you already use to ${appName}. Pick a platform, sign in or enter its credentials, and ${appName} can work with it on your behalf.</p></div>
${sections.length > 0 ? sections : html`<p class="empty">No integrations are offered here yet.</p>`}`;
}
