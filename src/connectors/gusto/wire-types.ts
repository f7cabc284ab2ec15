/**
 * The parts of Gusto's records the connector reads, as the description
 * writes them (gusto-embedded.v2025-06-15.openapi.yaml: Employee, Job,
 * Compensation, Termination, Employee-Home-Address, Department, Company,
 * Payroll, Employee-Pay-Stub). Amounts are dollars: strings ("1234.50") on
 * totals, rates and fixed or hourly pay, numbers (1234.5) on an employee's
 * gross and net pay, taxes, benefits and deductions.
 */

export interface GustoCompensation {
  uuid: string;
  job_uuid?: string;
  rate?: string;
  payment_unit?: string | null;
  flsa_status?: string | null;
  effective_date?: string | null;
}

export interface GustoJob {
  uuid: string;
  version?: string;
  hire_date?: string | null;
  title?: string | null;
  primary?: boolean;
  rate?: string;
  payment_unit?: string | null;
  current_compensation_uuid?: string;
  compensations?: GustoCompensation[];
  location_uuid?: string;
}

export interface GustoTermination {
  uuid: string;
  active?: boolean;
  effective_date?: string | null;
}

export interface GustoAddress {
  uuid?: string;
  street_1?: string | null;
  street_2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  active?: boolean;
}

export interface GustoEmployee {
  uuid: string;
  first_name: string;
  middle_initial?: string | null;
  last_name: string;
  email?: string | null;
  work_email?: string | null;
  company_uuid?: string;
  company_name?: string;
  manager_uuid?: string | null;
  version?: string;
  department?: string | null;
  department_uuid?: string | null;
  terminated?: boolean;
  onboarded?: boolean;
  onboarding_status?: string;
  jobs?: GustoJob[];
  terminations?: GustoTermination[];
  date_of_birth?: string | null;
  phone?: string | null;
  preferred_first_name?: string | null;
  current_employment_status?: string | null;
  employee_code?: string;
  title?: string;
  hired_at?: string;
  current_home_address?: GustoAddress;
}

export interface GustoDepartment {
  uuid: string;
  company_uuid?: string;
  title?: string;
  version?: string;
}

export interface GustoCompany {
  uuid: string;
  name?: string;
  trade_name?: string | null;
  ein?: string;
  slug?: string;
  company_status?: string;
  is_suspended?: boolean;
  locations?: GustoAddress[];
  primary_payroll_admin?: { email?: string | null; phone?: string | null };
}

export interface GustoPayrollTax { name?: string; employer?: boolean; amount?: number | string }

export interface GustoEmployeeCompensation {
  employee_uuid: string;
  excluded?: boolean;
  gross_pay?: number | null;
  net_pay?: number | null;
  check_amount?: number | null;
  taxes?: GustoPayrollTax[];
  benefits?: { name?: string; employee_deduction?: number; company_contribution?: number }[];
  deductions?: { name?: string; amount?: number }[];
}

export interface GustoPayroll {
  payroll_uuid?: string;
  uuid?: string;
  company_uuid?: string;
  processed?: boolean;
  processed_date?: string | null;
  check_date?: string;
  pay_period?: { start_date?: string; end_date?: string };
  totals?: Record<string, string | undefined>;
  employee_compensations?: GustoEmployeeCompensation[];
}
