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

export const SANDBOX_OAUTH_CLIENTS: Readonly<Record<'zendesk' | 'jira' | 'intercom' | 'asana' | 'pipedrive' | 'hubspot' | 'xero' | 'quickbooks' | 'zoho-books' | 'gusto' | 'bamboohr' | 'greenhouse' | 'google-drive' | 'box' | 'square' | 'clover', SandboxOAuthClient>> = {
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
  // Pipedrive's Developer Hub gives 16-hex-digit client ids and 40-hex-digit secrets.
  pipedrive: {
    clientId: '9c4e2a7f1b3d5e60',
    clientSecret: '4f7a2c9e1b8d3f60a5c7e9b1d3f5a7c9e2b4d6f8',
    name: 'Unified API (sandbox)',
  },
  // HubSpot's client ids and secrets are UUIDs, from the app's Auth settings.
  hubspot: {
    clientId: '5b1e8c3a-7d24-4f9e-b0a6-2c8d4e6f1a93',
    clientSecret: 'e2c7a9f4-1b6d-4e3a-9c8f-5d0b7a2e4c61',
    name: 'Unified API (sandbox)',
  },
  // Xero's client ids are 32 upper-case hex characters; secrets 48 URL-safe characters.
  xero: {
    clientId: '7F3A9C2E5B8D41F0A6C3E9B2D5F8A1C4',
    clientSecret: 'Xk2pQ9vL7mN4rT8wY1zB6cF3hJ5sD0aG-e7uI2oP9kM4nR6t',
    name: 'Unified API (sandbox)',
  },
  // Intuit's client ids are "AB" and 48 letters and digits; secrets 40.
  quickbooks: {
    clientId: 'ABq7Xk2Lm9Pz4Rt8Vw1Ny6Jc3Hd5Gf0Bs7Qe2Ua9Io4Ml8Kp3',
    clientSecret: 'a8F3kL9mQ2xR7tV1wN6yJ4cH0dG5sB8eU3iO7pZ2',
    name: 'Unified API (sandbox)',
  },
  // Zoho's API console gives client ids "1000." and 30 letters and digits; secrets 42 hex characters.
  'zoho-books': {
    clientId: '1000.7QK2ZP4M9XW1RT5VB8NC3LJ6HD0FGA',
    clientSecret: '4e9b2c7a1f8d3e6b0a5c9f2e7d1b4a8c3f6e9d2b7a',
    name: 'Unified API (sandbox)',
  },
  // Gusto's developer portal gives 43-character URL-safe client ids and secrets.
  gusto: {
    clientId: 'uX7pQ2mK9vL4nR8tW1yB6cF3hJ5sD0aGe7uI2oP9kM4',
    clientSecret: 'Zr3nT8wQ1yV6bC9xL2mK5pJ7hF4dS0aGu8iO3eW6qR1',
    name: 'Unified API (sandbox)',
  },
  // BambooHR does not document the shape of its client ids and secrets: hex strings chosen for the sandbox.
  bamboohr: {
    clientId: '6d1f4a9c2e7b4058a3c6e9f1b2d5a8c4',
    clientSecret: '3e8a1c6f9b2d4e7a0c5f8b1d3e6a9c2f4b7d0e1a',
    name: 'Unified API (sandbox)',
  },
  // Greenhouse gives partners a client id and secret by email; their shape is not documented: chosen for the sandbox.
  greenhouse: {
    clientId: 'gh-partner-unified-api-sandbox',
    clientSecret: 'ghp_2b7e4a9d1c6f3e8b0a5d7c2f9e4b1a6d',
    name: 'Unified API (sandbox)',
  },
  // Google client ids end in ".apps.googleusercontent.com"; secrets start "GOCSPX-".
  'google-drive': {
    clientId: '418230957716-sandbox0unifiedapi7q2w.apps.googleusercontent.com',
    clientSecret: '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',
    name: 'Unified API (sandbox)',
  },
  // Box's developer console gives 32-character client ids (lower-case letters and digits) and secrets.
  box: {
    clientId: 'k3v9q2m7x1p5r8t4w6y0z2b4d6f8h0j2',
    clientSecret: 'Hq7Lw2Zr9Vx4Nc8Bm1Ts5Jd3Fg6Pa0Ke',
    name: 'Unified API (sandbox)',
  },
  // Square's application ids start with sq0idp- and its application secrets with sq0csp-.
  square: {
    clientId: 'sq0idp-SandboxUnifiedApi7Qk2Lm9Xw4Rt',
    clientSecret: 'sq0csp-SandboxSecret3Fh8Jd1Kn6Pz0Vb5Yc2Ng7Ma4Ue9Lo',
    name: 'Unified API (sandbox)',
  },
  // Clover's app ids are 13 upper-case letters and digits; app secrets are UUIDs.
  clover: {
    clientId: 'UAPISBX7Q2K9M',
    clientSecret: '3d9f6b2a-8c41-4e7d-a5b0-7f1e2c3d4b6a',
    name: 'Unified API (sandbox)',
  },
};
