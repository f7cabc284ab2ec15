/**
 * The version of the reference API the service mirrors (SPEC.md, Versioning:
 * "the reference of the per-product APIs is at version 9.1.2"). Declared once:
 * the OpenAPI documents' `info.version` and the API records read it here.
 */
export const REFERENCE_API_VERSION = '9.1.2';
