import { configure } from '@testing-library/react';

// A page's data arrives after a few renders; on a busy two-core machine that can take longer than
// Testing Library's default second, so findBy* queries wait up to five.
configure({ asyncUtilTimeout: 5000 });
