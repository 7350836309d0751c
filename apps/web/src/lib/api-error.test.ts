import { describe, expect, it } from 'vitest';
import { ApiError, extractErrorMessage } from './api-error';

describe('extractErrorMessage', () => {
  it("prefers the response data's message", () => {
    const error = Object.assign(new Error('Request failed with status code 400'), {
      response: { data: { message: 'Email taken' } },
    });
    expect(extractErrorMessage(error)).toBe('Email taken');
    expect(extractErrorMessage({ data: { message: 'Invalid token' }, message: 'own' })).toBe('Invalid token');
  });

  it("then the error's own message", () => {
    expect(extractErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(extractErrorMessage({ response: { data: { message: '' } }, message: 'Own message' })).toBe(
      'Own message',
    );
  });

  it('then its string form', () => {
    expect(extractErrorMessage('Plain failure')).toBe('Plain failure');
    expect(extractErrorMessage(404)).toBe('404');
  });

  it("falls back to 'Something went wrong', or the caller's fallback", () => {
    expect(extractErrorMessage(undefined)).toBe('Something went wrong');
    expect(extractErrorMessage(null)).toBe('Something went wrong');
    expect(extractErrorMessage({})).toBe('Something went wrong');
    expect(extractErrorMessage('   ')).toBe('Something went wrong');
    expect(extractErrorMessage(new Error(''), 'Could not get profile. Try again later.')).toBe(
      'Could not get profile. Try again later.',
    );
  });
});

describe('ApiError', () => {
  it('keeps status, field errors and the handled flag when re-worded', () => {
    const error = new ApiError('Incorrect email or password', 401, {
      errors: [{ path: 'oldPassword', message: 'x' }],
    });
    const reworded = error.withMessage('Incorrect password');
    expect(reworded).toBeInstanceOf(ApiError);
    expect(reworded.message).toBe('Incorrect password');
    expect(reworded.status).toBe(401);
    expect(reworded.errors).toEqual(error.errors);
    expect(reworded.handled).toBe(false);
  });
});
