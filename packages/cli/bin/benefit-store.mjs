#!/usr/bin/env node
// The CLI is TypeScript source run through tsx's loader, so no build step stands between an edit and `npx benefit-store`.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
