/**
 * The believable company each account starts with, from the kit's seeded
 * Faker (the same on every start): two locations (San Francisco head office,
 * Denver), five departments, the account's headcount (forty for the demo)
 * with a chief executive, a head per department reporting to them and
 * everyone else reporting to their head; one job and one or two
 * compensations each (salaried or hourly), a home address; two employees
 * terminated (one before either pay period, one between them) and one still
 * onboarding (hired next week); two processed bi-weekly payrolls with every
 * employee's pay, taxes, benefits and deductions; one in eight goes by a
 * preferred first name.
 */
import type { Faker } from '@faker-js/faker';
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import type { GustoAccount } from './accounts.js';
import type { EmployeePay, TaxLine } from './payroll-money.js';
import { isoDate, newVersion } from './records.js';

type Seed = SeedContext<GustoAccount>;
const DAY = 86_400_000;

const DEPARTMENTS = [
  { title: 'Operations', share: 5, titles: ['Chief Executive Officer', 'Operations Manager', 'Office Coordinator'], pay: { unit: 'Year', min: 80_000, max: 140_000 } },
  { title: 'Engineering', share: 14, titles: ['VP of Engineering', 'Software Engineer', 'Senior Software Engineer', 'QA Engineer'], pay: { unit: 'Year', min: 110_000, max: 185_000 } },
  { title: 'Sales', share: 9, titles: ['Head of Sales', 'Account Executive', 'Sales Development Representative'], pay: { unit: 'Year', min: 65_000, max: 125_000 } },
  { title: 'Customer Success', share: 8, titles: ['Head of Customer Success', 'Support Specialist', 'Onboarding Specialist'], pay: { unit: 'Hour', min: 24, max: 36 } },
  { title: 'Finance', share: 4, titles: ['Controller', 'Payroll Specialist', 'Accountant'], pay: { unit: 'Year', min: 85_000, max: 135_000 } },
] as const;

const LOCATIONS = [
  { street_1: '525 20th Street', city: 'San Francisco', state: 'CA', zip: '94107', phone_number: '4155550100', incomeTax: 0.05, unemployment: 0.034 },
  { street_1: '1801 California Street', city: 'Denver', state: 'CO', zip: '80202', phone_number: '3035550100', incomeTax: 0.044, unemployment: 0.017 },
];

const pick = <T>(faker: Faker, items: readonly T[]): T => faker.helpers.arrayElement(items);

/** How many of the headcount each department gets (the demo's forty exactly as listed). */
function departmentSizes(headcount: number): number[] {
  const total = DEPARTMENTS.reduce((sum, department) => sum + department.share, 0);
  const sizes = DEPARTMENTS.map((department) => Math.max(1, Math.round((department.share * headcount) / total)));
  sizes[1] = Math.max(1, (sizes[1] as number) + headcount - sizes.reduce((sum, size) => sum + size, 0));
  return sizes;
}

interface Hire { employee: StoredRecord; job: StoredRecord; rateCents: number; unit: 'Year' | 'Hour'; location: (typeof LOCATIONS)[number] }

function seedCompany(ctx: Seed): StoredRecord[] {
  const { account, faker, now } = ctx;
  ctx.put('companies', {
    id: account.companyUuid, ein: `${faker.string.numeric(2)}-${faker.string.numeric(7)}`, entity_type: 'C-Corporation', contractor_only: false,
    tier: 'plus', is_suspended: false, company_status: 'Approved', is_high_risk_business: false, is_marijuana_business: false,
    name: account.companyName, slug: account.companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, ''), trade_name: account.companyName.replace(/ (Co\.|LLC)$/, ''),
    is_partner_managed: true, pay_schedule_type: 'single', join_date: isoDate(now - 900 * DAY), funding_type: 'ach',
    compensations: {
      hourly: [{ uuid: faker.string.uuid(), name: 'Regular Hours', multiple: 1 }, { uuid: faker.string.uuid(), name: 'Overtime', multiple: 1.5 }],
      fixed: [{ uuid: faker.string.uuid(), name: 'Bonus' }, { uuid: faker.string.uuid(), name: 'Commission' }],
      paid_time_off: [{ uuid: faker.string.uuid(), name: 'Vacation Hours' }, { uuid: faker.string.uuid(), name: 'Sick Hours' }],
    },
    primary_payroll_admin: { first_name: account.adminName.split(' ')[0], last_name: account.adminName.split(' ').slice(1).join(' '), phone: '4155550101', email: account.adminEmail },
  });
  return LOCATIONS.map((location) => ctx.put('locations', {
    id: faker.string.uuid(), version: newVersion(faker), company_uuid: account.companyUuid, phone_number: location.phone_number,
    street_1: location.street_1, street_2: null, city: location.city, state: location.state, zip: location.zip, country: 'USA',
    mailing_address: location.city === 'San Francisco', filing_address: location.city === 'San Francisco', created_at: now - 900 * DAY, updated_at: now - 300 * DAY, active: true,
  }));
}

function hire(ctx: Seed, department: StoredRecord, spec: (typeof DEPARTMENTS)[number], title: string, managerId: string | null, hiredDaysAgo: number, locations: StoredRecord[]): Hire {
  const { faker, account, now } = ctx;
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  const locationIndex = faker.number.int({ min: 0, max: 9 }) < 7 ? 0 : 1;
  const location = LOCATIONS[locationIndex] as (typeof LOCATIONS)[number];
  const hireDate = isoDate(now - hiredDaysAgo * DAY);
  const employee = ctx.put('employees', {
    id: faker.string.uuid(), first_name: first, middle_initial: faker.helpers.maybe(() => faker.string.alpha({ length: 1, casing: 'upper' }), { probability: 0.3 }) ?? null,
    last_name: last, email: faker.internet.email({ firstName: first, lastName: last, provider: 'example.com' }).toLowerCase(),
    company_uuid: account.companyUuid, manager_uuid: managerId, version: newVersion(faker), department_uuid: department.id,
    two_percent_shareholder: false, work_email: `${first}.${last}@acme-demo.example`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
    onboarded: true, onboarding_status: 'onboarding_completed', date_of_birth: isoDate(faker.date.birthdate({ mode: 'age', min: 22, max: 62 }).getTime()),
    ssn: faker.string.numeric({ length: 9, allowLeadingZeros: false }), phone: `${faker.helpers.arrayElement(['415', '628', '303', '720'])}555${faker.string.numeric(4)}`,
    preferred_first_name: null, payment_method: faker.number.int({ min: 0, max: 9 }) === 0 ? 'Check' : 'Direct Deposit',
    current_employment_status: spec.pay.unit === 'Hour' && faker.datatype.boolean() ? 'part_time_twenty_plus_hours' : 'full_time',
    historical: false, employee_code: faker.string.hexadecimal({ length: 6, casing: 'lower', prefix: '' }), created_at: now - hiredDaysAgo * DAY,
  });
  employee.sort_name = `${last} ${first}`.toLowerCase();
  const job = ctx.put('jobs', {
    id: faker.string.uuid(), version: newVersion(faker), employee_uuid: employee.id, hire_date: hireDate, title, primary: true,
    two_percent_shareholder: false, state_wc_covered: null, state_wc_class_code: null, location_uuid: (locations[locationIndex] as StoredRecord).id,
  });
  const unit = spec.pay.unit;
  const top = title === 'Chief Executive Officer' ? 240_000 : spec.pay.max;
  const rate = unit === 'Year' ? faker.number.int({ min: spec.pay.min / 1000, max: top / 1000 }) * 1000 : faker.number.int({ min: spec.pay.min * 4, max: spec.pay.max * 4 }) / 4;
  const raised = hiredDaysAgo > 400 && faker.datatype.boolean();
  const compensation = (rateValue: number, effective: string) => ctx.put('compensations', {
    id: faker.string.uuid(), version: newVersion(faker), job_uuid: job.id, employee_uuid: employee.id, rate: rateValue.toFixed(2), payment_unit: unit,
    flsa_status: unit === 'Year' ? 'Exempt' : 'Nonexempt', effective_date: effective, adjust_for_minimum_wage: false, minimum_wages: [],
  });
  compensation(raised ? Math.round(rate * 0.94) : rate, hireDate);
  if (raised) compensation(rate, isoDate(now - 120 * DAY));
  ctx.put('home_addresses', {
    id: faker.string.uuid(), version: newVersion(faker), employee_uuid: employee.id, effective_date: hireDate, courtesy_withholding: false,
    street_1: faker.location.streetAddress(), street_2: faker.helpers.maybe(() => faker.location.secondaryAddress(), { probability: 0.25 }) ?? null,
    city: location.city === 'San Francisco' ? pick(faker, ['San Francisco', 'Oakland', 'Daly City', 'San Mateo']) : pick(faker, ['Denver', 'Aurora', 'Lakewood']),
    state: location.state, zip: location.city === 'San Francisco' ? `94${faker.string.numeric(3)}` : `80${faker.string.numeric(3)}`, country: 'USA', active: true,
  });
  return { employee, job, rateCents: Math.round(rate * 100), unit, location };
}

function taxes(gross: number, location: (typeof LOCATIONS)[number]): TaxLine[] {
  const cents = (share: number) => Math.round(gross * share);
  return [
    { name: 'Federal Income Tax', employer: false, amountCents: cents(0.11) },
    { name: 'Social Security', employer: false, amountCents: cents(0.062) },
    { name: 'Medicare', employer: false, amountCents: cents(0.0145) },
    { name: `${location.state} Withholding Tax`, employer: false, amountCents: cents(location.incomeTax) },
    { name: 'Social Security', employer: true, amountCents: cents(0.062) },
    { name: 'Medicare', employer: true, amountCents: cents(0.0145) },
    { name: 'FUTA', employer: true, amountCents: cents(0.006) },
    { name: `${location.state} Unemployment Tax`, employer: true, amountCents: cents(location.unemployment) },
  ];
}

function payOf(ctx: Seed, hired: Hire, index: number): EmployeePay {
  const { faker } = ctx;
  const { employee, job, unit, rateCents } = hired;
  const overtime = unit === 'Hour' && faker.datatype.boolean() ? faker.number.int({ min: 1, max: 6 }) : 0;
  const fixed = unit === 'Year' ? [{ name: 'Salary', amountCents: Math.round(rateCents / 26), jobUuid: job.id }] : [];
  const hourly = unit === 'Hour'
    ? [
      { name: 'Regular Hours', hours: '80.000', amountCents: rateCents * 80, jobUuid: job.id, multiplier: 1, flsa: 'Nonexempt' },
      ...(overtime > 0 ? [{ name: 'Overtime', hours: `${overtime}.000`, amountCents: Math.round(rateCents * 1.5 * overtime), jobUuid: job.id, multiplier: 1.5, flsa: 'Nonexempt' }] : []),
    ]
    : [];
  const gross = [...fixed, ...hourly].reduce((sum, line) => sum + line.amountCents, 0);
  return {
    employee_uuid: employee.id, first_name: String(employee.first_name), preferred_first_name: null, last_name: String(employee.last_name),
    payment_method: employee.payment_method as EmployeePay['payment_method'], fixed, hourly, taxes: taxes(gross, hired.location),
    benefits: [
      { name: 'Medical Insurance', employeeCents: 8_500, companyCents: 31_000, imputed: false },
      ...(index % 3 !== 0 ? [{ name: '401(k)', employeeCents: Math.round(gross * 0.05), companyCents: Math.round(gross * 0.03), imputed: false }] : []),
    ],
    deductions: index % 7 === 0 ? [{ uuid: faker.string.uuid(), name: 'Commuter Benefits', amountCents: 5_000 }] : [],
  };
}

export function seedGusto(ctx: Seed): void {
  const { faker, now, account } = ctx;
  const locations = seedCompany(ctx);
  const sizes = departmentSizes(account.headcount);
  const departments = DEPARTMENTS.map((spec) => ctx.put('departments', { id: faker.string.uuid(), company_uuid: account.companyUuid, title: spec.title, version: newVersion(faker) }));
  const hires: Hire[] = [];
  let chief: string | null = null;
  DEPARTMENTS.forEach((spec, d) => {
    const department = departments[d] as StoredRecord;
    const head = hire(ctx, department, spec, spec.titles[0], chief, faker.number.int({ min: 700, max: 880 }), locations);
    chief ??= head.employee.id;
    hires.push(head);
    for (let i = 1; i < (sizes[d] as number); i++) hires.push(hire(ctx, department, spec, pick(faker, spec.titles.slice(1)), head.employee.id, faker.number.int({ min: 60, max: 680 }), locations));
  });

  // Two pay periods of two weeks; each paid five days after it ends.
  const secondEnd = now - 6 * DAY;
  const periods = [secondEnd - 14 * DAY, secondEnd].map((end) => ({ start: isoDate(end - 13 * DAY), end: isoDate(end), check: isoDate(end + 5 * DAY), checkMs: end + 5 * DAY }));
  const first = periods[0] as (typeof periods)[number];

  // One left before either period, one between them (paid by the first only); one joins next week, still onboarding.
  // A small company (the second account's six) has room for fewer leavers: never the chief executive, never twice the same.
  const leavers = [...new Set([hires.length - 3, hires.length - 10].filter((index) => index >= 1))].map((index) => hires[index] as Hire);
  const leftOn = [isoDate(now - 60 * DAY), isoDate(Date.parse(first.end) + DAY)];
  leavers.forEach((leaver, i) => ctx.put('terminations', {
    id: faker.string.uuid(), version: newVersion(faker), employee_uuid: leaver.employee.id, active: true, cancelable: false, effective_date: leftOn[i], run_termination_payroll: i === 1,
  }));
  const newcomer = hires[Math.min(hires.length - 1, DEPARTMENTS[0].share + 1)] as Hire;
  Object.assign(newcomer.employee, { onboarded: false, onboarding_status: 'admin_onboarding_incomplete', payment_method: 'Check', created_at: now - 3 * DAY });
  newcomer.job.hire_date = isoDate(now + 7 * DAY);
  for (const compensation of ctx.tenant.table('compensations').all()) if (compensation.job_uuid === newcomer.job.id) compensation.effective_date = newcomer.job.hire_date;

  periods.forEach((period, p) => {
    const paid = hires.filter((hired) => hired !== newcomer && String(hired.job.hire_date) <= period.start
      && !leavers.some((leaver, i) => leaver === hired && String(leftOn[i]) <= period.start));
    ctx.put('payrolls', {
      id: faker.string.uuid(), company_uuid: account.companyUuid, check_date: period.check, processed: true, processed_date: isoDate(period.checkMs - 2 * DAY),
      calculated_at: period.checkMs - 3 * DAY, payroll_deadline: period.checkMs - 2 * DAY, off_cycle: false, auto_pilot: false, external: false,
      final_termination_payroll: false, withholding_pay_period: 'Every other week', skip_regular_deductions: false, fixed_withholding_rate: false,
      pay_period: { start_date: period.start, end_date: period.end, pay_schedule_uuid: null }, created_at: period.checkMs - 4 * DAY - p,
      employee_compensations: paid.map((hired, index) => payOf(ctx, hired, index)),
    });
  });

  // Some go by another first name; drawn last, so the rest of the seed stays as it was.
  const nicknamed = hires.filter((_hired, index) => index % 8 === 5);
  for (const hired of nicknamed) hired.employee.preferred_first_name = faker.person.firstName();
  for (const payroll of ctx.tenant.table('payrolls').all()) {
    for (const pay of payroll.employee_compensations as EmployeePay[]) {
      pay.preferred_first_name = (nicknamed.find((hired) => hired.employee.id === pay.employee_uuid)?.employee.preferred_first_name as string | undefined) ?? null;
    }
  }
}
