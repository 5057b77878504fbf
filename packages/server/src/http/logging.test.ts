import { describe, expect, it } from 'vitest';
import { errorForLog, requestForLog } from './logging.ts';

describe('what the log keeps', () => {
  it('keeps a failed query error without the values it was given', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      query: 'INSERT INTO accounts (email) VALUES ($1)',
      params: ['jordan.avery@averybenefits.example', 'bs_session=abc'],
      detail: 'Key (email)=(jordan.avery@averybenefits.example) already exists.',
    });
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).toContain('23505');
    expect(logged).not.toContain('jordan.avery');
    expect(logged).not.toContain('bs_session');
    expect(logged).not.toContain('INSERT INTO');
  });

  it('keeps a request as its method and route only', () => {
    const request = {
      method: 'POST',
      url: '/api/v1/auth/sign-in?email=a@b.co',
      headers: { cookie: 'bs_session=secret' },
      body: { password: 'p' },
      routeOptions: { url: '/api/v1/auth/sign-in' },
    };
    expect(requestForLog(request)).toEqual({ method: 'POST', route: '/api/v1/auth/sign-in' });
  });
});
