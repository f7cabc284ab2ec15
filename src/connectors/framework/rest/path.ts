/**
 * Path templates of a REST resource: "/2010-04-01/Accounts/{account_sid}/Messages/{id}.json".
 * A placeholder takes the record id, a parent path parameter (collection_id)
 * or a connection setting, in that order, always URL-encoded: a value can
 * never add a path segment or a query. A function is there for paths a
 * template cannot say.
 */
import { ApiError } from '../../../core/errors/api-error.js';
import type { SettingValues } from '../settings.js';

export interface PathValues {
  id?: string | undefined;
  parents: Readonly<Record<string, string>>;
  settings: SettingValues;
}

export type PathTemplate = string | ((values: PathValues) => string);

export function resolvePath(template: PathTemplate, values: PathValues): string {
  if (typeof template === 'function') return template(values);
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = name === 'id' ? values.id : (values.parents[name] ?? values.settings[name]);
    if (value === undefined || value === '') {
      throw new ApiError('ConnectorCredentialsError', {
        message: 'The connection lacks a value the platform\'s path needs',
        detail: { missing: name },
      });
    }
    return encodeURIComponent(value);
  });
}
