import { defaultMailFrom, loadConfig, mailSettingsFromEnv, serviceEnvSchema } from '../src/index.js';

describe('mail settings', () => {
  test('without SMTP_URL nothing is sent and the sender is the council', () => {
    expect(mailSettingsFromEnv({})).toEqual({ smtpUrl: undefined, from: defaultMailFrom });
    expect(mailSettingsFromEnv({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
    expect(defaultMailFrom).toBe('"Global BCI Council" <no-reply@globalbcicouncil.org>');
  });

  test('reads SMTP_URL and MAIL_FROM', () => {
    expect(
      mailSettingsFromEnv({
        SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
        MAIL_FROM: 'desk@example.org',
      }),
    ).toEqual({ smtpUrl: 'smtps://user:pass@smtp.example.org:465', from: 'desk@example.org' });
  });

  test('rejects a URL that is not SMTP without echoing it', () => {
    const attempt = () => mailSettingsFromEnv({ SMTP_URL: 'https://user:hunter2@mail.example.org' });
    expect(attempt).toThrow('SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL');
    expect(attempt).not.toThrow(/hunter2/);
  });

  test('every standalone service reads them', () => {
    const config = loadConfig(serviceEnvSchema, {
      DATABASE_URL: 'postgres://svc@db/gbc',
      SMTP_URL: 'smtp://mail.internal:25',
    });
    expect(config).toMatchObject({ SMTP_URL: 'smtp://mail.internal:25', MAIL_FROM: defaultMailFrom });
  });
});
