import { Buffer } from 'node:buffer';
import { hasCredentialWord, type Detector, type Finding } from './detector.ts';

const JWT_RE = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/g;

/** JSON Web Tokens (JWS compact form): three base64url parts whose header decodes to JSON with `alg`. */
export function createJwtDetector(): Detector {
  return {
    name: 'jwt',
    types: ['JWT'],
    mayMatch: (f) => f.maxWordRun >= 10 && f.dots >= 2,
    detect(text: string, out: Finding[]): void {
      if (text.indexOf('eyJ') < 0) return;
      JWT_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = JWT_RE.exec(text)) !== null) {
        const header = m[0].slice(0, m[0].indexOf('.'));
        if (hasAlgHeader(header)) out.push({ type: 'JWT', start: m.index, end: m.index + m[0].length });
      }
    },
  };
}

function hasAlgHeader(part: string): boolean {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { alg?: unknown }).alg === 'string';
  } catch {
    return false;
  }
}

const BEARER_RE = /(?<![A-Za-z0-9_])[Bb](?:earer|EARER)[ \t]+([A-Za-z0-9\-._~+/]+=*)/g;

/**
 * The credential after `Bearer ` (RFC 6750 token68). The word "Bearer" stays. Prose ("a Bearer token",
 * "Bearer Authentication") is skipped: a credential has a digit or a symbol, or is long and mixed-case.
 */
export function createBearerDetector(): Detector {
  return {
    name: 'bearer',
    types: ['BEARER'],
    mayMatch: (f) => f.maxWordRun >= 8 && hasCredentialWord(f),
    detect(text: string, out: Finding[]): void {
      BEARER_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = BEARER_RE.exec(text)) !== null) {
        const token = m[1]!;
        if (!looksLikeCredential(token)) continue;
        const start = m.index + m[0].length - token.length;
        out.push({ type: 'BEARER', start, end: start + token.length });
      }
    },
  };
}

function looksLikeCredential(token: string): boolean {
  if (token.length < 8) return false;
  if (/\d/.test(token)) return true;
  if (/[-._~+/=]/.test(token)) return token.length >= 16;
  return token.length >= 20 && /[a-z]/.test(token) && /[A-Z]/.test(token);
}

// One pass for every provider. Each alternative starts with a fixed prefix, so the scan is fast.
const API_KEY_RE = new RegExp(
  '(?<![A-Za-z0-9_-])(?:' +
    [
      'sk-[A-Za-z0-9_-]{20,}', // OpenAI (sk-, sk-proj-, sk-svcacct-, sk-admin-), Anthropic (sk-ant-…)
      '(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ABIA|ACCA)[A-Z0-9]{16}', // AWS access key ids
      'AIza[0-9A-Za-z_-]{35}', // Google Cloud API keys
      'gh[pousr]_[A-Za-z0-9]{36,251}', // GitHub tokens
      'github_pat_[A-Za-z0-9_]{22,255}', // GitHub fine-grained tokens
      'xox[abposer]-[A-Za-z0-9-]{10,250}', // Slack bot/user/app tokens
      'xapp-\\d-[A-Za-z0-9-]{10,250}', // Slack app-level tokens
      '(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,247}', // Stripe secret, restricted and publishable keys
      'whsec_[A-Za-z0-9+/=]{24,}', // Stripe webhook signing secrets
      'hf_[A-Za-z0-9]{30,}', // Hugging Face
      'glpat-[A-Za-z0-9_-]{20,}', // GitLab
      'npm_[A-Za-z0-9]{36}', // npm
      'gsk_[A-Za-z0-9]{40,}', // Groq
      'SG\\.[A-Za-z0-9_-]{16,32}\\.[A-Za-z0-9_-]{16,64}', // SendGrid
      // LLM and AI-stack providers (since 2026-12-05): xAI, Perplexity, Replicate, NVIDIA, LangSmith, Tavily, Pinecone.
      'xai-[A-Za-z0-9]{40,}', 'pplx-[A-Za-z0-9]{40,}', 'r8_[A-Za-z0-9]{30,}', 'nvapi-[A-Za-z0-9_-]{40,}',
      'lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}', 'tvly-[A-Za-z0-9_-]{24,}', 'pcsk_[A-Za-z0-9_]{40,}',
      // Google OAuth client secrets (its access tokens, ya29., travel as bearer tokens), DigitalOcean, Shopify, HashiCorp Vault.
      'GOCSPX-[A-Za-z0-9_-]{24,}', 'dop_v1_[a-f0-9]{64}', 'shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}', 'hvs\\.[A-Za-z0-9_-]{24,}',
    ].join('|') +
    ')(?![A-Za-z0-9_-])',
  'g',
);
const SLACK_WEBHOOK_RE = /hooks\.slack\.com\/(?:services|workflows|triggers)\/(T[A-Z0-9]{6,}\/[A-Za-z0-9]{6,}\/[A-Za-z0-9]{16,})/g;

/**
 * API keys of common providers, recognised by their documented prefixes. Slack webhook URLs keep their
 * host and path prefix; the workspace/channel/secret part is the key.
 */
export function createApiKeyDetector(): Detector {
  return {
    name: 'api-key',
    types: ['API_KEY'],
    mayMatch: (f) => f.maxWordRun >= 16,
    detect(text: string, out: Finding[]): void {
      API_KEY_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = API_KEY_RE.exec(text)) !== null) {
        if (m[0].startsWith('sk-') && !looksRandom(m[0].slice(3))) continue;
        out.push({ type: 'API_KEY', start: m.index, end: m.index + m[0].length });
      }
      if (text.indexOf('hooks.slack.com') < 0) return;
      SLACK_WEBHOOK_RE.lastIndex = 0;
      while ((m = SLACK_WEBHOOK_RE.exec(text)) !== null) {
        const start = m.index + m[0].length - m[1]!.length;
        out.push({ type: 'API_KEY', start, end: start + m[1]!.length });
      }
    },
  };
}

/** `sk-` is also the start of slugs ("sk-learn-extension-…"): a key has digits and a long random segment. */
function looksRandom(body: string): boolean {
  if (!/\d/.test(body) || !/[A-Za-z]/.test(body)) return false;
  let run = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    run = c === 45 || c === 95 ? 0 : run + 1;
    if (run >= 12) return true;
  }
  return false;
}
