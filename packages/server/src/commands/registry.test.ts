import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { newEnrollmentCommand, ownedEnrollmentCommand } from './command.ts';
import { commandRegistry } from './registry.ts';

const owned = (type: string, extra: { tab?: string; replayable?: boolean } = {}) =>
  ownedEnrollmentCommand<unknown>()({ type, ...extra, check: async () => ok(undefined), apply: async () => undefined });

describe('the command registry', () => {
  it('knows every registered command by type, and which ones support replay may re-run', () => {
    const registry = commandRegistry();
    registry.register(owned('save-primary-info', { tab: 'primary_info' }));
    registry.register(owned('add-plan-to-cart'));
    registry.register(owned('change-filter-info', { replayable: true }));
    registry.register(owned('save-review-info', { tab: 'review_info', replayable: false }));
    registry.register(newEnrollmentCommand<unknown>()({ type: 'add-filter-for-new-user', replayable: true, check: async () => ok(undefined), apply: async () => ({ enrollmentId: 'e' }) }));
    const replayable = Object.fromEntries(registry.all().map((r) => [r.type, r.replay.replayable]));
    expect(replayable).toEqual({
      'save-primary-info': true,
      'add-plan-to-cart': false,
      'change-filter-info': true,
      'save-review-info': false,
      'add-filter-for-new-user': false,
    });
    expect(registry.byType('save-primary-info')?.replay.tab).toBe('primary_info');
    expect(registry.byType('nothing')).toBeUndefined();
  });

  it('takes a payload source for replay before or after the command registers, and refuses two commands of one type', async () => {
    const registry = commandRegistry();
    registry.describeReplay('save-primary-info', { payloadFromSaved: async () => ({ ssn: '123456789' }) });
    const command = owned('save-primary-info', { tab: 'primary_info' });
    registry.register(command);
    registry.register(command); // the same command twice (two routes) is fine
    expect(await registry.byType('save-primary-info')?.replay.payloadFromSaved?.({ query: async () => [] }, {} as never)).toEqual({ ssn: '123456789' });
    expect(() => registry.register(owned('save-primary-info'))).toThrow(/two commands/);
  });
});
