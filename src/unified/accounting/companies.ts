import { Type } from 'typebox';
import { optional } from '../common/schema.js';
import { defineResource } from '../define.js';

/** The reference API's AccountingConnectionCompany (accounting.yml), without its custom_mappings and pass_through. */
export const AccountingConnectionCompany = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the company (organisation, tenant, realm) on the platform: the value of the `x-svc-company-id` header.', example: '12345' }),
    name: Type.String({ description: 'Name of the company.', example: 'Acme Corporation' }),
  }, ['id', 'name']),
  { additionalProperties: false, title: 'Accounting Connection Company' },
);

export const companies = defineResource({
  api: 'accounting',
  id: 'companies',
  name: 'Companies',
  singular: 'company',
  model: AccountingConnectionCompany,
  path: '/accounting/companies',
  operations: ['all'],
});
