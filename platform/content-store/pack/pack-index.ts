/**
 * Which record of which pack holds each object, for one process. Several processes append to their own
 * packs concurrently (the collector's processes put, ingest replaces, retention deletes), and a process
 * discovers the others' records in whatever order it reads the packs. The state of a key is therefore a
 * function of the set of its records, not of the order they are read in:
 *
 *   with D the newest tombstone's ts of the key,
 *   the object is the newest `replace` newer than D, else the newest `put` newer than D, else absent.
 *
 * A replace beats every put whatever their clocks: an exporter's retry of a trace-scoped object, arriving
 * after the object was re-keyed under its subject (a replace), must not bring back the tenant-keyed copy.
 * A delete beats everything older; a put or replace newer than it re-creates the object (content sent
 * again after retention removed it). Two records with the same ts and op are one record copied by
 * compaction: the copy in the pack with the greater name wins (compaction writes to a new pack), so that
 * removing the compacted pack afterwards loses nothing.
 *
 * The index also keeps, per pack, the bytes of put and replace records and the bytes of those that are
 * the object of their key, so that compaction knows which packs hold dead bytes.
 */
import { OP_DELETE, OP_PUT, OP_REPLACE } from './pack-format.ts';
import type { ParsedRecord } from './pack-format.ts';

export interface PackInfo {
  name: string;
  /** Bytes of put and replace records parsed so far. */
  dataBytes: number;
  /** Bytes of the records that are currently the object of their key. */
  liveBytes: number;
  /** Tombstones parsed in this pack. */
  tombstones: number;
  /** A seal record was parsed: the writer will append nothing more. */
  sealed: boolean;
  /** Bytes parsed (valid records) so far: the next refresh reads from here. */
  scannedTo: number;
}

export interface Location {
  pack: PackInfo;
  offset: number;
  length: number;
  bodyOffset: number;
  bodyLength: number;
  ts: number;
}

interface Entry {
  put: Location | null;
  rep: Location | null;
  /** Newest tombstone's ts, -1 when none. */
  delTs: number;
}

export type Lookup = { state: 'present'; location: Location } | { state: 'deleted' } | { state: 'unknown' };

export interface PackIndex {
  apply(pack: PackInfo, record: ParsedRecord): void;
  lookup(key: string): Lookup;
  /** True when `record` of `pack` is the object of its key now. */
  isCurrent(pack: PackInfo, record: ParsedRecord): boolean;
  /** True when some put or replace record of `key` older than `ts` is still in a pack (the tombstone is needed). */
  hasRecordOlderThan(key: string, ts: number): boolean;
  /** Forgets every location in `packs` (removed after compaction copied their live records); one pass over the index. */
  dropPacks(packs: ReadonlySet<PackInfo>): void;
  size(): number;
}

export function createPackIndex(): PackIndex {
  const entries = new Map<string, Entry>();

  function current(entry: Entry): Location | null {
    if (entry.rep && entry.rep.ts > entry.delTs) return entry.rep;
    if (entry.put && entry.put.ts > entry.delTs) return entry.put;
    return null;
  }

  function wins(candidate: Location, existing: Location | null): boolean {
    if (!existing) return true;
    if (candidate.ts !== existing.ts) return candidate.ts > existing.ts;
    return candidate.pack.name > existing.pack.name;
  }

  function apply(pack: PackInfo, record: ParsedRecord): void {
    if (record.op === OP_PUT || record.op === OP_REPLACE) pack.dataBytes += record.length;
    else if (record.op === OP_DELETE) pack.tombstones += 1;
    else return;
    let entry = entries.get(record.key);
    if (!entry) {
      entry = { put: null, rep: null, delTs: -1 };
      entries.set(record.key, entry);
    }
    const before = current(entry);
    if (record.op === OP_DELETE) {
      if (record.ts > entry.delTs) entry.delTs = record.ts;
    } else {
      const location: Location = {
        pack,
        offset: record.offset,
        length: record.length,
        bodyOffset: record.bodyOffset,
        bodyLength: record.bodyLength,
        ts: record.ts,
      };
      if (record.op === OP_PUT) {
        if (wins(location, entry.put)) entry.put = location;
      } else if (wins(location, entry.rep)) {
        entry.rep = location;
      }
    }
    moveLive(before, current(entry));
  }

  function moveLive(before: Location | null, after: Location | null): void {
    if (before === after) return;
    if (before) before.pack.liveBytes -= before.length;
    if (after) after.pack.liveBytes += after.length;
  }

  function lookup(key: string): Lookup {
    const entry = entries.get(key);
    if (!entry) return { state: 'unknown' };
    const location = current(entry);
    if (location) return { state: 'present', location };
    return entry.delTs >= 0 ? { state: 'deleted' } : { state: 'unknown' };
  }

  function isCurrent(pack: PackInfo, record: ParsedRecord): boolean {
    const entry = entries.get(record.key);
    if (!entry) return false;
    const location = current(entry);
    return location !== null && location.pack === pack && location.offset === record.offset;
  }

  function hasRecordOlderThan(key: string, ts: number): boolean {
    const entry = entries.get(key);
    if (!entry) return false;
    return (entry.put !== null && entry.put.ts < ts) || (entry.rep !== null && entry.rep.ts < ts);
  }

  function dropPacks(packs: ReadonlySet<PackInfo>): void {
    if (packs.size === 0) return;
    for (const [key, entry] of entries) {
      const dropPut = entry.put !== null && packs.has(entry.put.pack);
      const dropRep = entry.rep !== null && packs.has(entry.rep.pack);
      if (!dropPut && !dropRep) continue;
      const before = current(entry);
      if (dropPut) entry.put = null;
      if (dropRep) entry.rep = null;
      moveLive(before, current(entry));
      if (!entry.put && !entry.rep) entries.delete(key);
    }
  }

  return { apply, lookup, isCurrent, hasRecordOlderThan, dropPacks, size: () => entries.size };
}
