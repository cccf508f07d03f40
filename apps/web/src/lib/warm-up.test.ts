import { describe, expect, it } from 'vitest';
import { warmUpFirstScreen } from './warm-up';

const tasksDone = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('warmUpFirstScreen', () => {
  it('runs nothing in the task that asks, then each warm-up in a task of its own, in order', async () => {
    const ran: string[] = [];
    const step = (name: string) => () => {
      ran.push(name);
      // A microtask runs before the next task: it lands between two warm-ups only if they are
      // tasks of their own.
      queueMicrotask(() => ran.push(`${name} done`));
    };
    warmUpFirstScreen([step('class map'), step('dates'), step('numbers')]);
    expect(ran).toEqual([]);
    await tasksDone();
    expect(ran).toEqual(['class map', 'class map done', 'dates', 'dates done', 'numbers', 'numbers done']);
  });

  it('warms what the first screen uses without an error', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    warmUpFirstScreen();
    await tasksDone();
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
  });
});
