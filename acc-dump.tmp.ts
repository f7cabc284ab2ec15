import { accounting } from './src/unified/accounting/index.js';
const want = process.argv.slice(2);
function t(s: any, depth = 0): string {
  if (!s) return '?';
  if (s.enum) return `enum(${s.enum.filter((x: any) => x !== null).slice(0, 12).join('|')})`;
  if (s.anyOf) return s.anyOf.map((x: any) => t(x, depth)).join('|');
  const type = Array.isArray(s.type) ? s.type.filter((x: string) => x !== 'null').join('|') : s.type;
  if (type === 'object' && s.properties && depth < 1) return '{' + Object.entries(s.properties).map(([k, v]) => `${k}:${t(v, depth + 1)}`).join(', ') + '}';
  if (type === 'object' && s.properties) return '{' + Object.keys(s.properties).join(',') + '}';
  if (type === 'array') return `[${t(s.items, depth)}]`;
  return (type ?? '?') + (s.format ? `(${s.format})` : '') + (s.readOnly ? ' RO' : '');
}
for (const r of accounting.resources) {
  if (want.length && !want.includes(r.id)) continue;
  console.log(`\n## ${r.id} required=${(r.model as any).required ?? []} createRequired=${r.createRequired}`);
  for (const [k, v] of Object.entries((r.model as any).properties)) {
    if (['custom_fields','row_version','updated_by','created_by','subsidiary','subsidiaries','company_id','location_id','department_id'].includes(k)) continue;
    console.log(`  ${k}: ${t(v)}`);
  }
}
