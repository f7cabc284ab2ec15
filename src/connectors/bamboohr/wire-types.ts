/** BambooHR's records as the connector reads them (public.yaml: List Employees, the employee tables, time off). */

/** One employee of List Employees, with the optional `fields` the connector asks for (employee-fields.ts). */
export interface BambooHREmployee {
  employeeId: string;
  firstName?: string | null;
  lastName?: string | null;
  preferredName?: string | null;
  middleName?: string | null;
  photoUrl?: string | null;
  jobTitleName?: string | null;
  status?: 'Active' | 'Inactive' | string | null;
  workEmail?: string | null;
  homeEmail?: string | null;
  workPhone?: string | null;
  workPhoneExtension?: string | null;
  mobilePhone?: string | null;
  homePhone?: string | null;
  birthDate?: string | null;
  hireDate?: string | null;
  divisionName?: string | null;
  divisionId?: string | null;
  departmentName?: string | null;
  departmentId?: string | null;
  locationName?: string | null;
  employmentStatusName?: string | null;
  reportsToName?: string | null;
  reportsToId?: string | null;
  linkedinUrl?: string | null;
}

/** A row of an employee table (`jobInfo`, `employmentStatus`): values as text, dated YYYY-MM-DD. */
export interface TableRow {
  id: string;
  employeeId: string;
  date: string;
  [column: string]: string | null;
}

/** A row of the compensation table: dated `startDate`, the rate a decimal with its currency. */
export interface CompensationRow {
  id: string;
  employeeId: string;
  startDate?: string | null;
  rate?: { value?: string | number | null; currency?: string | null } | null;
  type?: string | null;
  exempt?: string | null;
  reason?: string | null;
  paidPer?: string | null;
  paySchedule?: string | null;
}

/** A time off request of List Time Off Requests. */
export interface BambooHRTimeOffRequest {
  id: number;
  employeeId: number;
  name?: string;
  start: string;
  end: string;
  created?: string;
  status?: { lastChanged?: string; lastChangedByUserId?: number; status?: string };
  type?: { id?: number; name?: string; icon?: string };
  amount?: { unit?: string; amount?: number };
  notes?: { employee?: string; manager?: string } | unknown[];
}

/** Get Company Information. */
export interface BambooHRCompany {
  legalName?: string | null;
  displayName?: string | null;
  address?: { line1?: string | null; line2?: string | null; city?: string | null; state?: string | null; country?: string | null; zip?: string | null } | null;
  phone?: string | null;
}
