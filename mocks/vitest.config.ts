import { defineProject } from 'vitest/config';

// The files share their worker's modules (imported once a worker rather than once a file, about
// half of the package's CPU time). The mock shop's state is module state: a test that uses it puts
// it back first (useMockShop).
export default defineProject({ test: { name: 'mocks', environment: 'node', isolate: false } });
