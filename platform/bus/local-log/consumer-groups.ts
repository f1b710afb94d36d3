import { createBusError } from '../bus-error.ts';
import type { BusConsumer } from '../bus.ts';
import { createConsumer } from './consumer.ts';
import { validateGroupName, writeOffsetFile } from './offset-files.ts';
import type { LocalLogState } from './state.ts';
import { ensureUsable, logStartOffset, track } from './state.ts';

/** The consumer of `groupName`, the same one on every call; a new group starts at the start of the log. */
export function getConsumer(state: LocalLogState, groupName: string): BusConsumer {
  validateGroupName(groupName);
  ensureUsable(state);
  let group = state.groups.get(groupName);
  let persisted: Promise<void> = Promise.resolve();
  if (group === undefined) {
    group = { name: groupName, committedOffset: logStartOffset(state), commitChain: Promise.resolve(), consumer: null };
    state.groups.set(groupName, group);
    // Written now so that after a restart this group still holds back cleanup, even before it commits.
    const created = group;
    persisted = track(
      state,
      writeOffsetFile(state.consumersDir, groupName, created.committedOffset).catch((error: unknown) => {
        state.logger.error({ err: error, group: groupName }, 'local log: could not persist new consumer group');
        throw createBusError('TH_ERR_BUS_IO', `local log: could not persist group ${groupName}`, error);
      }),
    );
    group.commitChain = persisted.catch(() => undefined);
  }
  if (group.consumer === null) group.consumer = createConsumer(state, group, persisted);
  return group.consumer;
}
