import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { adaptNodeSqlite } from './node-sqlite-adapter.ts';

describe('node:sqlite adapter', () => {
  it('prepares each SQL text once and reuses it, with fresh parameters every time', () => {
    const raw = new DatabaseSync(':memory:');
    raw.exec('create table t (id integer primary key, name text)');
    let prepared = 0;
    const counting = new Proxy(raw, {
      get(target, property) {
        if (property === 'prepare') {
          return (sql: string) => {
            prepared += 1;
            return target.prepare(sql);
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const database = adaptNodeSqlite(counting);
    for (const name of ['a', 'b', 'c']) database.prepare('insert into t (name) values (?)').run([name]);
    const select = () => database.prepare('select name from t where id > ? order by id').all([1]);
    expect(select()).toEqual([{ name: 'b' }, { name: 'c' }]);
    expect(select()).toEqual([{ name: 'b' }, { name: 'c' }]);
    expect(prepared).toBe(2);
    // Transactions still take the write lock up front.
    expect(() => database.prepare('begin').run([])).not.toThrow();
    expect(raw.isTransaction).toBe(true);
    database.prepare('commit').run([]);
    database.close();
  });
});
