/**
 * A believable Box account: a few folders deep, files of several types
 * (text, Markdown, CSV, PDF, PNG), a 5 MiB binary for ranged downloads, a
 * dozen receipts to page through, and shared links on a folder and a file.
 * Names and text come from the account's seeded Faker: the same tree on every start.
 */
import type { SeedContext } from '../framework/kit/index.js';
import { welcomeFileIdOf, type BoxAccount } from './accounts.js';
import type { ContentStore } from './content-store.js';
import { nextId, ROOT_ID, setIdBase, type SharedLink, type StoredFile, type StoredFolder } from './items.js';
import { noiseBytes, pdfBytes, pngBytes } from './seed-content.js';

const DAY = 86_400_000;
export const LARGE_FILE_BYTES = 5 * 1024 * 1024;

export function seedBox(store: ContentStore) {
  return (ctx: SeedContext<BoxAccount>): void => {
    const { faker, tenant, now } = ctx;
    setIdBase(tenant, Number(ctx.account.enterpriseId) * 100_000 + 1);
    let age = 400;
    const stamp = () => now - (age -= faker.number.int({ min: 1, max: 9 })) * DAY;
    const link = (access: SharedLink['access']): SharedLink => ({ token: faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }), access, canDownload: true, createdAt: now - 30 * DAY, downloadCount: faker.number.int(40), previewCount: faker.number.int(120) });

    const folder = (name: string, parentId: string | null, id = nextId(tenant), sharedLink: SharedLink | null = null): StoredFolder => {
      const at = stamp();
      return ctx.put('folders', { id, name, parentId, description: '', createdAt: at, modifiedAt: at, etag: 0, sharedLink }) as StoredFolder;
    };
    const file = (name: string, parent: StoredFolder, bytes: Buffer, sharedLink: SharedLink | null = null, id = nextId(tenant)): StoredFile => {
      const blob = store.put(bytes);
      const at = stamp();
      return ctx.put('files', {
        id, name, parentId: parent.id, description: '', createdAt: at, modifiedAt: at, etag: 0, sharedLink,
        sha1: blob.sha1, size: blob.size, versionId: nextId(tenant), versionNumber: 1, contentCreatedAt: at, contentModifiedAt: at,
      }) as StoredFile;
    };

    const root = folder('All Files', null, ROOT_ID);
    const projects = folder('Projects', root.id);
    const apollo = folder('Apollo', projects.id);
    const designs = folder('Designs', apollo.id);
    folder('Archive', projects.id);
    const finance = folder('Finance', root.id);
    const receipts = folder('Receipts', finance.id);
    const clients = folder('Shared with clients', root.id, nextId(tenant), link('open'));

    file('Welcome to Box.txt', root, Buffer.from(`Welcome to ${ctx.account.enterpriseName}.\n\n${faker.lorem.paragraphs(3)}\n`), null, welcomeFileIdOf(ctx.account));
    file('dataset-sample.bin', root, noiseBytes(LARGE_FILE_BYTES, 0x5eed));
    file('Project brief.pdf', apollo, pdfBytes(`Apollo: ${faker.company.catchPhrase()}`));
    file('Meeting notes.md', apollo, Buffer.from(`# Apollo kickoff\n\n${faker.lorem.paragraphs(4, '\n\n')}\n`));
    file('logo.png', designs, pngBytes(48, [0, 97, 213]));
    file('hero.png', designs, pngBytes(96, [213, 97, 0]));
    file('2026 budget.csv', finance, Buffer.from(['month,amount', ...Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')},${faker.finance.amount({ min: 1000, max: 9000 })}`)].join('\n') + '\n'));
    for (let n = 1; n <= 12; n++) file(`receipt-${String(1040 + n)}.pdf`, receipts, pdfBytes(`Receipt ${1040 + n}: ${faker.finance.amount()} USD`));
    file('Brochure.pdf', clients, pdfBytes(`${ctx.account.enterpriseName}: ${faker.company.buzzPhrase()}`), link('open'));
  };
}
