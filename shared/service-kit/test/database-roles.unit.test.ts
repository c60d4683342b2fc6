import { roleSecretFor, serviceRoleName, serviceRolePassword, serviceRoleUrl } from '../src/index.js';

describe('service role credentials', () => {
  test('each role logs in as gbc_<schema> on the admin URL’s server and database, with its own password', () => {
    const url = new URL(
      serviceRoleUrl(
        'postgres://postgres:admin-secret@db.internal:6543/gbc?sslmode=require',
        's3cret',
        'marketing',
      ),
    );
    expect(url.username).toBe('gbc_marketing');
    expect(url.password).toBe(serviceRolePassword('s3cret', 'gbc_marketing'));
    expect(`${url.host}${url.pathname}${url.search}`).toBe('db.internal:6543/gbc?sslmode=require');
    expect(serviceRoleName('mail')).toBe('gbc_mail');
  });

  test('passwords are stable per secret and role, and differ across either', () => {
    const password = serviceRolePassword('s3cret', 'gbc_marketing');
    expect(serviceRolePassword('s3cret', 'gbc_marketing')).toBe(password);
    expect(serviceRolePassword('s3cret', 'gbc_mail')).not.toBe(password);
    expect(serviceRolePassword('other', 'gbc_marketing')).not.toBe(password);
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(password).not.toContain('s3cret');
  });

  test('the secret is DB_ROLE_SECRET when given, else the admin password, and never empty', () => {
    expect(roleSecretFor('postgres://postgres:p%40ss@localhost/gbc')).toBe('p@ss');
    expect(roleSecretFor('postgres://postgres:p%40ss@localhost/gbc', 'explicit')).toBe('explicit');
    expect(() => roleSecretFor('postgres://postgres@localhost/gbc')).toThrow(/set DB_ROLE_SECRET/);
  });
});
