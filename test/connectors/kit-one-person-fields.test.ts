import { describe, expect, it } from 'vitest';
import { joinedName, needsCurrentName, oneEmail, oneName, onePhone } from '../../src/connectors/kit/index.js';

describe('one-person field rules', () => {
  it('reads the one name as two halves and writes them back as one, blank as said', () => {
    const { first_name, last_name } = oneName('name', null);
    expect([first_name.read({ name: 'Mary Ann Smith' }), last_name.read({ name: 'Mary Ann Smith' })]).toEqual(['Mary', 'Ann Smith']);
    expect(first_name.reads).toEqual(['name']);
    expect(first_name.write(undefined, { first_name: 'Ada', last_name: 'Lovelace' })).toEqual({ name: 'Ada Lovelace' });
    expect(first_name.write(undefined, { first_name: null, last_name: ' ' })).toEqual({ name: null });
    expect(oneName('name').last_name.write(undefined, { first_name: '', last_name: null })).toEqual({ name: '' });
  });

  it('keeps the half an update does not give from the current name', () => {
    expect(joinedName({ last_name: 'Byron' }, 'Ada Lovelace')).toBe('Ada Byron');
    expect(joinedName({ first_name: 'Ada', last_name: null }, 'Ada Lovelace')).toBe('Ada');
    expect([needsCurrentName({ first_name: 'Ada' }), needsCurrentName({ first_name: 'Ada', last_name: null }), needsCurrentName({})]).toEqual([true, false, false]);
  });

  it('reads one email and one phone as primary entries and writes the primary entry, else the first', () => {
    const email = oneEmail('email');
    expect([email.read({ email: 'ada@example.com' }), email.read({ email: '' }), email.read({})]).toEqual([[{ email: 'ada@example.com', type: 'primary' }], [], []]);
    expect(email.write([{ email: 'b@example.com', type: 'work' }, { email: ' a@example.com ', type: 'primary' }])).toEqual({ email: 'a@example.com' });
    expect(email.write([])).toEqual({});
    const phone = onePhone('phone');
    expect(phone.read({ phone: '+1 555 0100' })).toEqual([{ number: '+1 555 0100', type: 'primary' }]);
    expect(phone.write([{ number: '555 0100', country_code: '1', area_code: null, extension: '7' }])).toEqual({ phone: '+1 555 0100 ext. 7' });
    expect(phone.write([])).toEqual({ phone: null });
  });
});
