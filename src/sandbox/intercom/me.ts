/** GET /me: the admin the token acts for, with its workspace ("app"); connectors use it to check credentials. */
import type { FastifyInstance } from 'fastify';
import type { PlatformKit } from '../framework/kit/index.js';
import type { IntercomAccount } from './accounts.js';

export function registerMe(app: FastifyInstance, kit: PlatformKit<IntercomAccount>): void {
  app.get('/me', kit.handler(({ account }) => ({
    status: 200,
    body: {
      type: 'admin',
      id: account.adminId,
      email: account.adminEmail,
      name: account.adminName,
      email_verified: true,
      app: { type: 'app', id_code: account.id, name: account.workspaceName, created_at: 1_609_459_200, secure: false, identity_verification: false, timezone: 'Europe/Dublin', region: 'US' },
      avatar: { type: 'avatar', image_url: null },
      has_inbox_seat: true,
    },
  })));
}
