/**
 * The sandbox's own OAuth client at each emulated authorization server, the
 * way an application registers with Zendesk (Admin Center → OAuth clients)
 * or Atlassian (developer console). Each emulator registers it at start with
 * no redirect URI; the service adds its `${publicUrl}/vault/callback` once it
 * knows its public URL. Public on purpose: they only open loopback emulators.
 */
export interface SandboxOAuthClient {
  clientId: string;
  clientSecret: string;
  name: string;
}

export const SANDBOX_OAUTH_CLIENTS: Readonly<Record<'zendesk' | 'jira' | 'intercom' | 'asana', SandboxOAuthClient>> = {
  // Zendesk's client_id is the client's "unique identifier", chosen by the admin.
  zendesk: {
    clientId: 'unified_api_sandbox',
    clientSecret: '9f1c2e7a4b8d3f60a5e1c7b9d2f4a8e6c3b5d7f9a1e3c5b7d9f2a4c6e8b0d1f3',
    name: 'Unified API (sandbox)',
  },
  // Atlassian generates 32-character client ids and "ATOA"-prefixed secrets.
  jira: {
    clientId: 'Qm9ZsXv3Lk8TnR2wHc5JpA7eDf1GyU4b',
    clientSecret: 'ATOAsandbox7Kd2Lq9Vx4Nc8Rb3Mz6Tw1Yh5Gf0Pj2Ss8Ue4Ia7Ol3Cn9Xk6Bv1Zr',
    name: 'Unified API (sandbox)',
  },
  // Intercom's client ids are UUIDs; secrets too, generated in the Developer Hub.
  intercom: {
    clientId: '3c9e6a2f-8b41-4d7e-a5c0-1f2e3d4c5b6a',
    clientSecret: '9d8c7b6a-5f4e-4d3c-b2a1-0f9e8d7c6b5a',
    name: 'Unified API (sandbox)',
  },
  // Asana's client ids are numeric strings (an app's gid); secrets are 32 hex characters.
  asana: {
    clientId: '1208000000000777',
    clientSecret: '7c2e9a4f1b8d3e6a0f5c9b2d4e7a1c3f',
    name: 'Unified API (sandbox)',
  },
};
