import { configure } from '@testing-library/react';

// A component's data or lazy code arrives after a few renders; on a busy two-core machine that can
// take longer than Testing Library's default second, so findBy* queries wait up to five (every
// render helper here sets this: test-providers.tsx is under all of them).
configure({ asyncUtilTimeout: 5000 });
