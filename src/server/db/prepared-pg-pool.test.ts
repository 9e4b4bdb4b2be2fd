import { describe, expect, it } from 'vitest';
import { statementName } from './prepared-pg-pool.ts';

describe('statementName', () => {
  it('names parameterised data queries by their text, the same text the same name', () => {
    const list = 'select "id" from "sermons" where "user_id" = $1 order by "created_at" desc limit $2';
    expect(statementName(list)).toMatch(/^q[\w-]{27}$/);
    expect(statementName(list)).toBe(statementName(list));
    expect(statementName(list)).not.toBe(statementName(list.replace('desc', 'asc')));
    for (const text of ['insert into "x" values ($1)', 'update "x" set "a" = $1', 'delete from "x" where "a" = $1', 'with t as (select $1 as a) select a from t']) {
      expect(statementName(text)).not.toBeNull();
    }
  });

  it('leaves DDL, unparameterised and `*` statements unnamed (a migration may change the columns under a prepared plan)', () => {
    for (const text of ['create table "x" ("a" text)', 'alter table "x" add column "b" text', 'select * from "kysely_migration"', 'begin', 'commit', 'select * from "users" where "id" = $1', 'select "sermons".* from "sermons" where "id" = $1']) {
      expect(statementName(text)).toBeNull();
    }
  });
});
