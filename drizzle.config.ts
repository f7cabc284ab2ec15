import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` to turn src/store/schema.ts into SQL migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/store/schema.ts',
  out: './drizzle',
});
