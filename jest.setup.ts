import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// ky (under the API client) needs TextEncoder, which jsdom lacks; Node's environment has it already.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
