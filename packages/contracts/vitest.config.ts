import { defineProject } from 'vitest/config';

// The shop's rules and schemas, tested as pure functions: the files share their worker's modules
// (imported once a worker rather than once a file, about two thirds of the package's CPU time).
export default defineProject({ test: { name: 'contracts', environment: 'node', isolate: false } });
