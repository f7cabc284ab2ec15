/**
 * The sandbox's OAuth clients must know the service's callback URL, which is
 * only known once the service's public URL is: registered with each running
 * in-process emulator at start.
 */
import type { EmulatorHandle } from '../sandbox/framework/emulator.js';
import { SANDBOX_OAUTH_CLIENTS } from '../sandbox/oauth-clients.js';

export function registerSandboxCallbacks(emulators: Iterable<EmulatorHandle>, publicUrl: string): void {
  for (const emulator of emulators) {
    const client = (SANDBOX_OAUTH_CLIENTS as Record<string, { clientId: string; clientSecret: string; name: string } | undefined>)[emulator.id];
    if (!client || !emulator.oauth) continue;
    emulator.oauth.registerOAuthClient({ ...client, redirectUris: [`${publicUrl}/vault/callback`] });
  }
}
