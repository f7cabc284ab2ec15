/**
 * A believable company per account (Faker under the kit's fixed seed): 40
 * employees in eight departments, a chief executive, a head per department
 * reporting to them and everyone else reporting to their head; two who left
 * (Terminated rows, status Inactive), one onboarding (hired in ten days);
 * job info and employment status rows for everyone; users for the heads;
 * time off in every state (approved past and coming, requested, denied,
 * canceled, one superceded by its replacement), company holidays, and
 * applicant tracking (ats-seed.ts).
 */
import type { Faker } from '@faker-js/faker';
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { addDays, ymd } from './dates.js';
import { seedApplicantTracking } from './ats-seed.js';
import { DEPARTMENTS, DIVISIONS, LOCATIONS } from './org.js';
import { spreadAmount } from './time-off.js';

const DAY = 86_400_000;
const MEMBERS_PER_DEPARTMENT = [1, 10, 4, 6, 3, 4, 2, 2];
const STATUSES = ['Full-Time', 'Full-Time', 'Full-Time', 'Full-Time', 'Part-Time', 'Contractor'];

type Ctx = SeedContext<BambooHRAccount>;

const MIDDLE_NAMES = ['Grace', 'James', 'Marie', 'Lee', 'Ann', 'Ray'];

function person(ctx: Ctx, faker: Faker, fields: { department: string; jobTitle: string; supervisorEId: string | null; hireDate: string }): StoredRecord {
  const id = String(ctx.tenant.next('employee', 200));
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const slug = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  const location = faker.helpers.arrayElement(LOCATIONS).name;
  const hired = Date.parse(`${fields.hireDate}T09:00:00Z`);
  return ctx.put('employees', {
    id, employeeNumber: String(Number(id) - 199), firstName, lastName, middleName: null,
    preferredName: faker.datatype.boolean(0.15) ? faker.person.firstName() : null,
    ...fields, division: location === 'London, UK' ? (DIVISIONS[1]?.name as string) : (DIVISIONS[0]?.name as string), location,
    workEmail: `${slug}@${ctx.account.companyDomain}.example`, homeEmail: `${slug}@home.example`, workPhone: faker.phone.number({ style: 'national' }),
    workPhoneExtension: faker.string.numeric(3), mobilePhone: faker.phone.number({ style: 'national' }), homePhone: null,
    originalHireDate: fields.hireDate, terminationDate: null, dateOfBirth: ymd(faker.date.birthdate({ min: 22, max: 63, mode: 'age' }).getTime()),
    gender: faker.helpers.arrayElement(['Male', 'Female', 'Nonbinary']), maritalStatus: faker.helpers.arrayElement(['Single', 'Married']),
    address1: faker.location.streetAddress(), address2: null, city: faker.location.city(), state: faker.location.state({ abbreviated: true }),
    zipcode: faker.location.zipCode('#####'), country: 'United States', employmentHistoryStatus: faker.helpers.arrayElement(STATUSES), status: 'Active',
    linkedIn: `https://www.linkedin.com/in/${slug.replace('.', '-')}`,
    // Some people have a middle name and a photo; chosen by id, so the seed's random values stay as they were.
    photoUrl: Number(id) % 3 === 0 ? `https://images.${ctx.account.companyDomain}.example/photos/${id}.jpg` : null,
    ...(Number(id) % 4 === 0 ? { middleName: MIDDLE_NAMES[Number(id) % MIDDLE_NAMES.length] } : {}),
    created: Math.min(hired, ctx.now - 30 * DAY), lastChanged: ctx.now - faker.number.int({ min: 2, max: 60 }) * DAY,
  });
}

/** Pay by employment status: a salary a year, or an hourly rate for part-timers and contractors. */
function compensation(ctx: Ctx, employee: StoredRecord): Record<string, unknown> {
  const hourly = employee.employmentHistoryStatus === 'Part-Time' || employee.employmentHistoryStatus === 'Contractor';
  const london = employee.location === 'London, UK';
  return hourly
    ? { rate: ctx.faker.finance.amount({ min: 25, max: 90, dec: 2 }), type: 'Hourly', paidPer: 'Hour', exempt: 'Non-exempt', paySchedule: 'Every other week' }
    : { rate: ctx.faker.finance.amount({ min: 55_000, max: 240_000, dec: 2 }), type: 'Salary', paidPer: 'Year', exempt: 'Exempt', paySchedule: london ? 'Monthly' : 'Twice a month', ...(london ? { currency: 'GBP' } : {}) };
}

function rows(ctx: Ctx, employee: StoredRecord): void {
  const base = { employeeId: employee.id, date: employee.hireDate };
  ctx.put('table_rows', { id: String(ctx.tenant.next('table_row', 5000)), table: 'compensation', ...base, currency: 'USD', reason: 'New Hire', comment: null, ...compensation(ctx, employee) });
  ctx.put('table_rows', { id: String(ctx.tenant.next('table_row', 5000)), table: 'jobInfo', ...base, location: employee.location, department: employee.department, division: employee.division, jobTitle: employee.jobTitle, reportsTo: employee.supervisorEId });
  ctx.put('table_rows', { id: String(ctx.tenant.next('table_row', 5000)), table: 'employmentStatus', ...base, employmentStatus: employee.employmentHistoryStatus === 'Terminated' ? 'Full-Time' : employee.employmentHistoryStatus });
}

function leave(ctx: Ctx, employee: StoredRecord, daysAgo: number, reason: string): void {
  const date = ymd(ctx.now - daysAgo * DAY);
  Object.assign(employee, { status: 'Inactive', employmentHistoryStatus: 'Terminated', terminationDate: date, lastChanged: ctx.now - daysAgo * DAY });
  ctx.put('table_rows', { id: String(ctx.tenant.next('table_row', 5000)), table: 'employmentStatus', employeeId: employee.id, date, employmentStatus: 'Terminated', comment: reason, terminationReasonId: '1', terminationTypeId: '2' });
}

function timeOff(ctx: Ctx, employee: StoredRecord, fromToday: number, days: number, status: string, typeId: number, notes: Record<string, string> = {}): StoredRecord {
  const today = ymd(ctx.now);
  const start = addDays(today, fromToday);
  const end = addDays(start, days - 1);
  const dates = spreadAmount(start, end, Math.max(1, days - 2 * Math.floor(days / 7)) * (typeId === 83 ? 8 : 1));
  const created = addDays(start, -14 > fromToday ? -7 : -Math.max(1, Math.min(14, fromToday + 20)));
  return ctx.put('time_off_requests', {
    id: String(ctx.tenant.next('time_off_request', 1300)), employeeId: employee.id, start, end, created: created > today ? today : created,
    status, statusChanged: status === 'requested' ? (created > today ? today : created) : today, statusChangedBy: '1', typeId,
    amount: Math.round(Object.values(dates).reduce((sum, share) => sum + share, 0) * 100) / 100, dates, notes, changedAt: ctx.now - DAY,
  });
}

export function seedBambooHR(ctx: Ctx): void {
  const { faker, now } = ctx;
  const hireDate = (minYears: number, maxYears: number) => ymd(now - faker.number.int({ min: Math.round(minYears * 365), max: Math.round(maxYears * 365) }) * DAY);
  const ceo = person(ctx, faker, { department: 'Executive', jobTitle: 'Chief Executive Officer', supervisorEId: null, hireDate: hireDate(6, 8) });
  const everyone: StoredRecord[] = [ceo];
  const heads = DEPARTMENTS.slice(1).map((department) => person(ctx, faker, { department: department.name, jobTitle: department.head, supervisorEId: ceo.id, hireDate: hireDate(3, 6) }));
  everyone.push(...heads);
  DEPARTMENTS.forEach((department, index) => {
    const head = index === 0 ? ceo : (heads[index - 1] as StoredRecord);
    for (let n = 0; n < (MEMBERS_PER_DEPARTMENT[index] ?? 0); n++) {
      everyone.push(person(ctx, faker, { department: department.name, jobTitle: faker.helpers.arrayElement(department.titles), supervisorEId: head.id, hireDate: hireDate(0.3, 4) }));
    }
  });
  const onboarding = everyone[everyone.length - 1] as StoredRecord;
  Object.assign(onboarding, { hireDate: ymd(now + 10 * DAY), originalHireDate: ymd(now + 10 * DAY), employmentHistoryStatus: 'Full-Time', lastChanged: now - DAY });
  for (const employee of everyone) rows(ctx, employee);
  const [first, second] = [everyone[12] as StoredRecord, everyone[25] as StoredRecord];
  leave(ctx, first, 45, 'Resigned: relocation');
  leave(ctx, second, 120, 'Contract ended');
  ctx.put('employee_deletions', { id: '199', deletedAt: now - 20 * DAY });

  [ceo, ...heads].forEach((employee, index) => ctx.put('users', {
    id: String(2400 + index), employeeId: employee.id, firstName: employee.firstName, lastName: employee.lastName, email: employee.workEmail, status: 'enabled', lastLogin: now - (index + 1) * 3_600_000,
  }));
  ctx.put('users', { id: '2499', employeeId: first.id, firstName: first.firstName, lastName: first.lastName, email: first.workEmail, status: 'disabled' });

  const staff = everyone.filter((employee) => employee.status === 'Active' && employee !== onboarding);
  const pick = (index: number) => staff[(index * 7) % staff.length] as StoredRecord;
  timeOff(ctx, pick(1), -30, 5, 'approved', 78, { employee: 'Family trip' });
  timeOff(ctx, pick(2), -12, 2, 'approved', 79);
  timeOff(ctx, pick(3), 2, 3, 'approved', 78, { employee: 'Long weekend', manager: 'Enjoy!' });
  timeOff(ctx, pick(4), 6, 10, 'approved', 78);
  timeOff(ctx, pick(5), 20, 5, 'requested', 78, { employee: 'Wedding' });
  timeOff(ctx, pick(6), 9, 1, 'requested', 83);
  timeOff(ctx, pick(7), 15, 2, 'denied', 78, { manager: 'Quarter-end close' });
  timeOff(ctx, pick(8), -5, 1, 'canceled', 79);
  const replaced = timeOff(ctx, pick(9), 30, 5, 'superceded', 78);
  timeOff(ctx, pick(9), 31, 5, 'requested', 78, { employee: 'Moved by a day' });
  timeOff(ctx, first, -60, 3, 'approved', 80);
  timeOff(ctx, pick(10), 0, 1, 'approved', 79);
  replaced.notes = { employee: 'First dates' };

  const year = new Date(now).getUTCFullYear();
  ctx.tenant.extras.set('holidays', [
    { id: 1, name: "New Year's Day", date: `${year + 1}-01-01` }, { id: 2, name: 'Independence Day', date: `${year}-07-04` },
    { id: 3, name: 'Christmas Day', date: `${year}-12-25` }, { id: 4, name: 'Company Wellness Day', date: ymd(now + 7 * DAY) },
  ]);
  ctx.tenant.extras.set('companyAddress', { line1: faker.location.streetAddress(), line2: 'Suite 200', city: 'Salt Lake City', state: 'UT', zip: '84101' });
  ctx.tenant.extras.set('companyPhone', faker.phone.number({ style: 'national' }));
  // Last, so the people above keep the values Faker gave them before applicant tracking was seeded.
  seedApplicantTracking(ctx, [ceo, ...heads]);
}
