/**
 * The list values a BambooHR company keeps for its job fields (departments,
 * divisions, locations, job titles), with the option ids BambooHR answers
 * beside the names (`departmentId`, `jobTitleId`…). A name a write sends that
 * is not a known option is kept as text with no id, as for a new list value.
 */
export interface ListOption {
  id: string;
  name: string;
}

export const DIVISIONS: readonly ListOption[] = [
  { id: '18301', name: 'North America' },
  { id: '18302', name: 'Europe' },
];

export const LOCATIONS: readonly ListOption[] = [
  { id: '18401', name: 'Salt Lake City, UT' },
  { id: '18402', name: 'Austin, TX' },
  { id: '18403', name: 'London, UK' },
  { id: '18404', name: 'Remote' },
];

/** Departments with the titles of their head and of their members. */
export const DEPARTMENTS: readonly (ListOption & { head: string; titles: readonly string[] })[] = [
  { id: '18264', name: 'Executive', head: 'Chief Executive Officer', titles: ['Executive Assistant'] },
  { id: '18265', name: 'Engineering', head: 'VP of Engineering', titles: ['Software Engineer', 'Senior Software Engineer', 'QA Analyst', 'DevOps Engineer'] },
  { id: '18266', name: 'Product', head: 'Head of Product', titles: ['Product Manager', 'Product Designer'] },
  { id: '18267', name: 'Sales', head: 'VP of Sales', titles: ['Account Executive', 'Sales Development Representative'] },
  { id: '18268', name: 'Marketing', head: 'Marketing Director', titles: ['Content Marketer', 'Marketing Operations Specialist'] },
  { id: '18269', name: 'Customer Success', head: 'Customer Success Manager', titles: ['Support Engineer', 'Customer Success Associate'] },
  { id: '18270', name: 'People', head: 'HR Director', titles: ['HR Generalist', 'Recruiter'] },
  { id: '18271', name: 'Finance', head: 'Controller', titles: ['Accountant', 'Payroll Specialist'] },
];

export const JOB_TITLES: readonly ListOption[] = DEPARTMENTS.flatMap((department) => [department.head, ...department.titles]).map((name, index) => ({ id: String(18500 + index), name }));

/** The option id of a name, or null when the name is not one of the company's options. */
export function optionId(options: readonly ListOption[], name: unknown): string | null {
  return options.find((option) => option.name === name)?.id ?? null;
}
