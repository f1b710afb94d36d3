import { open } from 'node:fs/promises';
import { BATCH_HEADER_BYTES, checkBatchBody, decodeBatchHeader } from './batch-codec.ts';
import { createFileWindow } from './file-window.ts';
import type { Segment } from './segment.ts';
import { addIndexEntry } from './segment.ts';

const SCAN_WINDOW_BYTES = 1024 * 1024;

/** What a scan found: the valid prefix of a segment file, and the first problem after it, if any. */
export interface ScanResult {
  /** Bytes of the longest valid prefix. */
  validBytes: number;
  endOffset: number;
  problem: { position: number; reason: string } | null;
}

/** Validates every batch of a segment from the start and fills its sparse index. */
export async function scanSegment(segment: Segment, fileBytes: number): Promise<ScanResult> {
  const handle = await open(segment.path, 'r');
  try {
    const window = createFileWindow(handle, SCAN_WINDOW_BYTES);
    let position = 0;
    let nextOffset = segment.baseOffset;
    while (position < fileBytes) {
      const fail = (reason: string): ScanResult => ({ validBytes: position, endOffset: nextOffset, problem: { position, reason } });
      if (position + BATCH_HEADER_BYTES > fileBytes) return fail('partial batch header');
      const header = decodeBatchHeader(await window.view(position, BATCH_HEADER_BYTES, fileBytes));
      if (typeof header === 'string') return fail(header);
      if (header.firstOffset !== nextOffset) return fail(`batch offset ${header.firstOffset}, expected ${nextOffset}`);
      const batchEnd = position + BATCH_HEADER_BYTES + header.bodyBytes;
      if (batchEnd > fileBytes) return fail('partial batch body');
      const body = await window.view(position + BATCH_HEADER_BYTES, header.bodyBytes, fileBytes);
      const bodyProblem = checkBatchBody(body, header);
      if (bodyProblem !== null) return fail(bodyProblem);
      addIndexEntry(segment, nextOffset, position);
      nextOffset += header.recordCount;
      position = batchEnd;
    }
    return { validBytes: position, endOffset: nextOffset, problem: null };
  } finally {
    await handle.close();
  }
}
