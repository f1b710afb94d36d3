/** The S3 blob backend's settings: what callers pass, the defaults, and the check at creation. */
import { S3BlobBackendError } from './s3-backend-error.ts';

export interface S3BlobBackendConfig {
  /** e.g. `http://127.0.0.1:8333`; omit for AWS S3 (the SDK derives it from the region). */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`<endpoint>/<bucket>/<key>`), which most S3-compatible servers need. Default true. */
  forcePathStyle?: boolean;
  /** Prepended to every blob key: empty, or `/`-terminated segments of [A-Za-z0-9._-]. Default ''. */
  prefix?: string;
  /** Bound on one call, retries, queueing and body included. Default 5000. */
  requestTimeoutMs?: number;
  /** Attempts per request (1 = no retry), for retryable failures only. Default 3. */
  maxAttempts?: number;
  /** Largest object putIfAbsent accepts, in bytes. Default 16 MiB, at most 256 MiB. */
  maxObjectBytes?: number;
  /** Requests in progress at once. Default 32. */
  maxInFlight?: number;
  /** Calls waiting for a slot beyond which calls fail at once with TH_ERR_S3_OVERLOADED. Default 1024. */
  maxQueued?: number;
}

export const S3_BLOB_BACKEND_DEFAULTS = {
  forcePathStyle: true,
  prefix: '',
  requestTimeoutMs: 5000,
  maxAttempts: 3,
  maxObjectBytes: 16 * 1024 * 1024,
  maxInFlight: 32,
  maxQueued: 1024,
} as const;

/** Largest object `maxObjectBytes` may allow. */
export const S3_MAX_OBJECT_BYTES_CEILING = 256 * 1024 * 1024;
const PREFIX_PATTERN = /^(?:[A-Za-z0-9._-]+\/){0,16}$/;
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** A validated `S3BlobBackendConfig`, defaults applied. */
export interface S3BlobBackendSettings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  prefix: string;
  requestTimeoutMs: number;
  maxAttempts: number;
  maxObjectBytes: number;
  maxInFlight: number;
  maxQueued: number;
}

/** Checks the settings at creation (TH_ERR_S3_BAD_CONFIG, never echoing a value) and applies the defaults. */
export function validateS3Config(config: S3BlobBackendConfig): S3BlobBackendSettings {
  const bad = (message: string) => new S3BlobBackendError('TH_ERR_S3_BAD_CONFIG', `s3 backend: ${message}`, false);
  if (config === null || typeof config !== 'object') throw bad('config must be an object');
  if (config.endpoint !== undefined) {
    let url: URL;
    try {
      url = new URL(config.endpoint);
    } catch {
      throw bad('endpoint must be an http(s) URL');
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') {
      throw bad('endpoint must be an http(s) URL without credentials');
    }
  }
  if (typeof config.region !== 'string' || !/^[a-z0-9-]{1,64}$/.test(config.region)) throw bad('region must be like us-east-1');
  if (typeof config.bucket !== 'string' || !BUCKET_PATTERN.test(config.bucket)) {
    throw bad('bucket must be 3-63 characters of lowercase letters, digits, "." and "-"');
  }
  // Never echo the values: the secret must not reach a log through a config error.
  if (typeof config.accessKeyId !== 'string' || config.accessKeyId.length === 0) throw bad('accessKeyId must be a non-empty string');
  if (typeof config.secretAccessKey !== 'string' || config.secretAccessKey.length === 0) {
    throw bad('secretAccessKey must be a non-empty string');
  }
  const prefix = config.prefix ?? S3_BLOB_BACKEND_DEFAULTS.prefix;
  if (typeof prefix !== 'string' || prefix.length > 256 || !PREFIX_PATTERN.test(prefix)) {
    throw bad('prefix must be empty or "/"-terminated segments of [A-Za-z0-9._-] (at most 256 characters)');
  }
  const integer = (key: string, value: number, min: number, max: number): number => {
    if (!Number.isInteger(value) || value < min || value > max) throw bad(`${key} must be an integer in [${min}, ${max}], got ${String(value)}`);
    return value;
  };
  const forcePathStyle = config.forcePathStyle ?? S3_BLOB_BACKEND_DEFAULTS.forcePathStyle;
  if (typeof forcePathStyle !== 'boolean') throw bad('forcePathStyle must be a boolean');
  return {
    endpoint: config.endpoint,
    region: config.region,
    bucket: config.bucket,
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    forcePathStyle,
    prefix,
    requestTimeoutMs: integer('requestTimeoutMs', config.requestTimeoutMs ?? S3_BLOB_BACKEND_DEFAULTS.requestTimeoutMs, 100, 600_000),
    maxAttempts: integer('maxAttempts', config.maxAttempts ?? S3_BLOB_BACKEND_DEFAULTS.maxAttempts, 1, 10),
    maxObjectBytes: integer('maxObjectBytes', config.maxObjectBytes ?? S3_BLOB_BACKEND_DEFAULTS.maxObjectBytes, 1, S3_MAX_OBJECT_BYTES_CEILING),
    maxInFlight: integer('maxInFlight', config.maxInFlight ?? S3_BLOB_BACKEND_DEFAULTS.maxInFlight, 1, 1024),
    maxQueued: integer('maxQueued', config.maxQueued ?? S3_BLOB_BACKEND_DEFAULTS.maxQueued, 0, 1_000_000),
  };
}
