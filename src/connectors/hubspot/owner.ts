/** A HubSpot owner as GET /crm/v3/owners answers it: one of the account's users who can own records (users.ts). */
export interface HubspotOwner {
  id: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  userId?: number | null;
  archived?: boolean;
  teams?: { id: string; name: string; primary?: boolean }[];
  createdAt?: string;
  updatedAt?: string;
}
