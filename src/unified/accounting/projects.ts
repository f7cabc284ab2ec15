import { Type } from 'typebox';
import { Address, Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableInteger, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, filterText, updatedSince } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { LinkedCustomer, LinkedTaxRate, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

export const ProjectDepartment = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the department.', example: 'DEPT-001' }),
    name: Type.String({ description: 'Name of the department.', example: 'Marketing' }),
  }),
  { additionalProperties: false },
);

export const ProjectParentProject = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the parent project.', example: 'PROJ-PARENT-001' }),
    name: Type.String({ description: 'Name of the parent project.', example: 'Company Website Overhaul' }),
  }),
  { additionalProperties: false },
);

/** The reference API's Project (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const Project = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the project.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the project on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    name: Type.String({ description: 'Name of the project.', minLength: 1, example: 'Website Redesign Project' }),
    display_id: NullableString({ description: 'Identifier of the project as the platform shows it to people.', example: 'PROJ-001' }),
    reference_id: NullableString({ description: 'Reference of the project in another system.', example: 'WD-REF-2024-001' }),
    description: NullableString({ description: 'Description of the project.' }),
    status: NullableEnum(['active', 'completed', 'on_hold', 'cancelled', 'draft', 'in_progress', 'approved', 'other'], { description: 'Status of the project.', example: 'active' }),
    active: NullableBoolean({ description: 'Whether the project is active.', example: true }),
    project_type: NullableEnum(['client_project', 'internal_project', 'maintenance', 'research_development', 'training', 'other'], { description: 'Kind of project.', example: 'client_project' }),
    priority: NullableEnum(['low', 'medium', 'high', 'critical'], { description: 'Priority of the project.', example: 'high' }),
    completion_percentage: NullableNumber({ description: 'How far the project is done, 0 to 100.', minimum: 0, maximum: 100, example: 75.5 }),
    start_date: NullableString({ description: 'Start date of the project.', format: 'date', example: '2024-01-15' }),
    end_date: NullableString({ description: 'End date of the project.', format: 'date', example: '2024-06-30' }),
    completion_date: NullableString({ description: 'Date the project was completed (YYYY-MM-DD).', format: 'date', example: '2024-08-06' }),
    customer: Nullable(LinkedCustomer),
    department: Nullable(ProjectDepartment),
    company_id: NullableString({ description: 'Company (organisation) of the connection the project belongs to.', example: '12345' }),
    owner_id: NullableString({ description: 'Id of the user who manages the project.', example: '12345' }),
    parent_project: Nullable(ProjectParentProject),
    currency: Currency,
    budget_amount: MinorUnits({ description: 'Budget of the project.', example: 5000000 }),
    approved_amount: MinorUnits({ description: 'Approved budget of the project.', example: 4800000 }),
    actual_amount: MinorUnits({ description: 'Amount spent on the project so far.', readOnly: true, example: 4525075 }),
    budget_hours: NullableNumber({ description: 'Hours budgeted for the project.', example: 400 }),
    actual_hours: NullableNumber({ description: 'Hours worked on the project so far.', readOnly: true, example: 385.5 }),
    hourly_rate: MinorUnits({ description: 'Default hourly rate of work on the project.', example: 12500 }),
    billing_method: NullableEnum(['fixed_price', 'time_and_materials', 'milestone_based', 'retainer', 'non_billable'], { description: 'How the project is billed.', example: 'time_and_materials' }),
    is_billable: NullableBoolean({ description: 'Whether the project is billed to the customer.', example: true }),
    phase: NullableEnum(['initiation', 'planning', 'execution', 'monitoring', 'closure', 'other'], { description: 'Phase of the project.', example: 'execution' }),
    tax_rate: LinkedTaxRate,
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the project is tagged with.', maxItems: LIST_MAX }),
    tags: Type.Array(Type.String({ description: 'A label.' }), { description: 'Labels of the project.', maxItems: LIST_MAX, example: ["website","redesign","urgent"] }),
    notes: NullableString({ description: 'Notes on the project.', example: 'Client has requested modern design with mobile-first approach' }),
    contract_number: NullableString({ description: 'Number of the contract of the project.', example: 'CNT-2024-001' }),
    profit_margin: NullableNumber({ description: 'Expected profit margin, in percent.', minimum: 0, maximum: 100, example: 15.5 }),
    schedule_status: NullableEnum(['ahead_of_schedule', 'on_schedule', 'behind_schedule', 'critical_delay'], { description: 'How the project is doing against its schedule.', example: 'on_schedule' }),
    addresses: Type.Array(Address, { description: 'Addresses of the project.', maxItems: LIST_MAX }),
    team_size: NullableInteger({ description: 'Number of people on the project.', minimum: 0, example: 8 }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the project, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the project.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the project.', readOnly: true, example: '12345' }),
    created_at: DateTime({ description: 'When the project was created.', readOnly: true }),
    updated_at: DateTime({ description: 'When the project was last changed.', readOnly: true }),
  }, ['name']),
  { additionalProperties: false, title: 'Project' },
);

export const projects = defineResource({
  api: 'accounting',
  id: 'projects',
  name: 'Projects',
  singular: 'project',
  model: Project,
  path: '/accounting/projects',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  updateRequired: ['name'],
  filters: {
    name: filterText('Only projects with this name.', 'Website Redesign'),
    status: filterEnum(['active', 'completed', 'on_hold', 'cancelled', 'draft', 'in_progress', 'approved', 'other'], 'Only projects with this status.'),
    customer_id: filterText('Only projects of this customer.', '12345'),
    updated_since: updatedSince('projects'),
    subsidiary_id: filterText('Only projects of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['name', 'status', 'start_date', 'end_date', 'budget_amount', 'actual_amount', 'created_at', 'updated_at'],
});
