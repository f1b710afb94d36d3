#!/usr/bin/env node
// Entry point of the `tracehold` command. The product is TypeScript run through tsx's loader, so
// there is no build step between a checkout and a running collector.
import { register } from 'tsx/esm/api';

register();
await import('./cli.ts');
