import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('verifies the password a hash was made from and no other', async () => {
    const hash = await hashPassword('дрель-2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('дрель-2026', hash)).toBe(true);
    expect(await verifyPassword('дрель-2027', hash)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a stored value that is not an scrypt hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
