/**
 * Gives kafkajs 2.2.4 a faster CRC-32C for the record batches it produces (./crc32c.ts).
 *
 * kafkajs checksums every produced batch with a byte-at-a-time JavaScript loop
 * (src/protocol/recordBatch/crc32C), ~200 µs for one export's 87 KB of records on this machine: about 4 %
 * of a core at 10,000 spans/s, work the OpenTelemetry Collector does with the CPU's CRC instruction. The
 * batch encoder (src/protocol/recordBatch/v0) binds the checksum function when kafkajs first loads it,
 * which is at the first produce request, so the function is replaced in Node's module cache before that:
 * every later `require('../crc32C')` gets ours. Same checksum, same bytes on the wire (the broker rejects a
 * batch whose CRC is wrong, so the Kafka tests would fail with a wrong one). Applied once, on import, only to
 * the version whose code it was written against, and only if the encoder has not been loaded yet.
 */
import { createRequire } from 'node:module';
import { crc32c } from './crc32c.ts';

const PATCHED_VERSION = '2.2.4';
const CRC_MODULE = 'kafkajs/src/protocol/recordBatch/crc32C/index.js';
const BATCH_ENCODER_MODULE = 'kafkajs/src/protocol/recordBatch/v0/index.js';

const require = createRequire(import.meta.url);

function apply(): boolean {
  const version = (require('kafkajs/package.json') as { version: string }).version;
  if (version !== PATCHED_VERSION) return false;
  const crcPath = require.resolve(CRC_MODULE);
  // Already bound to kafkajs's own function: patching now would change nothing, so report it as not applied.
  if (require.cache[require.resolve(BATCH_ENCODER_MODULE)]) return require.cache[crcPath]?.exports === crc32c;
  require(crcPath);
  const cached = require.cache[crcPath];
  if (!cached) return false;
  cached.exports = crc32c;
  return true;
}

/** Whether produced batches are checksummed by ./crc32c.ts (false on another kafkajs version). */
export const kafkajsFastCrcApplied = apply();
