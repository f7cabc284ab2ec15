import { Type } from 'typebox';
import { Address } from '../../common/models.js';
import { NullableNumber, NullableString, optional } from '../../common/schema.js';

export const LinkedSupplier = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the supplier.', example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the supplier as the platform shows it to people.', readOnly: true, example: 'SUPP00101' }),
    display_name: NullableString({ description: 'Name of the supplier as shown in the platform.', example: 'Windsurf Shop' }),
    company_name: NullableString({ description: 'Name of the company.', readOnly: true, example: 'The boring company' }),
    address: Address,
  }),
  { additionalProperties: false },
);

export const LinkedSubsidiary = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the subsidiary.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the subsidiary as the platform shows it to people.', example: '123456' }),
    name: NullableString({ description: 'Name of the subsidiary.', example: 'Acme Inc.' }),
  }),
  { additionalProperties: false },
);

export const LinkedInvoiceItem = Type.Object(
  optional({
    id: NullableString({ description: 'Id of the invoice item the line uses.', example: '12344' }),
    code: NullableString({ description: 'Code of the item.', example: '120-C' }),
    name: NullableString({ description: 'Name of the item.', example: 'Model Y' }),
  }),
  { additionalProperties: false },
);

export const LinkedTaxRate = Type.Object(
  optional({
    id: NullableString({ description: 'Id of the tax rate.', example: '123456' }),
    code: NullableString({ description: 'Code of the tax rate.', example: 'N-T' }),
    name: NullableString({ description: 'Name of the tax rate.', readOnly: true, example: 'GST on Purchases' }),
    rate: NullableNumber({ description: 'Rate in percent.', example: 10 }),
  }),
  { additionalProperties: false },
);

export const LinkedLedgerAccount = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the ledger account.', example: '123456' }),
    name: NullableString({ description: 'Name of the ledger account.', example: 'Bank account' }),
    nominal_code: NullableString({ description: 'Nominal code of the account.', example: 'N091' }),
    code: NullableString({ description: 'Code of the ledger account.', example: '453' }),
    parent_id: NullableString({ description: 'Id of the parent account.', example: '123456' }),
    display_id: NullableString({ description: 'Identifier of the ledger account as the platform shows it to people.', example: '123456' }),
  }),
  { additionalProperties: false },
);

export const LinkedTrackingCategory = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the tracking category.', example: '123456' }),
    code: NullableString({ description: 'Code of the tracking category.', example: '100' }),
    name: NullableString({ description: 'Name of the tracking category.', example: 'New York' }),
    parent_id: Type.String({ description: 'Id of the parent tracking category.', example: '123456' }),
    parent_name: NullableString({ description: 'Name of the parent tracking category.', example: 'New York' }),
  }),
  { additionalProperties: false },
);

export const LinkedCustomer = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the customer.', example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the customer as the platform shows it to people.', readOnly: true, example: 'CUST00101' }),
    display_name: NullableString({ description: 'Name of the customer as shown in the platform.', example: 'Windsurf Shop' }),
    name: Type.String({ description: 'Name of the customer (replaced by `display_name`).', deprecated: true, example: 'Windsurf Shop' }),
    company_name: NullableString({ description: 'Name of the company.', readOnly: true, example: 'The boring company' }),
    email: Type.String({ description: 'Email address of the customer.', example: 'boring@boring.com' }),
  }),
  { additionalProperties: false },
);

export const LinkedWorktag = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the worktag.', example: '123456' }),
    value: NullableString({ description: 'Value of the worktag.', example: 'New York' }),
  }),
  { additionalProperties: false },
);

export const SubsidiaryLink = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the subsidiary.' }),
  }),
  { additionalProperties: false },
);

export const DeprecatedLinkedTrackingCategory = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the linked tracking category.', example: '123456' }),
    name: NullableString({ description: 'Name of the linked tracking category.', example: 'New York' }),
  }),
  { additionalProperties: false },
);

export const LinkedDepartment = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the department.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the department as the platform shows it to people.', example: '123456' }),
    name: NullableString({ description: 'Name of the department.', example: 'Acme Inc.' }),
    downstream_id: NullableString({ description: 'Id of the department on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
  }),
  { additionalProperties: false },
);

export const LinkedLocation = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the location.', example: '123456' }),
    display_id: NullableString({ description: 'Identifier of the location as the platform shows it to people.', example: '123456' }),
    name: NullableString({ description: 'Name of the location.', example: 'New York Office' }),
    downstream_id: NullableString({ description: 'Id of the location on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
  }),
  { additionalProperties: false },
);

export const SubsidiaryReference = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the subsidiary.', readOnly: true, example: '12345' }),
    name: NullableString({ description: 'Name of the subsidiary.', example: 'SpaceX' }),
  }),
  { additionalProperties: false },
);
