import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggedErrorSummary, serializeLoggedError } from './loggedError';

const ID_NUMBER = '11010519900307123X';
const NAME = '张三丰';

/** What node-postgres throws for a check violation: `detail` quotes the failing row. */
function checkViolation() {
  return Object.assign(new Error('new row for relation "users" violates check constraint "x"'), {
    code: '23514',
    severity: 'ERROR',
    table: 'users',
    constraint: 'x',
    detail: `Failing row contains (7, ${NAME}, ${ID_NUMBER}).`,
  });
}

function failedQuery() {
  return new DrizzleQueryError(
    'update "users" set "real_name" = $1, "id_number" = $2 where "users"."id" = $3',
    [NAME, ID_NUMBER, 7],
    checkViolation(),
  );
}

describe('errors as logged (issue 13 #11)', () => {
  it('keep the query text and what failed, without its parameters or the failing row', () => {
    const logged = JSON.stringify(serializeLoggedError(failedQuery()));
    expect(logged).not.toContain(ID_NUMBER);
    expect(logged).not.toContain(NAME);
    expect(serializeLoggedError(failedQuery())).toMatchObject({
      type: 'Error',
      message:
        'Failed query: update "users" set "real_name" = $1, "id_number" = $2 where "users"."id" = $3',
      cause: { code: '23514', table: 'users', constraint: 'x' },
    });
  });

  it('blank the values a database message quotes', () => {
    const error = Object.assign(new Error(`invalid input syntax for type bigint: "${ID_NUMBER}"`), {
      code: '22P02',
    });
    expect(serializeLoggedError(error)).toMatchObject({
      message: 'invalid input syntax for type bigint: "…"',
    });
    expect(JSON.stringify(serializeLoggedError(error))).not.toContain(ID_NUMBER);
  });

  it('leave other errors and non-errors as they are', () => {
    expect(serializeLoggedError(new Error('no definition for job kind x'))).toMatchObject({
      message: 'no definition for job kind x',
    });
    expect(serializeLoggedError('text')).toBe('text');
  });

  it('sum a cause chain up on one line without values', () => {
    expect(loggedErrorSummary(failedQuery())).toBe(
      'Error: Failed query: update "users" set "real_name" = $1, "id_number" = $2 where "users"."id" = $3 ← Error: new row for relation "…" violates check constraint "…"',
    );
  });
});
