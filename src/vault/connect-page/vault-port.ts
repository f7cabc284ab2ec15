/**
 * What the connect page needs from the vault, named so the page's reach is
 * plain to see: the connections of one consumer, read, changed, checked with
 * the platform, revoked and deleted. Every call takes the session's scope
 * and consumer.
 */
import type { Vault } from '../vault.js';

export type ConnectVault = Pick<
  Vault,
  'db' | 'listConnections' | 'getConnection' | 'updateConnection' | 'deleteConnection' | 'validateConnection' | 'revokeConnection'
>;
