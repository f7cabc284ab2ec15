/**
 * Field rules for a platform that keeps a person as one name, one email and
 * one phone (Zendesk's users, Intercom's contacts): the unified name's two
 * halves read from and written to the one name, and the email and phone as
 * lists of one entry, written from the primary entry (else the first).
 */
import { readerAt } from '../framework/paging/body-path.js';
import { nonEmpty, phoneText, primaryOf, splitName, trimmed, type PhoneParts } from '../framework/person-fields.js';

interface Named {
  first_name?: string | null;
  last_name?: string | null;
}
type Entries<E> = readonly (E & { type?: string | null })[] | null | undefined;

/** The one name of a write's two halves; a half the write does not give comes from `currentName`. */
export function joinedName(record: Named, currentName?: string | null): string {
  const current = splitName(currentName);
  const first = record.first_name !== undefined ? record.first_name : current.first_name;
  const last = record.last_name !== undefined ? record.last_name : current.last_name;
  return [trimmed(first), trimmed(last)].filter(Boolean).join(' ');
}

/** Whether an update gives one half of the name only: the record is read first, to keep the other half. */
export function needsCurrentName(record: Named): boolean {
  return (record.first_name !== undefined) !== (record.last_name !== undefined);
}

/** `first_name` and `last_name` on the one name at `at`; a blank name is written as `blank`. */
export function oneName(at: string, blank: '' | null = '') {
  const name = readerAt(at);
  const halves = (wire: unknown) => splitName(name(wire) as string | null | undefined);
  const write = (_: unknown, record: Named) => ({ [at]: joinedName(record) || blank });
  return {
    first_name: { read: (wire: unknown) => halves(wire).first_name, reads: [at], write },
    last_name: { read: (wire: unknown) => halves(wire).last_name, reads: [at], write },
  };
}

/** The platform's one value as a list of one entry typed primary; [] where it is blank. */
function onePrimary<E>(value: unknown, entry: (text: string) => E): Array<E & { type: 'primary' }> {
  const text = nonEmpty(value as string | null | undefined);
  return text === null ? [] : [{ ...entry(text), type: 'primary' }];
}

/** `emails` on the one email at `at`: an entry typed primary when it is set; a write without an entry leaves it. */
export function oneEmail(at: string) {
  const emailAt = readerAt(at);
  return {
    read: (wire: unknown) => onePrimary(emailAt(wire), (email) => ({ email })),
    reads: [at],
    write: (emails: Entries<{ email: string }>) => {
      const email = primaryOf(emails ?? []);
      return email ? { [at]: email.email.trim() } : {};
    },
  };
}

/** `phone_numbers` on the one phone at `at`: an entry typed primary when it is set; [] clears it. */
export function onePhone(at: string) {
  const phoneAt = readerAt(at);
  return {
    read: (wire: unknown) => onePrimary(phoneAt(wire), (number) => ({ number })),
    reads: [at],
    write: (phones: Entries<PhoneParts>) => {
      const phone = primaryOf(phones ?? []);
      return { [at]: phone ? phoneText(phone) : null };
    },
  };
}
