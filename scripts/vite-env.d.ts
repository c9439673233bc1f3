// scripts/demo-seed.test.ts reads a site module that imports an asset URL the way Vite resolves it.
/// <reference types="vite/client" />
